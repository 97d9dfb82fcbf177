import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSignIn, decideSignOut, type SignInState } from './sign-in.ts';

const NOTHING = { sets: {}, increments: {} };
const fields = (key: string, values: Record<string, unknown>) => ({
  sets: Object.fromEntries(
    Object.entries(values).map(([field, value]) => [`users/${key}/metadata/${field}`, value]),
  ),
  increments: {},
});

describe('decideSignIn', () => {
  const profile = { eventId: 'summit', level: 3 };
  const accepted = (status: string, writes: unknown = NOTHING) => ({
    ok: true,
    value: { status },
    writes,
  });
  /** Logged in at the profile's own event, its company stored when known, and the level. */
  const signedIn = (level: number, customerId?: string) =>
    fields('ka', {
      isLoggedIn: true,
      eventId: 'summit',
      ...(customerId === undefined ? {} : { customerId }),
      level,
    });

  it.each([
    [
      'no profile yet: start playing, nothing written',
      { key: 'ka', profile: null, eventCustomerId: null },
      undefined,
      accepted('start-playing'),
    ],
    [
      'no profile yet, through an event link: start playing',
      { key: 'ka', profile: null, eventCustomerId: 'acme' },
      'summit',
      accepted('start-playing'),
    ],
    [
      'no key (an account without email): start playing',
      { key: null, profile: null, eventCustomerId: null },
      'summit',
      accepted('start-playing'),
    ],
    [
      'a profile: continue playing, logged in, its event and that event’s company stored',
      { key: 'ka', profile, eventCustomerId: 'acme' },
      undefined,
      accepted('continue-playing', signedIn(3, 'acme')),
    ],
    [
      'a profile through its own event’s link, without a level yet: level 0',
      { key: 'ka', profile: { eventId: 'summit' }, eventCustomerId: 'acme' },
      'summit',
      accepted('continue-playing', signedIn(0, 'acme')),
    ],
    [
      'an event whose company is unknown leaves the stored customerId alone',
      { key: 'ka', profile, eventCustomerId: null },
      undefined,
      accepted('continue-playing', signedIn(3)),
    ],
    [
      'another event’s link: start playing there, the profile stays at its own event',
      { key: 'ka', profile, eventCustomerId: 'acme' },
      'expo',
      accepted('start-playing', signedIn(3, 'acme')),
    ],
    [
      'a profile without an event is no-event',
      { key: 'ka', profile: { level: 1 }, eventCustomerId: null },
      undefined,
      { ok: false, error: 'no-event', writes: NOTHING },
    ],
    [
      'a profile with an empty event is no-event, whatever the link',
      { key: 'ka', profile: { eventId: '' }, eventCustomerId: null },
      'summit',
      { ok: false, error: 'no-event', writes: NOTHING },
    ],
  ] as [string, SignInState, string | undefined, unknown][])(
    '%s',
    (_name, state, event, expected) => {
      expect(decideSignIn(state, event)).toStrictEqual(expected);
    },
  );

  it('never moves a profile to another event and always logs a profile in', () => {
    const eventId = fc.constantFrom('summit', 'expo', '');
    fc.assert(
      fc.property(
        fc.option(fc.record({ eventId: fc.option(eventId, { nil: undefined }), level: fc.nat(5) })),
        fc.option(fc.constantFrom('summit', 'expo'), { nil: undefined }),
        fc.option(fc.constantFrom('acme', 'globex')),
        (stored, event, eventCustomerId) => {
          const plan = decideSignIn({ key: 'ka', profile: stored, eventCustomerId }, event);
          if (!plan.ok) {
            expect(stored?.eventId ?? '').toBe('');
            expect(plan.writes).toStrictEqual(NOTHING);
            return;
          }
          const sets = plan.writes.sets;
          if (stored === null) {
            expect(sets).toStrictEqual({});
            return;
          }
          expect(sets['users/ka/metadata/isLoggedIn']).toBe(true);
          expect(sets['users/ka/metadata/eventId']).toBe(stored.eventId);
          expect(plan.value.status).toBe(
            event === undefined || event === stored.eventId ? 'continue-playing' : 'start-playing',
          );
        },
      ),
    );
  });
});

describe('decideSignOut', () => {
  it.each([
    ['ka', true, fields('ka', { isLoggedIn: false })],
    ['ka', false, NOTHING],
    [null, false, NOTHING],
    [null, true, NOTHING],
  ])('key %j, profile %s -> %j', (key, hasProfile, writes) => {
    expect(decideSignOut(key, hasProfile)).toStrictEqual({
      ok: true,
      value: { status: 'not-registered' },
      writes,
    });
  });
});
