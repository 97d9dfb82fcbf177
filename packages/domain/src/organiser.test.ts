import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimShrinks,
  decideOrganiser,
  decideOrganiserAccess,
  decideSession,
  decideUserLookup,
  formatOrganiserClaim,
  mayOrganise,
  NO_SCOPE,
  type OrganiserScope,
  type OrganiserTarget,
  parseOrganiserClaim,
  planSessionsRevoked,
  signedInBeforeRevoke,
} from './organiser.ts';
import { EVERYTHING, scope } from './organiser-fixtures.ts';

const NOTHING = { sets: {}, increments: {} };

describe('the organiser claim', () => {
  it.each([
    ['*', EVERYTHING],
    ['|e:summit|', scope(['summit'])],
    ['|e:expo|e:summit|c:acme|', scope(['expo', 'summit'], ['acme'])],
    ['|x:junk||c:acme|', scope([], ['acme'])],
    ['', NO_SCOPE],
    [undefined, NO_SCOPE],
    [true, NO_SCOPE],
    [['e:summit'], NO_SCOPE],
  ])('%j reads as %j', (claim, expected) => {
    expect(parseOrganiserClaim(claim)).toEqual(expected);
  });

  it.each([
    [EVERYTHING, '*'],
    [scope(['summit', 'expo'], ['acme']), '|e:expo|e:summit|c:acme|'],
    [scope([], ['globex', 'acme']), '|c:acme|c:globex|'],
    [NO_SCOPE, null],
  ])('%j is written %j', (current, claim) => {
    expect(formatOrganiserClaim(current)).toBe(claim);
  });

  it('reads back what it writes, for ids a claim can hold', () => {
    const id = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { maxLength: 5 }),
        fc.uniqueArray(id, { maxLength: 5 }),
        (events, customers) => {
          const written = formatOrganiserClaim(scope(events, customers));
          expect(parseOrganiserClaim(written)).toEqual(scope(events, customers));
          expect(written === null).toBe(events.length + customers.length === 0);
        },
      ),
    );
  });
});

describe('mayOrganise and decideOrganiser', () => {
  const summit: OrganiserTarget = { kind: 'event', eventId: 'summit', customerId: 'acme' };
  const expo: OrganiserTarget = { kind: 'event', eventId: 'expo' };
  const acme: OrganiserTarget = { kind: 'company', customerId: 'acme' };
  const deployment: OrganiserTarget = { kind: 'deployment' };

  it.each([
    [EVERYTHING, deployment, true],
    [EVERYTHING, expo, true],
    [scope(['summit'], ['acme']), deployment, false],
    [scope(['summit']), summit, true],
    [scope(['summit']), expo, false],
    [scope(['summit']), acme, false],
    [scope([], ['acme']), summit, true],
    [scope([], ['acme']), acme, true],
    [scope([], ['acme']), expo, false],
    [scope([], ['globex']), summit, false],
    [NO_SCOPE, summit, false],
  ])('%j on %j: %s', (current, target, allowed) => {
    expect(mayOrganise(current, target)).toBe(allowed);
    expect(decideOrganiser(current, target)).toStrictEqual(
      allowed
        ? { ok: true, value: true, writes: NOTHING }
        : { ok: false, error: 'not-admin', writes: NOTHING },
    );
  });
});

describe('claimShrinks', () => {
  it.each([
    [null, '|e:x|', false],
    ['|e:x|', '|e:x|c:a|', false],
    ['|e:x|c:a|', '|e:x|c:a|', false],
    ['|e:x|', '*', false],
    ['|e:x|', null, true],
    ['|e:x|c:a|', '|c:a|', true],
    ['|e:x|c:a|', '|e:x|', true],
    ['*', '|e:x|c:a|', true],
    ['*', null, true],
  ])('%s -> %s takes a right away: %s', (before, after, shrinks) => {
    expect(claimShrinks(before, after)).toBe(shrinks);
  });
});

describe('planSessionsRevoked', () => {
  it('stores the second from which the user’s sign-ins count again, for the rules', () => {
    expect(planSessionsRevoked('ux', 1_750_000_000)).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'revokedAt/ux': 1_750_000_000 }, increments: {} },
    });
  });
});

describe('signedInBeforeRevoke and decideSession', () => {
  const REVOKE = 1_750_000_000;
  it.each<[string, unknown, number | null, boolean]>([
    ['never revoked', REVOKE - 60, null, false],
    ['signed in a second after the revoke', REVOKE + 1, REVOKE, false],
    // Firebase's documented rule is auth_time > revokeTime: the revoke's own second is revoked.
    ['signed in during the revoke’s own second', REVOKE, REVOKE, true],
    ['signed in before the revoke', REVOKE - 1, REVOKE, true],
    ['a token without auth_time', undefined, REVOKE, true],
    ['an auth_time that is no number', String(REVOKE + 5), REVOKE, true],
  ])('%s', (_, authTime, revokedAt, revoked) => {
    expect(signedInBeforeRevoke(authTime, revokedAt)).toBe(revoked);
    expect(decideSession(authTime, revokedAt)).toStrictEqual(
      revoked
        ? { ok: false, error: 'unauthenticated', writes: NOTHING }
        : { ok: true, value: true, writes: NOTHING },
    );
  });
});

describe('decideOrganiserAccess', () => {
  it.each<[string, OrganiserScope, boolean]>([
    ['no organiser right', NO_SCOPE, false],
    ['an event’s organiser', scope(['summit']), true],
    ['a company’s organiser', scope([], ['acme']), true],
    ['an organiser of every event', EVERYTHING, true],
  ])('%s may call an organiser callable: %s', (_name, caller, allowed) => {
    expect(decideOrganiserAccess(caller)).toMatchObject(
      allowed ? { ok: true } : { ok: false, error: 'not-admin', writes: NOTHING },
    );
  });
});

describe('decideUserLookup', () => {
  it.each<[string, OrganiserScope, boolean, string | null]>([
    ['no organiser right, a known key', NO_SCOPE, true, 'not-admin'],
    ['no organiser right, an unknown key', NO_SCOPE, false, 'not-admin'],
    ['an event’s organiser, an unknown key', scope(['summit']), false, 'not-admin'],
    ['an event’s organiser, a known key', scope(['summit']), true, null],
    ['an organiser of every event, an unknown key', EVERYTHING, false, 'not-found'],
  ])('%s', (_name, caller, found, error) => {
    expect(decideUserLookup(caller, found)).toMatchObject(
      error === null ? { ok: true } : { ok: false, error, writes: NOTHING },
    );
  });
});
