import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideOrganiser,
  decideOrganiserGrant,
  formatOrganiserClaim,
  mayOrganise,
  NO_SCOPE,
  type OrganiserScope,
  type OrganiserTarget,
  parseOrganiserClaim,
} from './organiser.ts';

const NOTHING = { sets: {}, increments: {} };
const scope = (events: string[] = [], customers: string[] = [], all = false): OrganiserScope => ({
  all,
  events: new Set(events),
  customers: new Set(customers),
});
const EVERYTHING = scope([], [], true);

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

describe('decideOrganiserGrant', () => {
  const read = {
    eventCustomers: { summit: 'acme', expo: 'acme', fair: 'globex' },
    customerEvents: { acme: ['summit', 'expo'], globex: ['fair'] },
  };
  const isAdmin = (value: boolean) => ({
    sets: { 'users/kx/metadata/isAdmin': value },
    increments: {},
  });

  it.each([
    [
      'an organiser of every event makes another',
      EVERYTHING,
      NO_SCOPE,
      { grant: true, all: true },
      '*',
    ],
    [
      'an event’s organiser shares that event',
      scope(['summit']),
      NO_SCOPE,
      { grant: true, events: ['summit'] },
      '|e:summit|',
    ],
    [
      'a company’s organiser hands out one of its events',
      scope([], ['acme']),
      scope(['fair']),
      { grant: true, events: ['expo'] },
      '|e:expo|e:fair|',
    ],
    [
      'a company comes with its events',
      scope([], ['acme']),
      NO_SCOPE,
      { grant: true, customers: ['acme'] },
      '|e:expo|e:summit|c:acme|',
    ],
    [
      'revoking a company takes its events away and leaves the rest',
      EVERYTHING,
      scope(['summit', 'expo', 'fair'], ['acme']),
      { grant: false, customers: ['acme'] },
      '|e:fair|',
    ],
    [
      'revoking every event leaves no claim',
      scope(['summit']),
      scope(['summit']),
      { grant: false, events: ['summit'] },
      null,
    ],
    [
      'revoking every-event rights keeps the events granted one by one',
      EVERYTHING,
      scope(['fair'], [], true),
      { grant: false, all: true },
      '|e:fair|',
    ],
  ])('%s', (_name, granter, current, change, claim) => {
    expect(decideOrganiserGrant(granter, current, change, read, { key: 'kx' })).toStrictEqual({
      ok: true,
      value: { claim, isAdmin: claim !== null },
      writes: isAdmin(claim !== null),
    });
  });

  it('an account without a profile gets the claim and no profile write', () => {
    expect(
      decideOrganiserGrant(EVERYTHING, NO_SCOPE, { grant: true, events: ['fair'] }, read, {
        key: null,
      }),
    ).toStrictEqual({ ok: true, value: { claim: '|e:fair|', isAdmin: true }, writes: NOTHING });
  });

  it.each([
    ['every event, by a company’s organiser', scope([], ['acme']), { grant: true, all: true }],
    ['another company’s event', scope([], ['acme']), { grant: true, events: ['fair'] }],
    ['an event not their own', scope(['summit']), { grant: true, events: ['expo'] }],
    ['a company, by an event’s organiser', scope(['summit']), { grant: true, customers: ['acme'] }],
    [
      'revoking a company not their own',
      scope([], ['acme']),
      { grant: false, customers: ['globex'] },
    ],
    ['an event, by a non-organiser', NO_SCOPE, { grant: true, events: ['summit'] }],
  ])('refuses %s with not-admin and writes nothing', (_name, granter, change) => {
    expect(decideOrganiserGrant(granter, NO_SCOPE, change, read, { key: 'kx' })).toStrictEqual({
      ok: false,
      error: 'not-admin',
      writes: NOTHING,
    });
  });

  it.each([
    ['an event id holding the claim separator', { grant: true, events: ['summit|c:globex'] }],
    ['an event id holding a colon', { grant: true, events: ['c:globex'] }],
    ['a company id holding the claim separator', { grant: true, customers: ['acme|e:fair'] }],
    ['a revoke naming such an id', { grant: false, events: ['fair|'] }],
    ['such an id next to good ones', { grant: true, events: ['summit'], customers: ['a:b'] }],
  ])('refuses %s with invalid-argument, even for an organiser of everything', (_name, change) => {
    expect(decideOrganiserGrant(EVERYTHING, NO_SCOPE, change, read, { key: 'kx' })).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      writes: NOTHING,
    });
  });

  it('an empty change hands out nothing: the claim stays as it is', () => {
    expect(
      decideOrganiserGrant(NO_SCOPE, scope(['summit']), { grant: false }, read, { key: 'kx' }),
    ).toStrictEqual({
      ok: true,
      value: { claim: '|e:summit|', isAdmin: true },
      writes: isAdmin(true),
    });
  });
});
