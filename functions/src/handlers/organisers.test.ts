import { dbPaths } from '@engage/domain/paths';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { COMPANY, caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { setOrganiser, setTheme } from './admin.ts';
import { writeEvent } from './events.ts';

/**
 * Organiser rights follow from the current state: who was granted what, and which company runs
 * each event now. Through the real handlers against the project's emulator.
 */
const GLOBEX = 'globex_abc_xyz';
const h = useHandlerStack({
  instances: 1,
  users: ['cora', 'gil', 'ann'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref(dbPaths.companyMetadata(GLOBEX))
      .set({ name: 'Globex', subscription: 'free', eventTotal: 0, userLimit: 5 });
  },
});
const read = h.read;
const boss = caller('boss', { organiser: '*' });

const moveTo = (customerId: string) => ({
  eventId: EVENT,
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

const auditOf = async (scope: Parameters<typeof dbPaths.audit>[0]) =>
  Object.values(((await read(dbPaths.audit(scope))) ?? {}) as Record<string, unknown>);

/** Handler deps whose Auth keeps claims in a map (the boss's among them), and that map. */
const withClaims = () => {
  const { claims, accounts, revoked } = claimsStore(boss);
  return { claims, revoked, deps: { ...h.stack().deps(), accounts } };
};

describe('a moved event', () => {
  it('leaves the old company’s organisers and reaches the new company’s, claim and index', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('cora'), grant: true, customers: [COMPANY] }, boss);
    await setOrganiser(deps, { userKey: h.key('gil'), grant: true, customers: [GLOBEX] }, boss);
    // Ann runs the event on its own: a move of the event does not touch her grant.
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|c:${GLOBEX}|` });

    await writeEvent(deps, moveTo(GLOBEX), boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|e:${EVENT}|c:${GLOBEX}|` });
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
    expect(await read(dbPaths.organiserClaim('uid-cora'))).toBe(`|c:${COMPANY}|`);
    expect(await read(dbPaths.organiserClaim('uid-gil'))).toBe(`|e:${EVENT}|c:${GLOBEX}|`);
    expect(await read(dbPaths.organiserClaim('uid-ann'))).toBe(`|e:${EVENT}|`);

    // With their tokens refreshed (the claims as they now are), the event is Gil's and Ann's.
    const as = (name: string) => caller(name, claims.get(`uid-${name}`));
    const theme = { eventId: EVENT, scheme: { themeColor: '#123456' } };
    await expect(setTheme(deps, theme, as('cora'))).rejects.toMatchObject({ code: 'not-admin' });
    await expect(writeEvent(deps, moveTo(COMPANY), as('cora'))).rejects.toMatchObject({
      code: 'not-admin',
    });
    await setTheme(deps, theme, as('gil'));
    await setTheme(deps, { ...theme, scheme: { themeColor: '#654321' } }, as('ann'));
    expect(await read(dbPaths.theme(EVENT))).toEqual({ themeColor: '#654321' });

    // And back: the rights follow again, Ann's own grant untouched.
    await writeEvent(deps, moveTo(COMPANY), boss);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
    expect(claims.get('uid-gil')).toEqual({ organiser: `|c:${GLOBEX}|` });
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
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
    expect(await read(dbPaths.organiser('uid-ann'))).toBeNull();
    expect(await read(dbPaths.userField(h.key('ann'), 'isAdmin'))).toBe(false);
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
    const { claims, revoked, deps } = withClaims();
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
    // And her sessions were ended, so her next token carries the narrowed claim.
    expect(revoked).toEqual(['uid-ann']);
  });

  it('a grant that only adds rights leaves the sessions alone', async () => {
    const { revoked, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    expect(revoked).toEqual([]);
  });
});

describe('a move needs rights over both companies', () => {
  it('an organiser of the event and of another company may not take it from its company', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss);
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    await setOrganiser(deps, { userKey: h.key('cora'), grant: true, customers: [COMPANY] }, boss);
    const before = await h.stack().root();
    const ann = caller('ann', claims.get('uid-ann'));
    await expect(writeEvent(deps, moveTo(GLOBEX), ann)).rejects.toMatchObject({
      code: 'not-admin',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:${EVENT}|c:${COMPANY}|` });
    // An organiser of both companies moves it.
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [COMPANY] }, boss);
    await writeEvent(deps, moveTo(GLOBEX), caller('ann', claims.get('uid-ann')));
    expect(await read(dbPaths.eventCustomer(EVENT))).toBe(GLOBEX);
  });
});

describe('grants and revokes of one user', () => {
  it('run one at a time: a grant in flight does not write back what a revoke took away', async () => {
    const { claims, deps } = withClaims();
    await setOrganiser(deps, { userKey: h.key('ann'), grant: true, customers: [GLOBEX] }, boss);
    // In either order the result is the event without the company.
    await Promise.all([
      setOrganiser(deps, { userKey: h.key('ann'), grant: true, events: [EVENT] }, boss),
      setOrganiser(deps, { userKey: h.key('ann'), grant: false, customers: [GLOBEX] }, boss),
    ]);
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
    expect(await read(dbPaths.organiserClaim('uid-ann'))).toBe(`|e:${EVENT}|`);
    expect(await read(dbPaths.organiserLock('uid-ann'))).toBeNull();
  });
});
