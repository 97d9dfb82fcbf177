import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { OtpForm } from './otp-form.tsx';

const REQUEST = 'Zm9vYmFyYmF6cXV4MTIzNA';

describe('one-time code form', () => {
  it('sends the code with the request id this browser was answered', async () => {
    const verified: unknown[] = [];
    server.use(
      callable.ok('sendOtp', { sent: true, request: REQUEST }),
      callable.answer('verifyOtp', (data) => {
        verified.push(data);
        return { token: 'not-a-token' };
      }),
    );
    await renderInRouter(<OtpForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/a 10-digit code is on its way/)).toBeDefined();
    await user.type(screen.getByLabelText('Code'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(verified[0]).toEqual({ email: 'ada@example.com', code: '1234567890', request: REQUEST });
  });

  it('says to wait when the address was sent too many codes lately, and asks for no code', async () => {
    server.use(callable.ok('sendOtp', { sent: false, retryAt: Date.now() + 60_000 }));
    await renderInRouter(<OtpForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many requests/);
    expect(screen.queryByLabelText('Code')).toBeNull();
  });
});
