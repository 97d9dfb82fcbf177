import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BURST,
  ADDRESS_REFILL_MS,
  ASKER_BURST,
  ASKER_REFILL_MS,
  claimOtpSend,
  claimOtpVerify,
  GUESS_ODDS_PER_DAY,
  GUESSES_PER_DAY,
  generateOtpCode,
  KNOWN_ASKERS,
  MAX_ATTEMPTS,
  NO_ASKER,
  OTP_LENGTH,
  otpAddress,
  planMailSent,
} from './otp.ts';
import { accept, refuse } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import type { OtpState } from './store/otp.ts';
import { encodeUserKey } from './user-key.ts';

const T = 1_700_000_000_000;
const MINUTE = 60_000;
const TTL = 10 * MINUTE;
const NOTHING = { sets: {}, increments: {} };
const context = (now: number) => ({ now });
const request = (id: string) => ({ id: `request-id-${id}`, key: `k-${id}` });
const mail = {
  id: 'm1',
  to: 'ada@example.com',
  code: '1234567890',
  hash: 'h-new',
  request: request('new'),
  asker: 'a-owner',
};
const outbox = {
  sets: {
    'outbox/m1': {
      to: 'ada@example.com',
      subject: 'Your sign-in code',
      text: 'Your sign-in code is 1234567890. It is valid for 10 minutes.',
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
    const digits = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3];
    let i = 0;
    expect(
      generateOtpCode((max) => {
        expect(max).toBe(10);
        return digits[i++] ?? 0;
      }),
    ).toBe('3141592653');
  });

  it('is always 10 digits', () => {
    expect(OTP_LENGTH).toBe(10);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        (ds) => {
          let i = 0;
          expect(generateOtpCode(() => ds[i++] ?? 0)).toBe(ds.join(''));
        },
      ),
    );
  });
});

/** A send of `asker` at `now`: the state after it, or the wait it was told. */
const send = (state: OtpState | null, asker: string, now: number, id = `${asker}-${now}`) => {
  const plan = claimOtpSend(
    state,
    { ...mail, hash: `h-${id}`, request: { id: `id-${id}`, key: id }, asker },
    context(now),
  );
  if (!plan.ok) throw new Error('a send is never refused');
  return plan.value.sent
    ? { sent: true as const, state: plan.next as OtpState, key: id }
    : { sent: false as const, state, retryAt: plan.value.retryAt };
};

/** The browser `asker` known to the address: a code it asked for signed in. */
const knownTo = (state: OtpState | null, asker: string, now: number): OtpState => {
  const asked = send(state, asker, now);
  if (!asked.sent) throw new Error(`${asker} was not sent a code`);
  const plan = claimOtpVerify(asked.state, asked.key, `h-${asked.key}`, now);
  if (!plan.ok) throw new Error(`${asker} did not sign in`);
  return plan.next as OtpState;
};

describe('the guessing odds per address and day', () => {
  it('stay below one in a million: sends a day times guesses a code, over the codes there are', () => {
    // Unknown browsers together: 10 at once, then one every 2 minutes. Each of the 5 known
    // browsers: 3 at once, then one every 5 minutes. 3 guesses each.
    expect(GUESSES_PER_DAY).toBe((10 + 720 + 5 * (3 + 288)) * 3);
    expect(GUESS_ODDS_PER_DAY).toBeCloseTo(6.555e-7, 10);
    expect(GUESS_ODDS_PER_DAY).toBeLessThan(1e-6);
  });

  it('bound what a day can bring, a new browser id for every send and every known browser sending', () => {
    let now = T;
    let state: OtpState | null = null;
    const known = Array.from({ length: KNOWN_ASKERS + 2 }, (_, i) => `known-${i}`);
    // More browsers sign in than are kept known: the latest KNOWN_ASKERS are.
    for (const asker of known) state = knownTo(state, asker, now);
    let sent = known.length;
    let fresh = 0;
    for (const end = T + 24 * 60 * MINUTE; now < end; now += 15_000) {
      for (const asker of [...known, NO_ASKER])
        for (let r = send(state, asker, now); r.sent; r = send(state, asker, now)) {
          state = r.state;
          sent += 1;
        }
      for (
        let r = send(state, `fresh-${fresh}`, now);
        r.sent;
        r = send(state, `fresh-${fresh}`, now)
      ) {
        state = r.state;
        sent += 1;
        fresh += 1;
      }
    }
    expect(sent * MAX_ATTEMPTS).toBeLessThanOrEqual(GUESSES_PER_DAY);
    // The bookkeeping stays small: the known browsers and the few not yet refilled.
    expect(Object.keys(state?.askers ?? {}).length).toBeLessThan(KNOWN_ASKERS + 20);
  });
});

describe('sends per asking browser and per address', () => {
  it('a browser has its own few sends, and others still have theirs', () => {
    let state: OtpState | null = null;
    for (let i = 0; i < ASKER_BURST; i += 1) {
      const r = send(state, 'a-stranger', T, `s${i}`);
      expect(r.sent).toBe(true);
      state = r.state;
    }
    expect(send(state, 'a-stranger', T)).toMatchObject({
      sent: false,
      retryAt: T + ASKER_REFILL_MS,
    });
    expect(send(state, 'a-owner', T)).toMatchObject({ sent: true });
    expect(send(state, NO_ASKER, T)).toMatchObject({ sent: true });
  });

  it('browsers not known to the address share its bucket, bigger than one browser’s', () => {
    expect(ADDRESS_BURST).toBeGreaterThan(ASKER_BURST);
    let state: OtpState | null = null;
    for (let i = 0; i < ADDRESS_BURST; i += 1) {
      const r = send(state, `made-up-${i}`, T);
      expect(r.sent).toBe(true);
      state = r.state;
    }
    expect(send(state, 'a-new-browser', T)).toMatchObject({
      sent: false,
      retryAt: T + ADDRESS_REFILL_MS,
    });
    // An empty browser bucket and an empty address bucket: the later of the two.
    const both = send({ ...state, askers: { x: { bucket: { tokens: 0, at: T } } } }, 'x', T);
    expect(both).toMatchObject({ sent: false, retryAt: T + ASKER_REFILL_MS });
    expect(send(state, 'a-new-browser', T + ADDRESS_REFILL_MS)).toMatchObject({ sent: true });
  });

  it('a browser whose code signed in sends from its own bucket alone, the address’s emptied', () => {
    let state: OtpState | null = knownTo(null, 'a-owner', T);
    for (let i = 0; i < ADDRESS_BURST; i += 1) state = send(state, `made-up-${i}`, T).state;
    expect(send(state, 'a-new-browser', T)).toMatchObject({ sent: false });
    const again = send(state, 'a-owner', T);
    expect(again).toMatchObject({ sent: true });
    // Its send takes nothing from the address's bucket.
    expect(again.state?.bucket).toStrictEqual(state?.bucket);
  });

  it('callers that name no browser share one lane, which never becomes known', () => {
    let state: OtpState | null = knownTo(null, NO_ASKER, T);
    expect(state.askers?.[NO_ASKER]?.knownAt).toBeUndefined();
    for (let i = 1; i < ASKER_BURST; i += 1) state = send(state, NO_ASKER, T).state;
    expect(send(state, NO_ASKER, T)).toMatchObject({ sent: false });
    expect(state?.requests?.[`${NO_ASKER}-${T}`]).not.toHaveProperty('asker');
  });

  it('keeps the latest KNOWN_ASKERS browsers known, and forgets unknown ones once refilled', () => {
    let state: OtpState | null = null;
    for (let i = 0; i <= KNOWN_ASKERS; i += 1) state = knownTo(state, `b${i}`, T + i);
    const known = Object.entries(state?.askers ?? {}).filter(([, a]) => a.knownAt !== undefined);
    expect(known.map(([key]) => key).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    const later = send(state, 'other', T + ASKER_BURST * ASKER_REFILL_MS + 10).state;
    expect(Object.keys(later?.askers ?? {}).sort()).toEqual([
      'b1',
      'b2',
      'b3',
      'b4',
      'b5',
      'other',
    ]);
  });
});

describe('claimOtpSend', () => {
  it('stores the code’s hash under its request for 10 minutes, mails the code, answers the request id', () => {
    expect(claimOtpSend(null, mail, context(T))).toStrictEqual({
      ok: true,
      value: { sent: true, request: 'request-id-new' },
      writes: outbox,
      next: {
        requests: { 'k-new': { hash: 'h-new', expiresAt: T + TTL, asker: 'a-owner' } },
        bucket: { tokens: ADDRESS_BURST - 1, at: T },
        askers: { 'a-owner': { bucket: { tokens: ASKER_BURST - 1, at: T } } },
      },
    });
  });

  it('keeps the codes already sent, their guesses too, and drops the expired ones', () => {
    const state: OtpState = {
      requests: {
        'k-1': { hash: 'h1', expiresAt: T + MINUTE, attempts: 2 },
        'k-old': { hash: 'h0', expiresAt: T - 1 },
      },
      bucket: { tokens: 2, at: T - MINUTE },
    };
    expect(claimOtpSend(state, mail, context(T)).next).toStrictEqual({
      requests: {
        'k-1': { hash: 'h1', expiresAt: T + MINUTE, attempts: 2 },
        'k-new': { hash: 'h-new', expiresAt: T + TTL, asker: 'a-owner' },
      },
      bucket: { tokens: 1, at: T - MINUTE },
      askers: { 'a-owner': { bucket: { tokens: ASKER_BURST - 1, at: T } } },
    });
  });

  it.each<[string, OtpState['bucket'], number, number | 'sent']>([
    ['an empty bucket waits for its next refill', { tokens: 0, at: T - MINUTE }, T, T + MINUTE],
    ['a refill earned is a send', { tokens: 0, at: T - ADDRESS_REFILL_MS }, T, 'sent'],
    ['a fraction of a refill is not', { tokens: 0.5, at: T }, T + 1, T + ADDRESS_REFILL_MS],
    [
      'a long quiet fills the bucket, never beyond the burst',
      { tokens: 0, at: T - 999 * MINUTE },
      T,
      'sent',
    ],
  ])('%s', (_name, bucket, now, expected) => {
    const plan = claimOtpSend({ bucket }, mail, context(now));
    if (expected === 'sent') {
      expect(plan.ok && plan.value).toStrictEqual({ sent: true, request: 'request-id-new' });
      expect((plan.next as OtpState).bucket?.tokens).toBeLessThanOrEqual(ADDRESS_BURST - 1);
    } else {
      expect(plan).toStrictEqual({
        ok: true,
        value: { sent: false, retryAt: expected },
        writes: NOTHING,
      });
    }
  });
});

describe('claimOtpVerify', () => {
  const pending = (attempts?: number): OtpState => ({
    requests: {
      'k-mine': {
        hash: 'h-mine',
        expiresAt: T + TTL,
        ...(attempts === undefined ? {} : { attempts }),
      },
      'k-theirs': { hash: 'h-theirs', expiresAt: T + TTL, attempts: 1 },
    },
    bucket: { tokens: 1, at: T },
  });

  it('signs in with the right code of the request, and uses up every code of the address', () => {
    expect(claimOtpVerify(pending(), 'k-mine', 'h-mine', T)).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
      next: { requests: {}, bucket: { tokens: 1, at: T } },
    });
  });

  it('takes no other request’s code: a guess tests the one code of its own request', () => {
    expect(claimOtpVerify(pending(), 'k-mine', 'h-theirs', T)).toMatchObject({
      ok: false,
      error: 'otp-invalid',
    });
  });

  it('counts a wrong guess against its own request alone, and drops it at the third', () => {
    const once = claimOtpVerify(pending(), 'k-mine', 'wrong', T);
    expect(once).toMatchObject({ ok: false, error: 'otp-invalid' });
    expect(once.next).toStrictEqual({
      ...pending(1),
      requests: { ...pending(1).requests },
    });
    const third = claimOtpVerify(pending(MAX_ATTEMPTS - 1), 'k-mine', 'wrong', T);
    expect(third).toMatchObject({ ok: false, error: 'otp-too-many-attempts' });
    expect(third.next).toStrictEqual({
      requests: { 'k-theirs': pending().requests?.['k-theirs'] },
      bucket: { tokens: 1, at: T },
    });
  });

  it('refuses an unknown request, writing nothing, and an expired one, dropping it', () => {
    expect(claimOtpVerify(pending(), 'k-nobody', 'h-mine', T)).toStrictEqual({
      ok: false,
      error: 'otp-invalid',
      writes: NOTHING,
    });
    expect(claimOtpVerify(null, 'k-mine', 'h-mine', T)).toMatchObject({ error: 'otp-invalid' });
    const late = claimOtpVerify(pending(), 'k-mine', 'h-mine', T + TTL + 1);
    expect(late).toMatchObject({ ok: false, error: 'otp-expired' });
    expect(late.next).toStrictEqual({ requests: {}, bucket: { tokens: 1, at: T } });
  });
});

describe('one-time codes over time', () => {
  const action = fc.record({
    after: fc.integer({ min: 0, max: 5 * MINUTE }),
    who: fc.constantFrom('owner', 'stranger'),
    kind: fc.constantFrom('send', 'right', 'wrong'),
  });

  it('whatever a stranger sends or guesses, the owner’s live code signs her in', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 60 }), (actions) => {
        let state: OtpState | null = null;
        let now = T;
        let sends = 0;
        const mine: { key: string; at: number }[] = [];
        for (const { after, who, kind } of actions) {
          now += after;
          if (kind === 'send') {
            sends += 1;
            const key = `${who}-${sends}`;
            const plan = claimOtpSend(
              state,
              {
                ...mail,
                hash: `h-${key}`,
                request: { id: `id-${key}`, key },
                asker: who === 'owner' ? 'a-owner' : `a-stranger-${sends % 3}`,
              },
              context(now),
            );
            if (!plan.ok) throw new Error('a send is never refused');
            if (plan.value.sent) {
              state = plan.next as OtpState;
              if (who === 'owner') mine.push({ key, at: now });
            } else {
              expect(plan.value.retryAt).toBeGreaterThan(now);
              expect(plan.value.retryAt).toBeLessThanOrEqual(
                now + Math.max(ASKER_REFILL_MS, ADDRESS_REFILL_MS),
              );
            }
            continue;
          }
          if (who === 'stranger') {
            // The stranger has only their own requests, and never the codes mailed for them.
            const theirs = Object.keys(state?.requests ?? {}).filter((k) =>
              k.startsWith('stranger'),
            );
            for (const key of theirs) {
              const plan = claimOtpVerify(state, key, 'a guess', now);
              expect(plan.ok).toBe(false);
              if (plan.next !== undefined) state = plan.next as OtpState;
            }
            continue;
          }
          const last = mine.at(-1);
          if (last === undefined) continue;
          const plan = claimOtpVerify(
            state,
            last.key,
            kind === 'right' ? `h-${last.key}` : 'x',
            now,
          );
          if (plan.next !== undefined) state = plan.next as OtpState;
          if (kind === 'wrong') {
            expect(plan.ok).toBe(false);
            mine.length = 0;
          } else if (now - last.at <= TTL) {
            expect(plan.ok).toBe(true);
            mine.length = 0;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the owner’s known browser, whatever strangers send', () => {
  it('is sent a code whenever it asks no more often than its own refill', () => {
    const stranger = fc.record({
      after: fc.integer({ min: 0, max: 2 * MINUTE }),
      asker: fc.oneof(
        fc.constant(NO_ASKER),
        fc.integer({ min: 0, max: 50 }).map((i) => `s-${i}`),
      ),
      guess: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(stranger, { minLength: 1, maxLength: 80 }), (actions) => {
        let now = T;
        let state: OtpState | null = knownTo(null, 'a-owner', now);
        let owner = now;
        for (const { after, asker, guess } of actions) {
          now += after;
          const r = send(state, asker, now, `${asker}-${now}-${Math.random()}`);
          state = r.state;
          if (guess && r.sent) {
            const plan = claimOtpVerify(state, r.key, 'a guess', now);
            if (plan.next !== undefined) state = plan.next as OtpState;
          }
          if (now - owner >= ASKER_REFILL_MS) {
            const mine = send(state, 'a-owner', now, `owner-${now}`);
            expect(mine.sent).toBe(true);
            state = mine.state;
            owner = now;
          }
        }
      }),
      { numRuns: 200 },
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
