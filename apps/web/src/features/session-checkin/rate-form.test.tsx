import { ERROR_MESSAGES } from '@engage/domain/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { RateForm } from './rate-form.tsx';

describe('RateForm', { timeout: 15_000 }, () => {
  signedInAs('uid-ann', 'ann@example.com');

  it('sends a rating and its comment once one is picked, and says what it paid', async () => {
    const sent: unknown[] = [];
    testDatabase.reset(annTree());
    server.use(
      callable.options(),
      callable.answer('rateSession', (data) => {
        sent.push(data);
        return { sessionId: 'keynote', awarded: 5 };
      }),
    );
    await renderInRouter(<RateForm sessionId="keynote" />);
    const send = await screen.findByRole('button', { name: 'Send my rating' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Good pace');
    await user.click(send);
    expect(await screen.findByText('Thank you: +5 points.')).toBeDefined();
    expect(sent).toEqual([{ sessionId: 'keynote', rating: 4, comment: 'Good pace' }]);
  });

  it('shows a refusal in the catalogue’s words', async () => {
    testDatabase.reset(annTree());
    server.use(
      callable.options(),
      callable.refuse(
        'rateSession',
        'FAILED_PRECONDITION',
        'session-rated',
        ERROR_MESSAGES['session-rated'],
      ),
    );
    await renderInRouter(<RateForm sessionId="keynote" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      ERROR_MESSAGES['session-rated'],
    );
  });
});
