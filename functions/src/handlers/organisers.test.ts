import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { COMPANY, caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { removeUser, setOrganiser } from './console.ts';
import { setTheme } from './content.ts';
import { writeEvent } from './events.ts';

/**
 * Organiser rights follow from the current state: who was granted what, and which company runs
 * each event now. Through the real handlers against the project's emulator.
 */
const GLOBEX = 'globex_abc_xyz';
// The users below register for EVENT, and an event with registrants keeps its company: the moves
// are of QUIET, an event of the same company that nobody has registered for.
const QUIET = 'quiet-event';
const h = useHandlerStack({
  instances: 2,
  users: ['cora', 'gil', 'ann'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [organiserNodes.companyMetadata(GLOBEX)]: {
          name: 'Globex',
          subscription: 'free',
          eventTotal: 0,
          userLimit: 5,
        },
        [eventNodes.metadata(QUIET)]: { name: 'Quiet', registrants: 0, customerId: COMPANY },
        [organiserNodes.companyEvent(COMPANY, QUIET)]: true,
        [organiserNodes.eventTotal(COMPANY)]: 2,
      });
  },
});
const read = h.read;
const boss = caller('boss', { organiser: '*' });

const moveTo = (customerId: string, eventId = QUIET) => ({
  eventId,
  create: false,
  event: {
    name: 'Test Event',
    startsAt: Date.UTC(2026, 5, 1),
    endsAt: Date.UTC(2026, 5, 2),
    venue: 'Hall 1',
    description: '',
    customerId,
    mode: 'hybrid' as const,
  },
  teams: ['AGILE' as const],
});

const auditOf = async (scope: Parameters<typeof organiserNodes.audit>[0]) =>
  Object.values(((await read(organiserNodes.audit(scope))) ?? {}) as Record<string, unknown>);

/** Handler deps whose Auth keeps claims in a map (the boss's among them), and that map. */
const withClaims = () => {
  const { claims, accounts, revoked, validSince } = claimsStore(boss);
  return { claims, revoked, validSince, deps: { ...h.stack().deps(), accounts } };
};

describe('a moved event', () => {
  it('leaves the old company’s organisers and reaches the new company’s, claim and index', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('cora'), grant: true, customers: [COMPANY] }, boss);
    await setOrganiser(deps, { userKey: h.key('gil'), grant: true, customers: [GLOBEX] }, boss);
    // Ann runs the event on its own: a move of the event does not touch her grant.
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [QUIET] }, boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${QUIET}|e:${EVENT}|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|c:${GLOBEX}|` });

    await writeEvent(deps, moveTo(GLOBEX), boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|e:${QUIET}|c:${GLOBEX}|` });
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${QUIET}|` });
    expect(await read(organiserNodes.claim('uid-cora'))).toBe(`|e:${EVENT}|c:${COMPANY}|`);
    expect(await read(organiserNodes.claim('uid-gil'))).toBe(`|e:${QUIET}|c:${GLOBEX}|`);
    expect(await read(organiserNodes.claim('uid-ann'))).toBe(`|e:${QUIET}|`);
    // The companies' events and totals follow, and the move is in both companies' audit.
    expect(await read(organiserNodes.companyEvent(COMPANY, QUIET))).toBeNull();
    expect(await read(organiserNodes.eventTotal(COMPANY))).toBe(1);
    expect(await read(organiserNodes.companyEvent(GLOBEX, QUIET))).toBe(true);
    expect(await read(organiserNodes.eventTotal(GLOBEX))).toBe(1);
    for (const id of [COMPANY, GLOBEX])
      expect(await auditOf({ kind: 'company', id })).toContainEqual(
        expect.objectContaining({ action: 'event.update', target: QUIET }),
      );

    // With their tokens refreshed (the claims as they now are), the event is Gil's and Ann's.
    const as = (name: string) => caller(name, claims.get(`uid-${name}`));
    const theme = { eventId: QUIET, scheme: { themeColor: '#123456' } };
    await expect(setTheme(deps, theme, as('cora'))).rejects.toMatchObject({ code: 'not-admin' });
    await expect(writeEvent(deps, moveTo(COMPANY), as('cora'))).rejects.toMatchObject({
      code: 'not-admin',
    });
    await setTheme(deps, theme, as('gil'));
    await setTheme(deps, { ...theme, scheme: { themeColor: '#654321' } }, as('ann'));
    expect(await read(eventNodes.theme(QUIET))).toEqual({ themeColor: '#654321' });

    // And back: the rights follow again, Ann's own grant untouched.
    await writeEvent(deps, moveTo(COMPANY), boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${QUIET}|e:${EVENT}|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|c:${GLOBEX}|` });
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${QUIET}|` });
  });

  it('an event with registrants keeps its company: the move is refused and nothing changes', async () => {
    const { claims, revoked, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('cora'), grant: true, customers: [COMPANY] }, boss);
    await setOrganiser(deps, { userKey: h.key('gil'), grant: true, customers: [GLOBEX] }, boss);
    expect(await read(eventNodes.field(EVENT, 'registrants'))).toBe(3);
    const before = await h.stack().root();
    const claimsBefore = structuredClone([...claims]);
    await expect(writeEvent(deps, moveTo(GLOBEX, EVENT), boss)).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'an event with registrants stays with its company',
    });
    // Companies' events and totals, seats, the organisers index and the audit: all as they were.
    expect(await h.stack().root()).toEqual(before);
    expect([...claims]).toEqual(claimsBefore);
    expect(revoked).toEqual([]);
  });

  it('a company’s revoke keeps the events granted on their own', async () => {
    const { claims, deps } = withClaims();
    const grant = (change: { grant: boolean; events?: string[]; customers?: string[] }) =>
      setOrganiser(deps, { userKey: h.key('ann'), ...change }, boss);
    await grant({ grant: true, events: [EVENT] });
    await grant({ grant: true, customers: [COMPANY] });
    await grant({ grant: false, customers: [COMPANY] });
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
  });
});

describe('every organiser action is in the audit log', () => {
  it('a revoke naming nothing takes every right away and is recorded where they were', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    claims.set('uid-ann', { ...claims.get('uid-ann'), beta: true });
    const result = await setOrganiser(deps, { userKey: h.key('ann'), grant: false }, boss);
    expect(result).toEqual({ claim: null, isAdmin: false });
    expect(claims.get('uid-ann')).toEqual({ beta: true });
    expect(await read(organiserNodes.organiser('uid-ann'))).toBeNull();
    expect(await read(userNodes.field(h.key('ann'), 'isAdmin'))).toBe(false);
    const revoke = {
      by: 'uid:uid-boss',
      email: 'boss@example.com',
      action: 'organiser.set',
      target: h.key('ann'),
      before: JSON.stringify({ organiser: `|e:${EVENT}|c:${GLOBEX}|` }),
      after: '{"organiser":null}',
    };
    expect((await auditOf({ kind: 'event', id: EVENT })).at(-1)).toMatchObject(revoke);
    expect((await auditOf({ kind: 'company', id: GLOBEX })).at(-1)).toMatchObject(revoke);
    expect((await auditOf({ kind: 'event', id: EVENT })).at(-1)).toHaveProperty('at');
  });

  it('a revoke of someone with no rights changes nothing but is recorded in their event', async () => {
    const { claims, deps } = withClaims();
    expect(await setOrganiser(deps, { userKey: h.key('gil'), grant: false }, boss)).toEqual({
      claim: null,
      isAdmin: false,
    });
    expect(claims.get('uid-gil')).toEqual({});
    expect(await auditOf({ kind: 'event', id: EVENT })).toMatchObject([
      {
        action: 'organiser.set',
        target: h.key('gil'),
        before: '{"organiser":null}',
        after: '{"organiser":null}',
      },
    ]);
  });

  it('a revoke of someone with no rights, by an organiser of another company, writes nothing', async () => {
    const { claims, deps } = withClaims();
    const otto = caller('otto', { organiser: `|c:${GLOBEX}|` });
    claims.set(otto.uid, { organiser: otto.token.organiser });
    const before = await h.stack().root();
    await expect(
      setOrganiser(deps, { userKey: h.key('gil'), grant: false }, otto),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-gil')).toBeUndefined();
  });

  it('a revoke of everything is refused to an organiser who does not run all of it', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    const before = await h.stack().root();
    const cora = caller('cora', { organiser: `|e:${EVENT}|c:${COMPANY}|` });
    claims.set(cora.uid, { organiser: cora.token.organiser });
    await expect(
      setOrganiser(deps, { userKey: h.key('ann'), grant: false }, cora),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-ann')).toEqual({ organiser: `|c:${GLOBEX}|` });
  });
});

describe('rights are the account’s current claim, not the token’s', () => {
  it('a revoked organiser with an old token can neither grant herself the event again nor move it', async () => {
    const { claims, revoked, validSince, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    // The token she signed in with still says she runs the event after the revoke.
    const stale = caller('ann', claims.get('uid-ann'));
    await setOrganiser(deps, { userKey: h.key('ann'), grant: false, events: [EVENT] }, boss);
    expect(claims.get('uid-ann')).toEqual({ organiser: `|c:${GLOBEX}|` });
    const before = await h.stack().root();
    await expect(
      setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, stale),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(writeEvent(deps, moveTo(GLOBEX), stale)).rejects.toMatchObject({
      code: 'not-admin',
    });
    // Nor does any other organiser callable take the old token's word.
    const theme = { eventId: EVENT, scheme: { themeColor: '#123456' } };
    await expect(setTheme(deps, theme, stale)).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-ann')).toEqual({ organiser: `|c:${GLOBEX}|` });
    // And her sessions were ended, so her next token carries the narrowed claim; the rules learn
    // from when, and refuse her old token's organiser reads (database-rules.test.ts).
    expect(revoked).toEqual(['uid-ann']);
    // Exactly the second Auth answered (callable.ts turns its tokensValidAfterTime into it).
    expect(validSince.get('uid-ann')).toEqual(expect.any(Number));
    expect(await h.read(organiserNodes.revokedAt('uid-ann'))).toBe(validSince.get('uid-ann'));
  });

  it('a grant that only adds rights leaves the sessions alone', async () => {
    const { revoked, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    expect(revoked).toEqual([]);
    expect(await h.read(organiserNodes.revokedAt('uid-ann'))).toBeNull();
  });
});

describe('a move needs rights over both companies', () => {
  it('an organiser of the event and of another company may not take it from its company', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [QUIET] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    await setOrganiser(deps, { userKey: h.key('cora'), grant: true, customers: [COMPANY] }, boss);
    const before = await h.stack().root();
    const ann = caller('ann', claims.get('uid-ann'));
    await expect(writeEvent(deps, moveTo(GLOBEX), ann)).rejects.toMatchObject({
      code: 'not-admin',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${QUIET}|e:${EVENT}|c:${COMPANY}|` });
    // An organiser of both companies moves it.
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [COMPANY] }, boss);
    await writeEvent(deps, moveTo(GLOBEX), caller('ann', claims.get('uid-ann')));
    expect(await read(eventNodes.customer(QUIET))).toBe(GLOBEX);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
  });
});

describe('grants and revokes of one user', () => {
  it('neither of two at once writes back what the other took away', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    // In either order the result is the event without the company.
    await Promise.all([
      setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss),
      setOrganiser(deps, { userKey: h.key('ann'), grant: false, customers: [GLOBEX] }, boss),
    ]);
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
    expect(await read(organiserNodes.claim('uid-ann'))).toBe(`|e:${EVENT}|`);
  });

  it('a change whose claim reaches Auth after a later one’s leaves the account with the stored claim', async () => {
    const { claims, accounts } = claimsStore(boss);
    const gil = h.key('gil');
    let later: Promise<unknown> | undefined;
    const racing: Accounts = {
      ...accounts,
      setClaims: async (uid, next) => {
        if (uid === 'uid-gil' && later === undefined) {
          // While the grant's claim is on its way to Auth, a revoke runs to its end elsewhere.
          later = setOrganiser(
            { ...h.stack().deps(1), accounts },
            { userKey: gil, grant: false, events: [EVENT] },
            boss,
          );
          await later;
        }
        await accounts.setClaims?.(uid, next);
      },
    };
    await setOrganiser(
      { ...h.stack().deps(), accounts: racing },
      { userKey: gil, grant: true, events: [EVENT] },
      boss,
    );
    expect(later).toBeDefined();
    // The grant's claim arrived last, and was then put right: the revoke took the event away.
    expect(await read(organiserNodes.organiser('uid-gil'))).toBeNull();
    expect(claims.get('uid-gil')).toEqual({});
  });
});

describe('a move and a grant of the same organiser', () => {
  it('her claim and the organisers index agree, with both changes', async () => {
    const { claims, accounts } = claimsStore(boss);
    await setOrganiser(
      { ...h.stack().deps(), accounts },
      { userKey: h.key('cora'), grant: true, customers: [COMPANY] },
      boss,
    );
    // While the move sets her claim on the account (slowly), a grant of another company to her
    // starts on another function instance.
    const started: Promise<unknown>[] = [];
    const racing: Accounts = {
      ...accounts,
      setClaims: async (uid, next) => {
        if (uid === 'uid-cora' && started.length === 0) {
          started.push(
            setOrganiser(
              { ...h.stack().deps(1), accounts: racing },
              { userKey: h.key('cora'), grant: true, customers: [GLOBEX] },
              boss,
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        await accounts.setClaims?.(uid, next);
      },
    };
    await writeEvent({ ...h.stack().deps(), accounts: racing }, moveTo(GLOBEX), boss);
    await Promise.all(started);
    expect(started).toHaveLength(1);
    // The moved event is Globex's, which she now runs too: she keeps it, in both places.
    const claim = `|e:${QUIET}|e:${EVENT}|c:${COMPANY}|c:${GLOBEX}|`;
    expect(claims.get('uid-cora')).toEqual({ organiser: claim });
    expect(await read(organiserNodes.claim('uid-cora'))).toBe(claim);
  });
});

describe('removing a user', () => {
  it('a company’s organiser may not remove the organiser of every event from its event', async () => {
    const { claims, deps } = withClaims();
    const removed: string[] = [];
    const withRemove = {
      ...deps,
      accounts: { ...deps.accounts, remove: async (uid: string) => void removed.push(uid) },
    };
    await setOrganiser(withRemove, { userKey: h.key('ann'), grant: true, all: true }, boss);
    await setOrganiser(
      withRemove,
      { userKey: h.key('cora'), grant: true, customers: [COMPANY] },
      boss,
    );
    const cora = caller('cora', claims.get('uid-cora'));
    const before = await h.stack().root();
    await expect(removeUser(withRemove, { userKey: h.key('ann') }, cora)).rejects.toMatchObject({
      code: 'not-admin',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(await read(userNodes.metadata(h.key('ann')))).toMatchObject({ isAdmin: true });
    expect(await read(organiserNodes.claim('uid-ann'))).toBe('*');
    expect(claims.get('uid-ann')).toEqual({ organiser: '*' });
    expect(removed).toEqual([]);
  });
});

describe('rights a sign-in token can hold', () => {
  // Ids of 60 characters: each adds 63 bytes to the claim, so 15 fit next to the company, 16 not.
  const longId = (n: number) => `e${String(n).padStart(2, '0')}-${'x'.repeat(56)}`;
  const seedGlobexEvents = (count: number) =>
    h
      .stack()
      .deps()
      .db.ref()
      .update(
        Object.fromEntries(
          Array.from({ length: count }, (_, n) => [
            [eventNodes.metadata(longId(n)), { name: 'Long', registrants: 0, customerId: GLOBEX }],
            [organiserNodes.companyEvent(GLOBEX, longId(n)), true],
          ]).flat(),
        ),
      );

  it('a grant whose claim would not fit is refused, and nothing is written or set', async () => {
    const { claims, deps } = withClaims();
    await seedGlobexEvents(16);
    const before = await h.stack().root();
    await expect(
      setOrganiser(deps, { userKey: h.key('gil'), grant: true, customers: [GLOBEX] }, boss),
    ).rejects.toMatchObject({
      code: 'organiser-rights-full',
      detail:
        'a sign-in token holds at most 1000 bytes of rights: take away events or companies they no longer need first',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-gil')).toBeUndefined();
  });

  it('an event its company’s organisers could no longer hold is not created', async () => {
    const { claims, deps } = withClaims();
    await seedGlobexEvents(15);
    await setOrganiser(deps, { userKey: h.key('gil'), grant: true, customers: [GLOBEX] }, boss);
    const granted = claims.get('uid-gil');
    expect(JSON.stringify(granted).length).toBeGreaterThan(1000 - 63);
    const before = await h.stack().root();
    await expect(
      writeEvent(deps, { ...moveTo(GLOBEX, longId(15)), create: true }, boss),
    ).rejects.toMatchObject({ code: 'organiser-rights-full' });
    expect(await h.stack().root()).toEqual(before);
    expect(await read(eventNodes.metadata(longId(15)))).toBeNull();
    expect(claims.get('uid-gil')).toEqual(granted);
    expect(await read(organiserNodes.claim('uid-gil'))).toBe(granted?.organiser);
  });
});
