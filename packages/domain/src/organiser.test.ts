import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLAIMS_MAX_BYTES,
  claimFits,
  claimShrinks,
  decideClaimsFit,
  decideOrganiser,
  decideOrganiserAccess,
  decideOrganiserGrant,
  decideUserLookup,
  decideUserRemoval,
  formatOrganiserClaim,
  mayOrganise,
  NO_SCOPE,
  type OrganiserGrant,
  type OrganiserScope,
  type OrganiserTarget,
  parseOrganiserClaim,
  planClaimsForEventCompany,
  planSessionsRevoked,
} from './organiser.ts';
import { SERVER_TIME } from './store/node.ts';

const NOTHING = { sets: {}, increments: {} };
const scope = (events: string[] = [], customers: string[] = [], all = false): OrganiserScope => ({
  all,
  events: new Set(events),
  customers: new Set(customers),
});
const EVERYTHING = scope([], [], true);
const USER = { key: 'kx', uid: 'ux', name: 'Xena', email: 'x@example.com' };
const ACTOR = { by: 'kboss', email: 'boss@example.com' };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

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
  const grant = (
    granter: OrganiserScope,
    current: OrganiserScope,
    change: Parameters<typeof decideOrganiserGrant>[2],
    user: Parameters<typeof decideOrganiserGrant>[4] = USER,
  ) => decideOrganiserGrant(granter, current, change, read, user, ACTOR, ids());

  it.each<[string, OrganiserScope, OrganiserScope, OrganiserGrant, string | null, string[]]>([
    [
      'an organiser of every event makes another',
      EVERYTHING,
      NO_SCOPE,
      { grant: true, all: true },
      '*',
      [],
    ],
    [
      'an event’s organiser shares that event',
      scope(['summit']),
      NO_SCOPE,
      { grant: true, events: ['summit'] },
      '|e:summit|',
      ['summit'],
    ],
    [
      'a company’s organiser hands out one of its events',
      scope([], ['acme']),
      scope(['fair']),
      { grant: true, events: ['expo'] },
      '|e:expo|e:fair|',
      ['expo', 'fair'],
    ],
    [
      'a company comes with its events',
      scope([], ['acme']),
      NO_SCOPE,
      { grant: true, customers: ['acme'] },
      '|e:expo|e:summit|c:acme|',
      [],
    ],
    [
      'revoking a company takes its events away and leaves the rest',
      EVERYTHING,
      scope(['summit', 'expo', 'fair'], ['acme']),
      { grant: false, customers: ['acme'] },
      '|e:fair|',
      ['fair'],
    ],
    [
      'revoking an event its held company runs keeps it, through the company',
      EVERYTHING,
      scope(['summit', 'expo'], ['acme']),
      { grant: false, events: ['summit'] },
      '|e:expo|e:summit|c:acme|',
      [],
    ],
    [
      'revoking every event leaves no claim',
      scope(['summit']),
      scope(['summit']),
      { grant: false, events: ['summit'] },
      null,
      [],
    ],
    [
      'revoking every-event rights keeps the events granted one by one',
      EVERYTHING,
      scope(['fair'], [], true),
      { grant: false, all: true },
      '|e:fair|',
      ['fair'],
    ],
    [
      'a revoke naming nothing takes everything away',
      EVERYTHING,
      scope(['summit', 'expo', 'fair'], ['acme'], true),
      { grant: false },
      null,
      [],
    ],
    [
      'a company’s organiser revokes everything of someone who runs only its events',
      scope([], ['acme']),
      scope(['summit']),
      { grant: false },
      null,
      [],
    ],
  ])('%s', (_name, granter, current, change, claim, own) => {
    const plan = grant(granter, current, change);
    expect(plan).toMatchObject({ ok: true, value: { claim, isAdmin: claim !== null } });
    expect(plan.writes.sets['users/kx/metadata/isAdmin']).toBe(claim !== null);
    expect(plan.writes.sets['organisers/ux']).toStrictEqual(
      claim === null
        ? null
        : {
            claim,
            ...(own.length === 0
              ? {}
              : { events: Object.fromEntries(own.map((id) => [id, true])) }),
            key: 'kx',
            name: 'Xena',
            email: 'x@example.com',
          },
    );
  });

  it('records the grant in the audit log of each event and company it names', () => {
    const before = scope(['fair']);
    expect(
      grant(EVERYTHING, before, { grant: true, events: ['summit'], customers: ['globex'] }),
    ).toStrictEqual({
      ok: true,
      value: { claim: '|e:fair|e:summit|c:globex|', isAdmin: true },
      writes: {
        sets: {
          'users/kx/metadata/isAdmin': true,
          'organisers/ux': {
            claim: '|e:fair|e:summit|c:globex|',
            events: { fair: true, summit: true },
            key: 'kx',
            name: 'Xena',
            email: 'x@example.com',
          },
          ...Object.fromEntries(
            ['audit/events/summit/id1', 'audit/companies/globex/id2'].map((path) => [
              path,
              {
                at: SERVER_TIME,
                by: 'kboss',
                email: 'boss@example.com',
                action: 'organiser.set',
                target: 'kx',
                before: '{"organiser":"|e:fair|"}',
                after: '{"organiser":"|e:fair|e:summit|c:globex|"}',
              },
            ]),
          ),
        },
        increments: {},
      },
    });
  });

  it('every-event rights are recorded once, for the deployment', () => {
    const plan = grant(EVERYTHING, NO_SCOPE, { grant: true, all: true });
    expect(Object.keys(plan.writes.sets).filter((path) => path.startsWith('audit/'))).toEqual([
      'audit/deployment/id1',
    ]);
  });

  it('an account without a profile gets the claim and the index entry, no profile write', () => {
    const plan = grant(
      EVERYTHING,
      NO_SCOPE,
      { grant: true, events: ['fair'] },
      { key: null, uid: 'ux' },
    );
    expect(plan).toMatchObject({ ok: true, value: { claim: '|e:fair|', isAdmin: true } });
    expect(plan.writes.sets).not.toHaveProperty(['users/kx/metadata/isAdmin']);
    expect(plan.writes.sets['organisers/ux']).toStrictEqual({
      claim: '|e:fair|',
      events: { fair: true },
    });
    expect(plan.writes.sets['audit/events/fair/id1']).toMatchObject({ target: 'uid:ux' });
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
    ['nothing at all, by a non-organiser', NO_SCOPE, { grant: false }],
  ])('refuses %s with not-admin and writes nothing', (_name, granter, change) => {
    expect(grant(granter, NO_SCOPE, change)).toStrictEqual({
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
    expect(grant(EVERYTHING, NO_SCOPE, change)).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      writes: NOTHING,
    });
  });

  it('a grant naming nothing is refused with invalid-argument', () => {
    expect(grant(EVERYTHING, scope(['fair']), { grant: true })).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      writes: NOTHING,
    });
  });

  it.each([
    [
      'an event’s organiser, of someone who runs another event too',
      scope(['fair']),
      scope(['fair', 'summit']),
    ],
    ['a company’s organiser, of an organiser of every event', scope([], ['acme']), EVERYTHING],
    [
      'a company’s organiser, of another company’s organiser',
      scope([], ['acme']),
      scope([], ['globex']),
    ],
  ])('a revoke of everything by %s is refused with not-admin', (_name, granter, current) => {
    expect(grant(granter, current, { grant: false })).toStrictEqual({
      ok: false,
      error: 'not-admin',
      writes: NOTHING,
    });
  });

  it('a revoke of everything is recorded for each event, company and the deployment it held', () => {
    const plan = grant(EVERYTHING, scope(['summit', 'expo', 'fair'], ['acme'], true), {
      grant: false,
    });
    const audit = Object.entries(plan.writes.sets).filter(([path]) => path.startsWith('audit/'));
    expect(audit.map(([path]) => path)).toEqual([
      'audit/deployment/id1',
      'audit/events/fair/id2',
      'audit/companies/acme/id3',
    ]);
    for (const [, entry] of audit)
      expect(entry).toMatchObject({
        action: 'organiser.set',
        by: 'kboss',
        target: 'kx',
        before: '{"organiser":"*"}',
        after: '{"organiser":null}',
      });
  });

  it('a change that touches no right is still recorded, in the user’s own event', () => {
    const plan = grant(EVERYTHING, NO_SCOPE, { grant: false }, { ...USER, eventId: 'summit' });
    expect(plan).toMatchObject({ ok: true, value: { claim: null, isAdmin: false } });
    expect(plan.writes.sets['audit/events/summit/id1']).toStrictEqual({
      at: SERVER_TIME,
      by: 'kboss',
      email: 'boss@example.com',
      action: 'organiser.set',
      target: 'kx',
      before: '{"organiser":null}',
      after: '{"organiser":null}',
    });
    const eventless = grant(EVERYTHING, NO_SCOPE, { grant: false }, USER);
    expect(Object.keys(eventless.writes.sets).filter((p) => p.startsWith('audit/'))).toEqual([
      'audit/deployment/id1',
    ]);
  });

  it.each([
    ['an event’s organiser of another event', scope(['fair']), { ...USER, eventId: 'summit' }],
    [
      'a company’s organiser of another company',
      scope([], ['globex']),
      { ...USER, eventId: 'summit' },
    ],
    ['an event’s organiser, of a user with no event', scope(['summit']), USER],
  ])(
    'a revoke of everything of someone holding nothing, by %s, is refused and writes nothing',
    (_name, granter, user) => {
      expect(grant(granter, NO_SCOPE, { grant: false }, user)).toStrictEqual({
        ok: false,
        error: 'not-admin',
        writes: NOTHING,
      });
    },
  );

  it('a revoke of everything of someone holding nothing is for the organisers of their event', () => {
    for (const granter of [scope(['summit']), scope([], ['acme'])])
      expect(
        grant(granter, NO_SCOPE, { grant: false }, { ...USER, eventId: 'summit' }),
      ).toMatchObject({ ok: true, value: { claim: null } });
  });

  it('a grant whose claim would not fit in a sign-in token is refused and writes nothing', () => {
    const many = Array.from({ length: 30 }, (_, n) => `a-rather-long-event-identifier-${n}`);
    const plan = decideOrganiserGrant(
      EVERYTHING,
      NO_SCOPE,
      { grant: true, customers: ['big'] },
      { ...read, customerEvents: { big: many }, claims: { organiser: null } },
      USER,
      ACTOR,
      ids(),
    );
    expect(plan).toStrictEqual({
      ok: false,
      error: 'organiser-rights-full',
      detail:
        'a sign-in token holds at most 1000 bytes of rights: take away events or companies they no longer need first',
      writes: NOTHING,
    });
    // The same company with a few events fits.
    expect(
      decideOrganiserGrant(
        EVERYTHING,
        NO_SCOPE,
        { grant: true, customers: ['big'] },
        { ...read, customerEvents: { big: many.slice(0, 3) } },
        USER,
        ACTOR,
        ids(),
      ),
    ).toMatchObject({ ok: true });
  });

  it('events granted on their own, as the index records them, outlast their company’s revoke', () => {
    const plan = decideOrganiserGrant(
      EVERYTHING,
      scope(['summit', 'expo'], ['acme']),
      { grant: false, customers: ['acme'] },
      { ...read, grantedEvents: ['summit'] },
      USER,
      ACTOR,
      ids(),
    );
    expect(plan).toMatchObject({ ok: true, value: { claim: '|e:summit|' } });
    expect(plan.writes.sets['organisers/ux']).toMatchObject({ events: { summit: true } });
  });
});

describe('planClaimsForEventCompany', () => {
  it('a new event reaches the claims of its company’s organisers who lack it, and only theirs', () => {
    expect(
      planClaimsForEventCompany(
        {
          u1: { claim: '|e:summit|c:acme|' },
          u2: { claim: '|e:fair|c:globex|' },
          u3: { claim: '*' },
          u4: { claim: '|e:new|c:acme|' },
          u5: { claim: '|c:acme|' },
        },
        'new',
        { from: undefined, to: 'acme' },
      ),
    ).toStrictEqual({
      ok: true,
      value: { claims: { u1: '|e:new|e:summit|c:acme|', u5: '|e:new|c:acme|' } },
      writes: {
        sets: {
          'organisers/u1/claim': '|e:new|e:summit|c:acme|',
          'organisers/u5/claim': '|e:new|c:acme|',
        },
        increments: {},
      },
    });
  });

  it('a moved event leaves the old company’s organisers for the new one’s', () => {
    expect(
      planClaimsForEventCompany(
        {
          acmeOnly: { claim: '|e:new|e:summit|c:acme|' },
          globexOnly: { claim: '|e:fair|c:globex|' },
          everything: { claim: '*' },
          grantedOnItsOwn: { claim: '|e:new|c:acme|', events: { new: true } },
          eventOnly: { claim: '|e:new|' },
          both: { claim: '|e:new|c:acme|c:globex|' },
          unrelated: { claim: '|e:fair|' },
        },
        'new',
        { from: 'acme', to: 'globex' },
      ),
    ).toStrictEqual({
      ok: true,
      value: { claims: { acmeOnly: '|e:summit|c:acme|', globexOnly: '|e:fair|e:new|c:globex|' } },
      writes: {
        sets: {
          'organisers/acmeOnly/claim': '|e:summit|c:acme|',
          'organisers/globexOnly/claim': '|e:fair|e:new|c:globex|',
        },
        increments: {},
      },
    });
  });

  it('an organiser left with no right at all leaves the index', () => {
    expect(
      planClaimsForEventCompany({ gone: { claim: '|e:new|', events: { other: true } } }, 'new', {
        from: 'acme',
        to: 'globex',
      }),
    ).toStrictEqual({
      ok: true,
      value: { claims: { gone: null } },
      writes: { sets: { 'organisers/gone': null }, increments: {} },
    });
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

describe('decideUserRemoval', () => {
  const read = {
    eventCustomers: { summit: 'acme', expo: 'acme', fair: 'globex' },
    customerEvents: { acme: ['summit', 'expo'], globex: ['fair'] },
  };
  it.each<[string, OrganiserScope, OrganiserScope, boolean]>([
    ['a company’s organiser, of an attendee', scope([], ['acme']), NO_SCOPE, true],
    [
      'a company’s organiser, of one of its events’ organisers',
      scope([], ['acme']),
      scope(['summit']),
      true,
    ],
    [
      'a company’s organiser, of another company’s',
      scope([], ['acme']),
      scope(['fair'], ['globex']),
      false,
    ],
    [
      'a company’s organiser, of an organiser of every event',
      scope([], ['acme']),
      EVERYTHING,
      false,
    ],
    [
      'an event’s organiser, of its company’s organiser',
      scope(['summit']),
      scope(['summit', 'expo'], ['acme']),
      false,
    ],
    ['an organiser of every event, of another', EVERYTHING, EVERYTHING, true],
  ])('%s: allowed %s', (_name, remover, target, allowed) => {
    expect(decideUserRemoval(remover, target, read)).toMatchObject(
      allowed ? { ok: true } : { ok: false, error: 'not-admin', writes: NOTHING },
    );
  });
});

describe('claimFits and decideClaimsFit', () => {
  it('measures the claims as Firebase does: the JSON in UTF-8 bytes, up to the limit', () => {
    // {"organiser":"…"} is 16 bytes around the claim.
    const at = (claim: string) => claimFits({}, claim);
    expect(at('x'.repeat(CLAIMS_MAX_BYTES - 16))).toBe(true);
    expect(at('x'.repeat(CLAIMS_MAX_BYTES - 15))).toBe(false);
    // é is 2 bytes, € 3, and 😀 (two UTF-16 units) 4.
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 18)}é`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 17)}é`)).toBe(false);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 19)}€`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 18)}€`)).toBe(false);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 20)}😀`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 19)}😀`)).toBe(false);
  });

  it('counts the account’s other claims, and the old organiser claim not at all', () => {
    const claim = 'x'.repeat(CLAIMS_MAX_BYTES - 16);
    expect(claimFits({ organiser: 'y'.repeat(2000) }, claim)).toBe(true);
    expect(claimFits({ other: 1 }, claim)).toBe(false);
    expect(claimFits({ organiser: 'y'.repeat(2000) }, null)).toBe(true);
  });

  it('refuses when any claim does not fit', () => {
    const big = 'x'.repeat(CLAIMS_MAX_BYTES);
    expect(decideClaimsFit([{ claims: {}, claim: '*' }])).toMatchObject({ ok: true });
    expect(
      decideClaimsFit([
        { claims: {}, claim: '*' },
        { claims: {}, claim: big },
      ]),
    ).toMatchObject({ ok: false, error: 'organiser-rights-full', writes: NOTHING });
  });
});
