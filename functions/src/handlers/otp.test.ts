import type { Accounts } from '@engage/server/deps';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('allows 5 wrong attempts, then makes the next wait, after which the right code works', async () => {
    let now = 1_800_000_000_000;
    const at = () => ({ ...deps(), now: () => now });
    await sendOtp(at(), { email: 'ada@example.com' });
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(
        verifyOtp(at(), { email: 'ada@example.com', code: wrong }),
      ).rejects.toMatchObject({ code: 'otp-invalid' });
    }
    await expect(verifyOtp(at(), { email: 'ada@example.com', code })).rejects.toMatchObject({
      code: 'otp-too-many-attempts',
    });
    now += 31_000;
    expect(await verifyOtp(at(), { email: 'ada@example.com', code })).toEqual({
      token: 'token-for-uid-ada',
    });
  });

  it('answers a burst of sends with a wait, keeps the codes already sent valid, and sends again later', async () => {
    let now = 1_800_000_000_000;
    const at = () => ({ ...deps(), now: () => now });
    await sendOtp(at(), { email: 'ada@example.com' });
    const mine = await lastCode();
    // Somebody else asks for codes for Ada's address, again and again.
    for (let i = 0; i < 2; i += 1) await sendOtp(at(), { email: 'ada@example.com' });
    const refused = await sendOtp(at(), { email: 'ada@example.com' });
    expect(refused).toEqual({ sent: false, retryAt: now + 30_000 });
    const outbox = async () => Object.keys((await stack.deps().db.ref('outbox').get()).val() ?? {});
    expect(await outbox()).toHaveLength(3);
    now += 30_000;
    expect(await sendOtp(at(), { email: 'ada@example.com' })).toEqual({ sent: true });
    expect(await outbox()).toHaveLength(4);
    // Ada's own first code still signs her in.
    expect(await verifyOtp(at(), { email: 'ada@example.com', code: mine })).toMatchObject({
      token: 'token-for-uid-ada',
    });
  });

  it('delivers through the mailer when SMTP is configured, and empties the outbox', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer = {
      send: async (mail: { to: string; subject: string; text: string }) => void sent.push(mail),
    };
    expect(await sendOtp({ ...deps(), mailer }, { email: 'ada@example.com' })).toEqual({
      sent: true,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'Your sign-in code' });
    expect(sent[0]?.text).toMatch(/\d{6}/);
    expect((await stack.deps().db.ref('outbox').get()).exists()).toBe(false);
  });

  it('keeps the mail in the outbox when the mailer fails', async () => {
    const mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await sendOtp({ ...deps(), mailer }, { email: 'ada@example.com' })).toEqual({
      sent: true,
    });
    expect(Object.keys((await stack.deps().db.ref('outbox').get()).val() ?? {})).toHaveLength(1);
  });
});
