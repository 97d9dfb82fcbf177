import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimOtpSend,
  claimOtpVerify,
  generateOtpCode,
  OTP_LENGTH,
  otpAddress,
  planMailSent,
} from './otp.ts';
import { accept, refuse } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import type { OtpState } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

const T = 1_700_000_000_000;
const MINUTE = 60_000;
const TTL = 10 * MINUTE;
const NOTHING = { sets: {}, increments: {} };
const context = (now: number) => ({ now });
const mail = { id: 'm1', to: 'ada@example.com', code: '123456', hash: 'h-new' };
const outbox = {
  sets: {
    'outbox/m1': {
      to: 'ada@example.com',
      subject: 'Your sign-in code',
      text: 'Your sign-in code is 123456. It is valid for 10 minutes.',
      at: SERVER_TIME,
    },
  },
  increments: {},
};

describe('otpAddress', () => {
  const ada = encodeUserKey('ada@example.com');
  it.each([
    [
      'an address as typed',
      'ada@example.com',
      accept({ email: 'ada@example.com', key: ada.ok ? ada.value : '' }),
    ],
    [
      'capitals and spaces',
      '  Ada@Example.COM ',
      accept({ email: 'ada@example.com', key: ada.ok ? ada.value : '' }),
    ],
    ['only spaces', '   ', refuse('invalid-email')],
    ['a lone surrogate', 'a\ud800@example.com', refuse('invalid-email')],
  ])('%s', (_name, email, expected) => {
    expect(otpAddress(email)).toStrictEqual(expected);
  });
});

describe('generateOtpCode', () => {
  it('draws one digit per position', () => {
    const digits = [3, 1, 4, 1, 5, 9];
    let i = 0;
    expect(
      generateOtpCode((max) => {
        expect(max).toBe(10);
        return digits[i++] ?? 0;
      }),
    ).toBe('314159');
  });

  it('is always 6 digits', () => {
    expect(OTP_LENGTH).toBe(6);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        (ds) => {
          let i = 0;
          expect(generateOtpCode(() => ds[i++] ?? 0)).toBe(ds.join(''));
        },
      ),
    );
  });
});

describe('claimOtpSend', () => {
  it.each([
    [
      'a first send stores the hash for 10 minutes and mails the code',
      null,
      T,
      { codes: [{ hash: 'h-new', expiresAt: T + TTL }], sentAt: [T], failedAt: [] },
    ],
    [
      'another send keeps the codes already sent valid, and the failures of the window',
      {
        codes: [{ hash: 'h1', expiresAt: T + 5 * MINUTE }],
        sentAt: [T - 5 * MINUTE],
        failedAt: [T - MINUTE, T - 20 * MINUTE],
      },
      T,
      {
        codes: [
          { hash: 'h1', expiresAt: T + 5 * MINUTE },
          { hash: 'h-new', expiresAt: T + TTL },
        ],
        sentAt: [T - 5 * MINUTE, T],
        failedAt: [T - MINUTE],
      },
    ],
    [
      'expired codes and sends older than the window are dropped; a code expiring now stays',
      {
        codes: [
          { hash: 'h0', expiresAt: T - 1 },
          { hash: 'h1', expiresAt: T },
        ],
        sentAt: [T - TTL, T - TTL + 1],
      },
      T,
      {
        codes: [
          { hash: 'h1', expiresAt: T },
          { hash: 'h-new', expiresAt: T + TTL },
        ],
        sentAt: [T - TTL + 1, T],
        failedAt: [],
      },
    ],
    [
      'only the newest 10 codes stay',
      {
        codes: Array.from({ length: 10 }, (_, i) => ({ hash: `h${i}`, expiresAt: T + i })),
      },
      T,
      {
        codes: [
          ...Array.from({ length: 9 }, (_, i) => ({ hash: `h${i + 1}`, expiresAt: T + i + 1 })),
          { hash: 'h-new', expiresAt: T + TTL },
        ],
        sentAt: [T],
        failedAt: [],
      },
    ],
    [
      'the third send of the window still goes',
      { sentAt: [T - 2_000, T - 1_000] },
      T,
      {
        codes: [{ hash: 'h-new', expiresAt: T + TTL }],
        sentAt: [T - 2_000, T - 1_000, T],
        failedAt: [],
      },
    ],
    [
      'after three sends the fourth goes once 30 seconds have passed since the last',
      { sentAt: [T - 32_000, T - 31_000, T - 30_000] },
      T,
      {
        codes: [{ hash: 'h-new', expiresAt: T + TTL }],
        sentAt: [T - 32_000, T - 31_000, T - 30_000, T],
        failedAt: [],
      },
    ],
  ] as [string, OtpState | null, number, OtpState][])('%s', (_name, state, now, next) => {
    expect(claimOtpSend(state, mail, context(now))).toStrictEqual({
      ok: true,
      value: { sent: true },
      next,
      writes: outbox,
    });
  });

  it.each([
    ['three sends: wait 30 s after the last', [T - 2_000, T - 1_000, T - 500], T - 500 + 30_000],
    ['four sends: 60 s', [T - 4_000, T - 3_000, T - 2_000, T - 1_000], T - 1_000 + 60_000],
    ['five sends: 2 minutes', [T - 5, T - 4, T - 3, T - 2, T - 1], T - 1 + 120_000],
    [
      'the wait doubles up to 15 minutes and no further',
      Array.from({ length: 12 }, (_, i) => T - 12 + i),
      T - 1 + 15 * MINUTE,
    ],
  ])('%s: told when to ask again, nothing stored or mailed', (_name, sentAt, retryAt) => {
    const codes = [{ hash: 'h1', expiresAt: T + MINUTE }];
    expect(claimOtpSend({ codes, sentAt }, mail, context(T))).toStrictEqual({
      ok: true,
      value: { sent: false, retryAt },
      writes: NOTHING,
    });
  });
});

describe('claimOtpVerify', () => {
  const codes = [
    { hash: 'old', expiresAt: T - 1 },
    { hash: 'h1', expiresAt: T + MINUTE },
    { hash: 'h2', expiresAt: T },
  ];

  it.each([
    ['the newest code', 'h2'],
    ['an older code still valid', 'h1'],
  ])('%s signs in and uses every code up', (_name, hash) => {
    expect(claimOtpVerify({ codes, failedAt: [T - 1] }, hash, T)).toStrictEqual({
      ok: true,
      value: true,
      next: null,
      writes: NOTHING,
    });
  });

  it.each([
    [
      'after an expired copy',
      [
        { hash: 'same', expiresAt: T - 1 },
        { hash: 'same', expiresAt: T + 1 },
      ],
    ],
    [
      'before an expired copy',
      [
        { hash: 'same', expiresAt: T },
        { hash: 'same', expiresAt: T - MINUTE },
      ],
    ],
  ])('a code sent twice signs in while one copy is unexpired (%s)', (_name, twice) => {
    expect(claimOtpVerify({ codes: [...codes, ...twice] }, 'same', T)).toStrictEqual({
      ok: true,
      value: true,
      next: null,
      writes: NOTHING,
    });
  });

  it.each([
    ['a wrong code', { codes }, 'nope', 'otp-invalid', [T]],
    ['any code with nothing sent', null, 'h1', 'otp-invalid', [T]],
    ['an expired code', { codes }, 'old', 'otp-expired', [T]],
    [
      'a code sent twice, both copies expired',
      {
        codes: [
          { hash: 'old', expiresAt: T - 1 },
          { hash: 'old', expiresAt: T - MINUTE },
        ],
      },
      'old',
      'otp-expired',
      [T],
    ],
    [
      'the fifth wrong code of the window, older ones forgotten',
      { codes, failedAt: [T - TTL, T - 4, T - 3, T - 2, T - 1] },
      'nope',
      'otp-invalid',
      [T - 4, T - 3, T - 2, T - 1, T],
    ],
    [
      'a guess once the wait is over, still counted',
      { codes, failedAt: [T - 30_004, T - 30_003, T - 30_002, T - 30_001, T - 30_000] },
      'nope',
      'otp-invalid',
      [T - 30_004, T - 30_003, T - 30_002, T - 30_001, T - 30_000, T],
    ],
  ] as [string, OtpState | null, string, string, number[]][])(
    '%s is refused and the failure counted in the claim',
    (_name, state, hash, error, failedAt) => {
      expect(claimOtpVerify(state, hash, T)).toStrictEqual({
        ok: false,
        error,
        next: { ...state, failedAt },
        writes: NOTHING,
      });
    },
  );

  it.each([
    ['five wrong codes: wait 30 s', [T - 5, T - 4, T - 3, T - 2, T - 1]],
    ['six: 60 s', [T - 50_000, T - 40_000, T - 35_000, T - 33_000, T - 32_000, T - 30_000]],
  ])('%s; until then even the right code is refused and nothing is stored', (_name, failedAt) => {
    expect(claimOtpVerify({ codes, failedAt }, 'h1', T)).toStrictEqual({
      ok: false,
      error: 'otp-too-many-attempts',
      writes: NOTHING,
    });
  });
});

/**
 * Sends and guesses at increasing times, committed as the handler commits them: whatever anyone
 * does, a send is never put off by more than 15 minutes, at most 10 codes are kept, a wrong guess
 * never signs in, and the right code of the last 10 minutes signs in unless a wait is running.
 */
describe('one-time codes over time', () => {
  const action = fc.record({
    after: fc.integer({ min: 0, max: 5 * MINUTE }),
    kind: fc.constantFrom('send', 'right', 'wrong'),
  });

  it('holds its promises for any sequence', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => {
        let state: OtpState | null = null;
        let now = T;
        let sends = 0;
        const issued: { hash: string; at: number }[] = [];
        for (const { after, kind } of actions) {
          now += after;
          if (kind === 'send') {
            sends += 1;
            const hash = `h${sends}`;
            const plan = claimOtpSend(state, { ...mail, hash }, context(now));
            if (!plan.ok) throw new Error('a send is never refused');
            if (plan.value.sent) {
              issued.push({ hash, at: now });
              state = plan.next as OtpState;
              expect(state.codes?.length).toBeLessThanOrEqual(10);
            } else {
              expect(plan.value.retryAt).toBeGreaterThan(now);
              expect(plan.value.retryAt).toBeLessThanOrEqual(
                (state?.sentAt?.at(-1) ?? 0) + 15 * MINUTE,
              );
            }
            continue;
          }
          const last = issued.at(-1);
          const hash = kind === 'right' && last !== undefined ? last.hash : 'wrong';
          const plan = claimOtpVerify(state, hash, now);
          if (plan.next !== undefined) state = plan.next as OtpState | null;
          if (hash === 'wrong') expect(plan.ok).toBe(false);
          else if (plan.ok) issued.length = 0;
          else if (now - (last?.at ?? 0) <= TTL)
            expect(plan).toMatchObject({ ok: false, error: 'otp-too-many-attempts' });
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('planMailSent', () => {
  it('removes the delivered mail from the outbox', () => {
    expect(planMailSent('m1')).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'outbox/m1': null }, increments: {} },
    });
  });
});
