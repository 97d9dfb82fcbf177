import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { BoardPrivacyForm } from './board-privacy.tsx';

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('board privacy form', () => {
  it('starts from the stored choice and sends an alias only with the alias choice', async () => {
    const sent: unknown[] = [];
    server.use(callable.ok('setPrivacy', { show: 'name' }, (data) => sent.push(data)));
    await renderInRouter(<BoardPrivacyForm privacy={{ show: 'hidden' }} />);
    const user = userEvent.setup();
    expect(checked('Not at all')).toBe(true);
    expect(screen.queryByLabelText('Alias')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Under an alias' }));
    await user.type(screen.getByLabelText('Alias'), '  Night Owl ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: the boards follow within a second.',
    );
    await user.click(screen.getByRole('radio', { name: 'Under my name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(sent).toEqual([{ show: 'alias', alias: 'Night Owl' }, { show: 'name' }]);
  });

  it('shows the server’s refusal of the alias in words, and no saved note', async () => {
    server.use(callable.invalid('setPrivacy', ['alias: required']));
    await renderInRouter(<BoardPrivacyForm privacy={undefined} />);
    const user = userEvent.setup();
    expect(checked('Under my name')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Under an alias' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Alias: enter an alias, up to 100 characters, in plain text, not an email address.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
