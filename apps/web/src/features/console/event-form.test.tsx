import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyRecord, EventRecord } from '../../lib/firebase/console-data.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { companyLabel } from './company-field.tsx';
import { EventForm } from './event-form.tsx';

const company = (id: string, name: string): CompanyRecord => ({
  id,
  name,
  subscription: 'free',
  userLimit: 10,
  eventTotal: 1,
  events: [],
  userCount: 0,
  admission: { code: true },
});
const COMPANIES = [company('acme', 'Acme'), company('globex', 'Globex')];

const expo = (registrants: number): EventRecord => ({
  id: 'expo',
  name: 'Expo',
  startsAt: Date.UTC(2026, 5, 1, 9),
  endsAt: Date.UTC(2026, 5, 1, 17),
  venue: 'Hall 1',
  description: '',
  customerId: 'acme',
  mode: 'hybrid',
  registrants,
  teams: ['AGILE'],
});

describe('EventForm', () => {
  it('says by the company that an event with registrants stays with it, and shows the refusal of a move', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.refuse(
        'adminWriteEvent',
        'FAILED_PRECONDITION',
        'illegal-transition',
        'That step is not possible from here',
        'an event with registrants stays with its company',
      ),
    );
    await renderInRouter(
      <EventForm event={expo(2)} companies={COMPANIES} onSaved={(id) => sent.push(id)} />,
    );
    const select = screen.getByRole('combobox', { name: 'Customer company' });
    expect(select.getAttribute('aria-describedby')).toBe('company-seats');
    expect(document.getElementById('company-seats')?.textContent).toBe(
      '2 registrants hold seats of this company: an event with registrants stays with its company.',
    );
    const user = userEvent.setup();
    await user.selectOptions(select, 'globex');
    await user.click(screen.getByRole('button', { name: 'Save the event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That step is not possible from here: an event with registrants stays with its company.',
    );
    expect(sent).toEqual([]);
  });

  it('says nothing by the company of an event nobody has registered for', async () => {
    await renderInRouter(
      <EventForm event={expo(0)} companies={COMPANIES} onSaved={() => undefined} />,
    );
    expect(
      screen.getByRole('combobox', { name: 'Customer company' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(document.getElementById('company-seats')).toBeNull();
  });

  it.each([
    ['granted the event only', []],
    ['of another company', [company('globex', 'Globex')]],
  ])(
    'keeps the company of an organiser %s, and saves the event with it unchanged',
    async (_, companies) => {
      const sent: unknown[] = [];
      const saved: string[] = [];
      server.use(
        callable.options(),
        callable.ok('adminWriteEvent', { eventId: 'expo' }, (data) => sent.push(data)),
      );
      await renderInRouter(
        <EventForm event={expo(0)} companies={companies} onSaved={(id) => saved.push(id)} />,
      );
      expect(screen.queryByRole('combobox', { name: 'Customer company' })).toBeNull();
      const fixed = screen.getByRole('textbox', { name: 'Customer company' });
      expect((fixed as HTMLInputElement).value).toBe('Company “acme”');
      expect(fixed.hasAttribute('readonly')).toBe(true);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Save the event' }));
      expect((await screen.findByRole('status')).textContent).toBe('Event saved.');
      expect(sent).toMatchObject([
        { eventId: 'expo', create: false, event: { customerId: 'acme' } },
      ]);
      expect(saved).toEqual(['expo']);
    },
  );

  it('lets an organiser of the company choose among their companies', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('adminWriteEvent', { eventId: 'expo' }, (data) => sent.push(data)),
    );
    await renderInRouter(
      <EventForm event={expo(0)} companies={COMPANIES} onSaved={() => undefined} />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer company' }), 'globex');
    await user.click(screen.getByRole('button', { name: 'Save the event' }));
    await screen.findByRole('status');
    expect(sent).toMatchObject([{ event: { customerId: 'globex' } }]);
  });
});

describe('EventForm checks', () => {
  it('says by each field what the server would refuse, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('adminWriteEvent', { eventId: 'null' }, (data) => sent.push(data)),
    );
    await renderInRouter(
      <EventForm event={undefined} companies={COMPANIES} onSaved={() => undefined} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Event id/ }), 'null');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    fireEvent.change(screen.getByLabelText('Starts (UTC)'), {
      target: { value: '2026-06-01T17:00' },
    });
    fireEvent.change(screen.getByLabelText('Ends (UTC)'), {
      target: { value: '2026-06-01T09:00' },
    });
    for (const team of within(screen.getByRole('group', { name: 'Teams' })).getAllByRole(
      'checkbox',
    ))
      await user.click(team);
    await user.click(screen.getByRole('button', { name: 'Create the event' }));
    const said = (name: string | RegExp) =>
      screen.getByRole('textbox', { name }).getAttribute('aria-describedby');
    expect(document.getElementById(said(/Event id/) ?? '')?.textContent).toBe(
      'This event id is reserved.',
    );
    expect(document.getElementById(said('Name') ?? '')?.textContent).toBe(
      'Give the event a name: spaces alone are not one.',
    );
    const ends = screen.getByLabelText('Ends (UTC)');
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ends.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An event ends after it starts: choose an end after the start.',
    );
    const teams = screen.getByRole('group', { name: 'Teams' });
    expect(document.getElementById(teams.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose at least one team.',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Event id/ }));
    expect(sent).toEqual([]);
  });

  it('shows what the server refused in the input, in words', async () => {
    server.use(
      callable.options(),
      callable.invalid('adminWriteEvent', ['event: an event ends after it starts']),
    );
    await renderInRouter(
      <EventForm event={expo(0)} companies={COMPANIES} onSaved={() => undefined} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request is not valid: an event ends after it starts. Check the fields above and try again.',
    );
  });
});

describe('companyLabel', () => {
  it('names a company the organiser may read, and says the id of one they may not', () => {
    expect(companyLabel('acme', COMPANIES)).toBe('Acme');
    expect(companyLabel('initech', COMPANIES)).toBe('Company “initech”');
    expect(companyLabel(undefined, COMPANIES)).toBe('No company');
  });
});
