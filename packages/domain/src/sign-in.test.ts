import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOGOUT_PATCH,
  resolveSignIn,
  SIGN_IN_STATUSES,
  type SignInEvent,
  type SignInStatus,
  signInPatch,
  transitionSignIn,
} from './sign-in.ts';

describe('resolveSignIn', () => {
  it.each([
    [null, undefined, { ok: true, value: 'start-playing' }],
    [{ eventId: 'summit' }, undefined, { ok: true, value: 'continue-playing' }],
    [{ eventId: 'summit' }, 'summit', { ok: true, value: 'continue-playing' }],
    [{ eventId: 'summit' }, 'expo', { ok: true, value: 'start-playing' }],
    [{}, undefined, { ok: false, error: { code: 'no-event' } }],
    [{ eventId: '' }, 'summit', { ok: false, error: { code: 'no-event' } }],
  ] as const)('profile %j, event %j -> %j', (profile, event, expected) => {
    expect(resolveSignIn(profile, event)).toEqual(expected);
  });
});

describe('transitionSignIn', () => {
  const cases: [SignInStatus, SignInEvent, unknown][] = [
    ['not-registered', { type: 'account-created' }, { ok: true, value: 'start-playing' }],
    [
      'start-playing',
      { type: 'signed-in', profile: { eventId: 'e1' } },
      { ok: true, value: 'continue-playing' },
    ],
    [
      'not-registered',
      { type: 'signed-in', profile: { eventId: 'e1' }, event: 'e1' },
      { ok: true, value: 'continue-playing' },
    ],
    [
      'not-registered',
      { type: 'signed-in', profile: { eventId: 'e1' }, event: 'e2' },
      { ok: true, value: 'start-playing' },
    ],
    [
      'not-registered',
      { type: 'signed-in', profile: {} },
      { ok: false, error: { code: 'no-event' } },
    ],
    ['continue-playing', { type: 'logout' }, { ok: true, value: 'not-registered' }],
    [
      'start-playing',
      { type: 'account-created' },
      {
        ok: false,
        error: { code: 'illegal-transition', from: 'start-playing', event: 'account-created' },
      },
    ],
    [
      'continue-playing',
      { type: 'signed-in', profile: null },
      {
        ok: false,
        error: { code: 'illegal-transition', from: 'continue-playing', event: 'signed-in' },
      },
    ],
  ];
  it.each(cases)('%s + %j -> %j', (from, event, expected) => {
    expect(transitionSignIn(from, event)).toEqual(expected);
  });

  const event = fc.oneof(
    fc.constant<SignInEvent>({ type: 'account-created' }),
    fc.constant<SignInEvent>({ type: 'logout' }),
    fc.record({
      type: fc.constant('signed-in' as const),
      profile: fc.option(
        fc.record({ eventId: fc.option(fc.constantFrom('e1', 'e2', ''), { nil: undefined }) }),
      ),
      event: fc.option(fc.constantFrom('e1', 'e2'), { nil: undefined }),
    }),
  );

  it('from any reachable status, any event sequence stays within the three statuses and logout always resets', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let status: SignInStatus = 'not-registered';
        for (const next of events) {
          const result = transitionSignIn(status, next);
          if (next.type === 'logout') expect(result).toEqual({ ok: true, value: 'not-registered' });
          if (result.ok) status = result.value;
          expect(SIGN_IN_STATUSES).toContain(status);
        }
      }),
    );
  });
});

describe('patches', () => {
  it('sign-in sets isLoggedIn, eventId, customerId and level 0 only when missing', () => {
    expect(signInPatch({}, 'e1', 'acme')).toEqual({
      isLoggedIn: true,
      eventId: 'e1',
      customerId: 'acme',
      level: 0,
    });
    expect(signInPatch({ level: 3 }, 'e1', 'acme').level).toBe(3);
  });

  it('logout sets isLoggedIn false', () => {
    expect(LOGOUT_PATCH).toEqual({ isLoggedIn: false });
  });
});
