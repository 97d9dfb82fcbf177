import { describe, expect, it } from 'vitest';
import { NO_SCOPE, type OrganiserScope } from './organiser.ts';
import { EVERYTHING, scope } from './organiser-fixtures.ts';
import {
  claimOrganiserEntry,
  decideOrganiserGrant,
  decideUserRemoval,
  type OrganiserGrant,
} from './organiser-grants.ts';
import { SERVER_TIME } from './store/node.ts';

const NOTHING = { sets: {}, increments: {} };
const USER = { key: 'kx', uid: 'ux', name: 'Xena', email: 'x@example.com' };
const ACTOR = { by: 'kboss', email: 'boss@example.com' };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

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

  it.each<[string, OrganiserScope, OrganiserGrant]>([
    ['a grant of its own company', scope([], ['acme']), { grant: true, customers: ['acme'] }],
    ['a grant of its own event', scope(['summit']), { grant: true, events: ['summit'] }],
    ['a revoke of its own company', scope([], ['acme']), { grant: false, customers: ['acme'] }],
  ])(
    '%s to a user of another company’s event, holding nothing of it, is refused as for no user',
    (_name, granter, change) => {
      expect(grant(granter, NO_SCOPE, change, { ...USER, eventId: 'fair' })).toStrictEqual({
        ok: false,
        error: 'not-admin',
        writes: NOTHING,
      });
    },
  );

  it('reaches a user of another company’s event who holds what the granter runs', () => {
    const user = { ...USER, eventId: 'fair' };
    expect(
      grant(scope([], ['acme']), scope([], ['acme']), { grant: false, customers: ['acme'] }, user),
    ).toMatchObject({ ok: true, value: { claim: null } });
    expect(
      grant(scope(['summit']), scope(['summit']), { grant: false, events: ['summit'] }, user),
    ).toMatchObject({ ok: true, value: { claim: null } });
    expect(grant(EVERYTHING, NO_SCOPE, { grant: true, customers: ['acme'] }, user)).toMatchObject({
      ok: true,
    });
  });

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

describe('claimOrganiserEntry', () => {
  const entry = { claim: '|e:summit|', events: { summit: true as const }, key: 'kx' };
  // The same entry as the database hands it back, its keys in another order.
  const reordered = { key: 'kx', events: { summit: true as const }, claim: '|e:summit|' };
  const grantExpo = () =>
    decideOrganiserGrant(
      EVERYTHING,
      scope(['summit']),
      { grant: true, events: ['expo'] },
      {
        eventCustomers: { summit: 'acme', expo: 'acme' },
        customerEvents: {},
        grantedEvents: ['summit'],
      },
      USER,
      ACTOR,
      ids(),
    );

  it('writes the new entry in the transaction and the rest after it, while the entry is the one read', () => {
    const plan = grantExpo();
    const claimed = claimOrganiserEntry(reordered, entry, 'ux', plan);
    const next = {
      claim: '|e:expo|e:summit|',
      events: { expo: true, summit: true },
      key: 'kx',
      name: 'Xena',
      email: 'x@example.com',
    };
    expect(claimed).toMatchObject({
      ok: true,
      next,
      value: { stale: false, value: { claim: '|e:expo|e:summit|' }, claim: '|e:expo|e:summit|' },
    });
    if (!claimed.ok || !plan.ok) throw new Error('accepted above');
    // Everything else the grant writes follows the transaction; the entry itself is not written twice.
    expect(claimed.writes.sets).not.toHaveProperty('organisers/ux');
    expect(Object.keys(claimed.writes.sets).sort()).toEqual(
      Object.keys(plan.writes.sets)
        .filter((path) => path !== 'organisers/ux')
        .sort(),
    );
  });

  it('writes nothing when another change landed since the entry was read: it is decided again', () => {
    for (const stored of [null, { ...entry, claim: '|e:fair|' }, { ...entry, events: {} }])
      expect(claimOrganiserEntry(stored, entry, 'ux', grantExpo())).toStrictEqual({
        ok: true,
        value: { stale: true },
        writes: NOTHING,
      });
    expect(claimOrganiserEntry(entry, null, 'ux', grantExpo())).toMatchObject({
      value: { stale: true },
    });
  });

  it('removes the entry when no right is left, and answers the claim as none', () => {
    const removed = {
      ok: true as const,
      value: 'gone',
      writes: { sets: { 'organisers/ux': null }, increments: {} },
    };
    expect(claimOrganiserEntry(entry, entry, 'ux', removed)).toStrictEqual({
      ok: true,
      next: null,
      value: { stale: false, value: 'gone', claim: null },
      writes: NOTHING,
    });
  });

  it('leaves the entry alone when the plan does not touch it', () => {
    const untouched = {
      ok: true as const,
      value: 1,
      writes: { sets: { 'users/kx/metadata/isAdmin': true }, increments: {} },
    };
    expect(claimOrganiserEntry(entry, entry, 'ux', untouched)).toStrictEqual({
      ok: true,
      value: { stale: false, value: 1, claim: undefined },
      writes: { sets: { 'users/kx/metadata/isAdmin': true }, increments: {} },
    });
  });

  it('passes a refusal on as it is', () => {
    const refused = { ok: false as const, error: 'not-admin' as const, writes: NOTHING };
    expect(claimOrganiserEntry(entry, entry, 'ux', refused)).toBe(refused);
  });
});
