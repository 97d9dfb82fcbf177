import { dbPaths } from '@engage/domain/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Accounts } from '../deps.ts';
import { startStack, type TestStack } from '../testing/stack.ts';
import { sendOtp, verifyOtp } from './otp.ts';

// The Auth side is a stand-in here (one module under test); the dev-stack browser journey signs in
// with a real code through the Auth and Functions emulators.
const accounts: Accounts = {
  uidForEmail: async (email) => (email === 'ada@example.com' ? 'uid-ada' : null),
  customToken: async (uid) => `token-for-${uid}`,
};
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack(1);
});
afterAll(() => stack.close());
beforeEach(() => stack.reset());

const deps = () => ({ ...stack.deps(), accounts });
const lastCode = async () => {
  const outbox = ((await stack.deps().db.ref('outbox').get()).val() ?? {}) as Record<
    string,
    { text: string; to: string }
  >;
  const last = Object.values(outbox).at(-1);
  return /(\d{6})/.exec(last?.text ?? '')?.[1] ?? '';
};

describe('one-time codes', () => {
  it('sends a code to the outbox, stores only its hash, and signs in with it once', async () => {
    expect(await sendOtp(deps(), { email: 'Ada@Example.com' })).toEqual({ sent: true });
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = JSON.stringify((await stack.deps().db.ref('otp').get()).val());
    expect(stored).not.toContain(code);
    expect(await verifyOtp(deps(), { email: 'ada@example.com', code })).toEqual({
      token: 'token-for-uid-ada',
    });
    await expect(verifyOtp(deps(), { email: 'ada@example.com', code })).rejects.toMatchObject({
      code: 'otp-invalid',
    });
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    expect(await sendOtp(deps(), { email: 'nobody@example.com' })).toEqual({ sent: true });
    expect((await stack.deps().db.ref('outbox').get()).exists()).toBe(false);
  });

  it('allows 5 wrong attempts, then refuses even the right code', async () => {
    await sendOtp(deps(), { email: 'ada@example.com' });
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(
        verifyOtp(deps(), { email: 'ada@example.com', code: wrong }),
      ).rejects.toMatchObject({ code: 'otp-invalid' });
    }
    await expect(verifyOtp(deps(), { email: 'ada@example.com', code })).rejects.toMatchObject({
      code: 'otp-too-many-attempts',
    });
  });

  it('limits sends to 3 per 10 minutes', async () => {
    for (let i = 0; i < 3; i += 1) await sendOtp(deps(), { email: 'ada@example.com' });
    await expect(sendOtp(deps(), { email: 'ada@example.com' })).rejects.toMatchObject({
      code: 'otp-rate-limited',
    });
    expect(
      Object.keys((await stack.deps().db.ref(dbPaths.otp('x')).parent?.get())?.val() ?? {}),
    ).toHaveLength(1);
  });
});
