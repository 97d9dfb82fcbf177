import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../lib/firebase/console-data.ts';
import { testDatabase } from '../../testing/database.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { AuditLog } from './audit-log.tsx';
import { CompanyView } from './company-view.tsx';
import { eventColumns, eventColumnWords } from './event-columns.tsx';
import { LineChart } from './line-chart.tsx';
import { PersonPage } from './person-detail.tsx';
import { PrizeDesk } from './prize-desk.tsx';

// 09:30 in London is 22:30 in Auckland (UTC+13 in December): a screen on the test machine's clock
// (UTC) shows 09:30, one on the event's shows 22:30.
const AT = Date.UTC(2026, 11, 3, 9, 30);
const EVENT = 'ev1';
const KEY = 'YW5uJTQwZXhhbXBsZS5jb20=';
const ZONE = 'Pacific/Auckland';

const TREE = {
  events: { [EVENT]: { metadata: { name: 'Summit', timeZone: ZONE } } },
  audit: {
    events: {
      [EVENT]: {
        a1: {
          at: AT,
          by: 'uid:x',
          action: 'event.update',
          target: EVENT,
          before: '{}',
          after: '{}',
        },
      },
    },
  },
  purchases: {
    [EVENT]: {
      p1: {
        key: KEY,
        publicId: 'ann',
        name: 'Ann',
        prizeId: 'mug',
        prizeName: 'Mug',
        qty: 1,
        cost: 10,
        at: AT,
        state: 'bought',
      },
    },
  },
  users: {
    [KEY]: {
      metadata: { name: 'Ann', email: 'ann@example.com', eventId: EVENT, publicId: 'ann' },
      games: { act04: { totalPoints: 10, spentPoints: 0 } },
    },
  },
  ledger: { [KEY]: { l1: { points: 10, reason: 'Connection', at: AT, by: 'system' } } },
  reps: { [EVENT]: { rep1: { name: 'Rita', company: 'Acme', key: 'cmVw' } } },
  leads: { [EVENT]: { rep1: { v1: { name: 'Vic', company: 'Initech', at: AT } } } },
};

const shows = async (ui: ReactNode, text: RegExp) => {
  await renderInRouter(ui);
  return screen.findAllByText(text, undefined, { timeout: 5_000 });
};

beforeEach(() => testDatabase.reset(TREE));

describe('the console’s times, on the event’s clock', () => {
  it('runs on a machine whose own clock is not the event’s', () => {
    expect(new Date(AT).getHours()).toBe(9);
  });

  it('the audit log', async () => {
    const [cell] = await shows(<AuditLog eventId={EVENT} customerId={undefined} />, /22:30/);
    expect(cell?.textContent).toBe(`3 Dec 2026, 22:30 ${ZONE}`);
  });

  it('the prize desk', async () => {
    const [cell] = await shows(<PrizeDesk eventId={EVENT} />, /22:30/);
    expect(cell?.textContent).toBe(`3 Dec 2026, 22:30 ${ZONE}`);
  });

  it('a person’s page: ledger, the awards to void and their ring flag', async () => {
    const member = { key: KEY, partners: 2, facts: 16, reasons: ['burst' as const], voided: 0 };
    server.use(
      callable.ok('adminRingReport', {
        attendees: 3,
        facts: 16,
        clusters: [
          {
            id: KEY,
            members: [{ ...member, burst: { facts: 16, from: AT, to: AT + 600_000 } }],
            reasons: ['burst'],
            insideFacts: 16,
            insideShare: 1,
            from: AT,
            to: AT + 600_000,
          },
        ],
      }),
    );
    const cells = await shows(<PersonPage userKey={KEY} eventId={EVENT} />, /^3 Dec 2026, 22:30/);
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell.textContent).toBe(`3 Dec 2026, 22:30 ${ZONE}`);
    expect((await screen.findByTestId('ring-flag')).textContent).toContain(
      `(16 between 22:30 and 22:40 ${ZONE})`,
    );
  });

  it('a company’s booth visits', async () => {
    const company: CompanyRecord = {
      id: 'c1',
      name: 'Acme',
      subscription: 'free',
      events: [EVENT],
      userCount: 1,
      userLimit: 10,
      eventTotal: 1,
      admission: { code: true },
    };
    const [cell] = await shows(<CompanyView company={company} />, /22:30/);
    expect(cell?.textContent).toBe(`3 Dec 2026, 22:30 ${ZONE}`);
  });

  it('the live chart’s axis, its zone named once', async () => {
    await renderInRouter(
      <LineChart
        id="points"
        title="Points awarded"
        unit="points"
        points={[
          { at: AT, value: 1 },
          { at: AT + 60_000, value: 2 },
        ]}
        timeZone={ZONE}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('22:30')).toBeTruthy();
    expect(within(figure).getByText('22:31')).toBeTruthy();
    expect(within(figure).getByText(`(${ZONE} time)`)).toBeTruthy();
  });

  it('the events list', async () => {
    const [, when] = eventColumns([], eventColumnWords.get());
    await renderInRouter(
      <p data-testid="when">
        {when?.cell({
          id: EVENT,
          name: 'Summit',
          startsAt: AT,
          timeZone: ZONE,
          registrants: 0,
          teams: [],
        } as unknown as Parameters<NonNullable<typeof when>['cell']>[0])}
      </p>,
    );
    expect(screen.getByTestId('when').textContent).toBe(`3 Dec 2026, 22:30 ${ZONE}`);
  });
});
