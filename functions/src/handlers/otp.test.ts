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
  return /(\d{10})/.exec(last?.text ?? '')?.[1] ?? '';
};

/** A send's request id: the browser that asked holds it, and only it can use the code. */
const requestOf = (answer: Awaited<ReturnType<typeof sendOtp>>): string =>
  answer.sent ? answer.request : '';

describe('one-time codes', () => {
  it('sends a code to the outbox, stores only hashes, and signs in with it and its request once', async () => {
    const sent = await sendOtp(deps(), { email: 'Ada@Example.com' });
    expect(sent).toEqual({ sent: true, request: expect.stringMatching(/^[\w-]{22}$/) });
    const request = requestOf(sent);
    const code = await lastCode();
    expect(code).toMatch(/^\d{10}$/);
    const stored = JSON.stringify((await stack.deps().db.ref('otp').get()).val());
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(request);
    const email = 'ada@example.com';
    expect(await verifyOtp(deps(), { email, code, request })).toEqual({
      token: 'token-for-uid-ada',
    });
    await expect(verifyOtp(deps(), { email, code, request })).rejects.toMatchObject({
      code: 'otp-invalid',
    });
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const answer = await sendOtp(deps(), { email: 'nobody@example.com' });
    expect(answer).toEqual({ sent: true, request: expect.stringMatching(/^[\w-]{22}$/) });
    expect((await stack.deps().db.ref('outbox').get()).exists()).toBe(false);
  });

  it('a stranger’s codes and wrong guesses neither sign in nor lock the owner out', async () => {
    const email = 'ada@example.com';
    const mine = requestOf(await sendOtp(deps(), { email }));
    const code = await lastCode();
    // A stranger asks for codes for Ada's address and guesses: at their own requests only, and
    // even Ada's real code does not work with a request that is not hers.
    for (let i = 0; i < 2; i += 1) {
      const theirs = requestOf(await sendOtp(deps(), { email }));
      for (const guess of ['0000000000', '1111111111', code])
        await expect(
          verifyOtp(deps(), { email, code: guess, request: theirs }),
        ).rejects.toMatchObject({
          code: expect.stringMatching(/^otp-(invalid|too-many-attempts)$/),
        });
    }
    await expect(
      verifyOtp(deps(), { email, code, request: 'made-up-request-id-00' }),
    ).rejects.toMatchObject({ code: 'otp-invalid' });
    expect(await verifyOtp(deps(), { email, code, request: mine })).toEqual({
      token: 'token-for-uid-ada',
    });
  });

  it('allows 2 wrong guesses at a code, and drops it at the third', async () => {
    const email = 'ada@example.com';
    const request = requestOf(await sendOtp(deps(), { email }));
    const code = await lastCode();
    const wrong = code === '0000000000' ? '1111111111' : '0000000000';
    for (let i = 0; i < 2; i += 1)
      await expect(verifyOtp(deps(), { email, code: wrong, request })).rejects.toMatchObject({
        code: 'otp-invalid',
      });
    await expect(verifyOtp(deps(), { email, code: wrong, request })).rejects.toMatchObject({
      code: 'otp-too-many-attempts',
    });
    await expect(verifyOtp(deps(), { email, code, request })).rejects.toMatchObject({
      code: 'otp-invalid',
    });
  });

  it('answers a burst of sends from one browser with a wait of at most 5 minutes, then sends again', async () => {
    let now = 1_800_000_000_000;
    const at = () => ({ ...deps(), now: () => now });
    for (let i = 0; i < 3; i += 1)
      expect(await sendOtp(at(), { email: 'ada@example.com' })).toMatchObject({ sent: true });
    expect(await sendOtp(at(), { email: 'ada@example.com' })).toEqual({
      sent: false,
      retryAt: now + 300_000,
    });
    const outbox = async () => Object.keys((await stack.deps().db.ref('outbox').get()).val() ?? {});
    expect(await outbox()).toHaveLength(3);
    // Another browser, with an id of its own, still has its sends.
    const owner = { email: 'ada@example.com', asker: 'owner-browser-0123456789' };
    expect(await sendOtp(at(), owner)).toMatchObject({ sent: true });
    expect(await outbox()).toHaveLength(4);
    now += 300_000;
    expect(await sendOtp(at(), { email: 'ada@example.com' })).toMatchObject({ sent: true });
    expect(await outbox()).toHaveLength(5);
  });

  it('stores no asking browser’s id, only its hash', async () => {
    const asker = 'owner-browser-0123456789';
    await sendOtp(deps(), { email: 'ada@example.com', asker });
    expect(JSON.stringify((await stack.deps().db.ref('otp').get()).val())).not.toContain(asker);
  });

  it('delivers through the mailer when SMTP is configured, and empties the outbox', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer = {
      send: async (mail: { to: string; subject: string; text: string }) => void sent.push(mail),
    };
    expect(await sendOtp({ ...deps(), mailer }, { email: 'ada@example.com' })).toMatchObject({
      sent: true,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'Your sign-in code' });
    expect(sent[0]?.text).toMatch(/\d{10}/);
    expect((await stack.deps().db.ref('outbox').get()).exists()).toBe(false);
  });

  it('keeps the mail in the outbox when the mailer fails', async () => {
    const mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await sendOtp({ ...deps(), mailer }, { email: 'ada@example.com' })).toMatchObject({
      sent: true,
    });
    expect(Object.keys((await stack.deps().db.ref('outbox').get()).val() ?? {})).toHaveLength(1);
  });
});
