import { planAward } from '@engage/domain/awards';
import { dbPaths } from '@engage/domain/paths';
import { toUpdate } from '@engage/server/commit';
import { context } from '@engage/server/deps';
import { deleteApp, type FirebaseApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  push,
  ref,
  serverTimestamp,
  set,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseData,
  COMPANY,
  EVENT,
  keyOf,
  registerAll,
  startStack,
  type TestStack,
} from '../testing/stack.ts';

/**
 * The security rules matrix, asserted from the web SDK (what a browser, or anyone skipping the
 * app, can do): for every path of the spec and every role, what may be read and written.
 * Paths only functions write have no allowed client write; their writes are the handler tests'.
 */
setLogLevel('error');
let stack: TestStack;
const apps: FirebaseApp[] = [];
const clients: Record<string, Database> = {};
const ROLES = [
  'anonymous',
  'self',
  'other',
  'rep',
  'admin',
  'outsider',
  'foreignOrganiser',
  'eventOrganiser',
  'companyOrganiser',
  'revokedOrganiser',
] as const;
type Role = (typeof ROLES)[number];
let ann = '';
let annPublicId = '';
let ritaPublicId = '';
/** Another customer company with its own event and attendee (the foreign organiser's). */
const OTHER_COMPANY = 'other_company';
const OTHER_EVENT = 'other-event';
const zed = keyOf('zed@example.com');
/** The second from which the revoked organiser's sign-ins count again. */
const REVOKED_AT = 1_750_000_000;

const clientFor = (role: Role): Database => {
  const existing = clients[role];
  if (existing) return existing;
  const uid = {
    anonymous: undefined,
    self: 'uid-ann',
    other: 'uid-bob',
    rep: 'uid-rita',
    admin: 'uid-boss',
    outsider: 'uid-nobody',
    foreignOrganiser: 'uid-olga',
    eventOrganiser: 'uid-eve',
    companyOrganiser: 'uid-cora',
    revokedOrganiser: 'uid-rex',
  }[role];
  const claims: Record<string, unknown> =
    {
      admin: { organiser: '*' },
      foreignOrganiser: { organiser: '|e:other-event|c:other_company|' },
      eventOrganiser: { organiser: `|e:${EVENT}|` },
      // The company alone, without its events: only the rules' `|c:` branches let her in.
      companyOrganiser: { organiser: `|c:${COMPANY}|` },
      // Still says every event, but signed in before her claim shrank (revokedAt below).
      revokedOrganiser: { organiser: '*', iat: REVOKED_AT - 60 },
    }[role as string] ?? {};
  const app = initializeApp(
    {
      projectId: 'demo-engage',
      databaseURL: `http://127.0.0.1:${stack.port}?ns=${stack.namespace}`,
      apiKey: 'k',
    },
    `rules-${role}`,
  );
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(
    db,
    '127.0.0.1',
    stack.port,
    uid ? { mockUserToken: { sub: uid, user_id: uid, ...claims } } : {},
  );
  clients[role] = db;
  return db;
};

beforeAll(async () => {
  stack = await startStack(1);
  await stack.reset(baseData(100));
  const keys = await registerAll(stack, ['ann', 'bob', 'rita', 'boss']);
  ann = keys.ann ?? '';
  const db = stack.deps().db;
  await db.ref(dbPaths.userField(keys.rita ?? '', 'isRep')).set(true);
  await db.ref(dbPaths.userField(keys.boss ?? '', 'isAdmin')).set(true);
  const profile = (await db.ref(dbPaths.userMetadata(ann)).get()).val();
  annPublicId = profile.publicId;
  ritaPublicId = (await db.ref(dbPaths.userField(keys.rita ?? '', 'publicId')).get()).val();
  const award = planAward(
    profile,
    { key: ann, points: 5, reason: 'seed', by: 'test' },
    context(stack.deps()),
  );
  await db.ref().update(toUpdate(award.writes));
  await db.ref().update({
    [dbPaths.theme(EVENT)]: { themeColor: '#112233' },
    [dbPaths.speaker(EVENT, 's1')]: { name: 'Grace' },
    [dbPaths.sponsor(EVENT, 'sp1')]: { Category: 'Gold' },
    [`${dbPaths.trivia(EVENT)}/q1`]: { image: 'picture_trivia/q1/p.png' },
    [dbPaths.room('r1')]: {
      status: 'confirmed',
      game: 'act05',
      players: { [annPublicId]: { active: true, disconnected: false } },
    },
    [dbPaths.triviaAnswer(EVENT, 'q1')]: 'red',
    [dbPaths.qrToken('ABCDEFGH')]: { key: ann, eventId: EVENT, expiresAt: 1 },
    [dbPaths.publicIdIndex(annPublicId)]: ann,
    [`${dbPaths.userNotifications(ann)}/n1`]: { message: 'hi' },
    [dbPaths.userRoom(ann, 'r1')]: { active: true, disconnected: false },
    [dbPaths.userPairFlags(ann)]: { requester: false, other: false },
    [dbPaths.purchase(EVENT, 'r1')]: { key: ann, name: 'Ann', state: 'bought' },
    [dbPaths.rep(EVENT, ritaPublicId)]: { name: 'Rita', company: 'Acme' },
    [dbPaths.lead(EVENT, ritaPublicId, annPublicId)]: { name: 'Ann', company: 'Acme' },
    [dbPaths.boothVisits(EVENT, ritaPublicId)]: 3,
    [dbPaths.activityField(EVENT, '0000000001', 'points')]: 10,
    [dbPaths.organiser('uid-boss')]: { claim: '*' },
    [dbPaths.auditEntry({ kind: 'event', id: EVENT }, 'a1')]: { action: 'theme.set' },
    [dbPaths.auditEntry({ kind: 'company', id: COMPANY }, 'a1')]: { action: 'company.update' },
    [dbPaths.auditEntry({ kind: 'deployment' }, 'a1')]: { action: 'company.create' },
    [dbPaths.revokedAt('uid-rex')]: REVOKED_AT,
    [dbPaths.companyMetadata(OTHER_COMPANY)]: { name: 'Other', userLimit: 10 },
    [dbPaths.eventMetadata(OTHER_EVENT)]: { name: 'Other Event', customerId: OTHER_COMPANY },
    [dbPaths.userMetadata(zed)]: { name: 'Zed', eventId: OTHER_EVENT },
    [dbPaths.searchRow(OTHER_EVENT, zed)]: { n: 'zed' },
    [dbPaths.purchase(OTHER_EVENT, 'z1')]: { key: zed, name: 'Zed', state: 'bought' },
    [dbPaths.auditEntry({ kind: 'event', id: OTHER_EVENT }, 'a1')]: { action: 'theme.set' },
    [dbPaths.auditEntry({ kind: 'company', id: OTHER_COMPANY }, 'a1')]: {
      action: 'company.update',
    },
  });
});
afterAll(async () => {
  for (const db of Object.values(clients)) goOffline(db);
  await Promise.all(apps.map((app) => deleteApp(app)));
  await stack.close();
});

const canRead = (role: Role, path: string) =>
  get(ref(clientFor(role), path)).then(
    () => true,
    () => false,
  );
const canWrite = (role: Role, path: string, value: unknown) =>
  set(ref(clientFor(role), path), value).then(
    () => true,
    () => false,
  );

type Row = { path: () => string; read: readonly Role[]; write: readonly Role[]; value: unknown };
const row = (
  path: () => string,
  read: readonly Role[],
  write: readonly Role[] = [],
  value: unknown = 1,
): Row => ({ path, read, write, value });
/** The organisers of this event: of every event, of this one, or of its customer company. */
const ORGANISERS: readonly Role[] = ['admin', 'eventOrganiser', 'companyOrganiser'];
/** The organisers of the company that runs this event: of every event, or of the company. */
const COMPANY_ORGANISERS: readonly Role[] = ['admin', 'companyOrganiser'];
/** The organisers of another company's event: of every event, or of that event and company. */
const OTHER_ORGANISERS: readonly Role[] = ['admin', 'foreignOrganiser'];
const OWNERS: readonly Role[] = ['self', ...ORGANISERS];
/** Signed-in members (and organisers) of the event. */
const MEMBERS: readonly Role[] = ['self', 'other', 'rep', ...ORGANISERS];

const MATRIX: [string, Row][] = [
  ['users/{key}', row(() => dbPaths.user(ann), OWNERS)],
  [
    'users/{key}/metadata/name (edited through updateProfile, which keeps the index and boards)',
    row(() => `${dbPaths.userMetadata(ann)}/name`, OWNERS, [], 'Ann B.'),
  ],
  [
    'users/{key}/metadata/color (edited through updateProfile)',
    row(() => `${dbPaths.userMetadata(ann)}/color`, OWNERS, [], 'teal'),
  ],
  [
    'users/{key}/metadata/photo (its owner, their own upload)',
    row(() => `${dbPaths.userMetadata(ann)}/photo`, OWNERS, ['self'], 'uploads/uid-ann/photo'),
  ],
  [
    'users/{key}/metadata/isOnline (presence)',
    row(() => `${dbPaths.userMetadata(ann)}/isOnline`, OWNERS, ['self'], true),
  ],
  [
    'users/{key}/metadata/isAdmin',
    row(() => `${dbPaths.userMetadata(ann)}/isAdmin`, OWNERS, [], true),
  ],
  ['users/{key}/metadata/isRep', row(() => `${dbPaths.userMetadata(ann)}/isRep`, OWNERS, [], true)],
  [
    'users/{key}/seatCompany (where registration took the seat: server only)',
    row(() => dbPaths.userSeatCompany(ann), OWNERS, [], OTHER_COMPANY),
  ],
  ['users/{key}/metadata/level', row(() => `${dbPaths.userMetadata(ann)}/level`, OWNERS, [], 5)],
  [
    'users/{key}/metadata/isPrizeClaimed',
    row(() => `${dbPaths.userMetadata(ann)}/isPrizeClaimed`, OWNERS, [], true),
  ],
  [
    'users/{key}/games/act04/totalPoints',
    row(() => dbPaths.userTotalPoints(ann), OWNERS, [], 1_000_000),
  ],
  [
    'users/{key}/games/act01',
    row(() => dbPaths.userGame(ann, 'act01'), OWNERS, [], { isComplete: true }),
  ],
  [
    'users/{key}/games/multiplayer_room',
    row(() => dbPaths.userPairFlags(ann), OWNERS, [], { requester: true, other: true }),
  ],
  ['users/{key}/badges/coins', row(() => dbPaths.userBadge(ann, 'coins'), OWNERS, [], 999)],
  [
    'users/{key}/notifications',
    row(() => dbPaths.userNotifications(ann), OWNERS, [], { x: { message: 'fake' } }),
  ],
  ['users/{key}/rooms', row(() => dbPaths.userRooms(ann), OWNERS, [], { r9: { active: true } })],
  ['uids/{uid}', row(() => dbPaths.uidIndex('uid-ann'), ['self'], [], 'someone-else')],
  ['ledger/{key}', row(() => dbPaths.ledger(ann), OWNERS, [], { x: { points: 100 } })],
  [
    'companies',
    row(() => dbPaths.companies(), ['admin'], [], { evil: { metadata: { userLimit: 1 } } }),
  ],
  ['events (the list: organisers of every event)', row(() => dbPaths.events(), ['admin'], [], {})],
  ['events/{id}', row(() => dbPaths.event(EVENT), ROLES, [], { metadata: { name: 'Hacked' } })],
  ['events/{id}/metadata/registrants', row(() => dbPaths.eventRegistrants(EVENT), ROLES, [], 0)],
  ['themes/{id}', row(() => dbPaths.theme(EVENT), ROLES, [], { themeColor: '#000000' })],
  ['speakers/{id}', row(() => dbPaths.speakers(EVENT), ROLES, [], { s2: { name: 'Fake' } })],
  ['sponsors/{id}', row(() => dbPaths.sponsors(EVENT), ROLES, [], { sp2: { Category: 'Fake' } })],
  ['prizes/{id}', row(() => dbPaths.prizes(EVENT), ROLES, [], { mug: { stock: 1_000 } })],
  ['trivia/{id}', row(() => dbPaths.trivia(EVENT), MEMBERS, [], { q1: { answer: 'x' } })],
  [
    'traits/{id} (bingo traits, whose labels name attendees’ companies: members of the event)',
    row(() => dbPaths.eventTraits(EVENT), MEMBERS, [], { x: { count: 1, label: 'Works at X' } }),
  ],
  [
    'leaderboards/{id}/all (members of the event)',
    row(() => dbPaths.leaderboard(EVENT, 'all'), MEMBERS, [], { x: { score: 1 } }),
  ],
  [
    'leaderboards/{id}/all/{own public id}',
    row(
      () => dbPaths.leaderboardEntryField(EVENT, 'all', annPublicId, 'score'),
      MEMBERS,
      [],
      1_000_000,
    ),
  ],
  [
    'leaderboards/{id}/teams',
    row(() => dbPaths.teamLeaderboard(EVENT), MEMBERS, [], { AGILE: { score: 1 } }),
  ],
  [
    'users/{key}/connections/{id} (presence, one per connection)',
    row(() => `${dbPaths.user(ann)}/connections/c1`, OWNERS, ['self'], true),
  ],
  [
    'rooms/{id} (players only)',
    row(() => dbPaths.room('r1'), ['self'], [], { status: 'confirmed' }),
  ],
  ['rpsMoves/{id}', row(() => 'rpsMoves/r1', [], [], { x: 'rock' })],
  ['pairs (connection claims)', row(() => `pairs/${EVENT}`, [], [], { x: 1 })],
  ['triviaAnswers/{event} (nobody)', row(() => dbPaths.triviaAnswer(EVENT, 'q1'), [], [], 'x')],
  ['qrTokens (nobody)', row(() => dbPaths.qrToken('ABCDEFGH'), [], [], { key: 'x' })],
  ['publicIds (nobody)', row(() => dbPaths.publicIdIndex(annPublicId), [], [], 'x')],
  ['limits (nobody)', row(() => dbPaths.limit('uid-ann', 'award'), [], [], { tokens: 99 })],
  ['online/{event} (members)', row(() => dbPaths.onlineList(EVENT), MEMBERS, [], { x: 1 })],
  [
    'companies/{id} (its organisers)',
    row(() => dbPaths.company(COMPANY), COMPANY_ORGANISERS, [], { metadata: { userLimit: 1_000 } }),
  ],
  [
    'companies/{id}/userCount (seats used)',
    row(() => dbPaths.companyUserCount(COMPANY), COMPANY_ORGANISERS, [], 0),
  ],
  [
    'companies/{id}/seatClaims/{uid} (a registration’s seat mark: server only)',
    row(() => dbPaths.companySeatClaim(COMPANY, 'uid-ann'), COMPANY_ORGANISERS, [], true),
  ],
  [
    'companies/{another company} (not this company’s organisers)',
    row(() => dbPaths.company(OTHER_COMPANY), OTHER_ORGANISERS, [], { metadata: { userLimit: 1 } }),
  ],
  [
    'users/{key} of another company’s event',
    row(() => dbPaths.user(zed), OTHER_ORGANISERS, [], { metadata: { name: 'x' } }),
  ],
  [
    'search/{another company’s event}',
    row(() => dbPaths.searchIndex(OTHER_EVENT), OTHER_ORGANISERS, [], { x: { n: 'evil' } }),
  ],
  [
    'purchases/{another company’s event}',
    row(() => dbPaths.purchases(OTHER_EVENT), OTHER_ORGANISERS, [], { z2: { state: 'claimed' } }),
  ],
  [
    'search/{event} (the people index: the event’s organisers)',
    row(() => dbPaths.searchIndex(EVENT), ORGANISERS, [], { x: { n: 'evil' } }),
  ],
  [
    'search/{event}/{own key}',
    row(() => dbPaths.searchRow(EVENT, ann), ORGANISERS, [], { n: 'someone else' }),
  ],
  [
    'purchases/{event} (the prize desk)',
    row(() => dbPaths.purchases(EVENT), ORGANISERS, [], { r2: { state: 'claimed' } }),
  ],
  [
    'purchases/{event}/{id}/state',
    row(() => dbPaths.purchaseField(EVENT, 'r1', 'state'), ORGANISERS, [], 'claimed'),
  ],
  ['reps/{event}', row(() => dbPaths.reps(EVENT), ORGANISERS, [], { x: { name: 'Fake' } })],
  [
    'leads/{event} (every booth)',
    row(() => dbPaths.eventLeads(EVENT), ORGANISERS, [], { x: { y: { name: 'Fake' } } }),
  ],
  [
    'leads/{event}/{rep} (the rep reads their own leads)',
    row(() => dbPaths.leads(EVENT, ritaPublicId), ['rep', ...ORGANISERS], [], {
      x: { name: 'Fake' },
    }),
  ],
  [
    'leads/{event}/{another rep}',
    row(() => dbPaths.leads(EVENT, annPublicId), ORGANISERS, [], { x: { name: 'Fake' } }),
  ],
  [
    'booths/{event} (visit counts of every booth: the event’s organisers)',
    row(() => dbPaths.booths(EVENT), ORGANISERS, [], { x: { visits: 1 } }),
  ],
  [
    'booths/{event}/{rep} (the rep reads their own booth’s visits)',
    row(() => dbPaths.booth(EVENT, ritaPublicId), ['rep', ...ORGANISERS], [], { visits: 99 }),
  ],
  [
    'booths/{event}/{another rep}',
    row(() => dbPaths.booth(EVENT, annPublicId), ORGANISERS, [], { visits: 99 }),
  ],
  ['activity/{event}', row(() => dbPaths.activity(EVENT), ORGANISERS, [], { x: { points: 1 } })],
  ['organisers', row(() => dbPaths.organisers(), ['admin'], [], { 'uid-ann': { claim: '*' } })],
  [
    'audit/events/{event}',
    row(() => dbPaths.audit({ kind: 'event', id: EVENT }), ORGANISERS, [], { x: {} }),
  ],
  [
    'audit/companies/{company}',
    row(() => dbPaths.audit({ kind: 'company', id: COMPANY }), COMPANY_ORGANISERS, [], { x: {} }),
  ],
  [
    'audit/companies/{another company}',
    row(() => dbPaths.audit({ kind: 'company', id: OTHER_COMPANY }), OTHER_ORGANISERS, [], {
      x: {},
    }),
  ],
  [
    'audit/events/{another company’s event}',
    row(() => dbPaths.audit({ kind: 'event', id: OTHER_EVENT }), OTHER_ORGANISERS, [], { x: {} }),
  ],
  ['audit/deployment', row(() => dbPaths.audit({ kind: 'deployment' }), ['admin'], [], { x: {} })],
  [
    'boardSnapshots/{event} (members)',
    row(() => dbPaths.boardSnapshot(EVENT, 'all'), MEMBERS, [], { at: 1, rows: [] }),
  ],
  ['boardPublish (nobody)', row(() => dbPaths.boardPublish(EVENT), [], [], { at: 1 })],
  // Her own only (the web app ends her session when it changes); nobody else's, nobody writes.
  [
    'revokedAt/{uid} (that user)',
    row(() => dbPaths.revokedAt('uid-rex'), ['revokedOrganiser'], [], 0),
  ],
];

describe('database rules matrix (web SDK)', () => {
  for (const [name, spec] of MATRIX) {
    describe(name, () => {
      for (const role of ROLES) {
        const mayRead = spec.read.includes(role);
        const mayWrite = spec.write.includes(role);
        it(`${role}: read ${mayRead ? 'allowed' : 'refused'}, write ${mayWrite ? 'allowed' : 'refused'}`, async () => {
          expect(await canRead(role, spec.path())).toBe(mayRead);
          expect(await canWrite(role, spec.path(), spec.value)).toBe(mayWrite);
        });
      }
    });
  }

  it('a revoked organiser signed in again (a token from revokedAt on) reads what her claim covers', async () => {
    const app = initializeApp(
      {
        projectId: 'demo-engage',
        databaseURL: `http://127.0.0.1:${stack.port}?ns=${stack.namespace}`,
        apiKey: 'k',
      },
      'rules-resigned',
    );
    apps.push(app);
    const db = getDatabase(app);
    const token = { sub: 'uid-rex', user_id: 'uid-rex', organiser: '*', iat: REVOKED_AT };
    connectDatabaseEmulator(db, '127.0.0.1', stack.port, { mockUserToken: token });
    clients.resigned = db;
    for (const path of [dbPaths.organisers(), dbPaths.searchIndex(EVENT), dbPaths.companies()])
      expect((await get(ref(db, path))).exists(), path).toBe(true);
  });

  it('the public event node names no attendee trait and counts no booth; the event’s members read traits apart', async () => {
    const event = (await get(ref(clientFor('anonymous'), dbPaths.event(EVENT)))).val();
    expect(event).toMatchObject({ metadata: { name: 'Test Event' } });
    expect(event).not.toHaveProperty('traits');
    expect(event).not.toHaveProperty('booths');
    const visits = (await get(ref(clientFor('eventOrganiser'), dbPaths.booths(EVENT)))).val();
    expect(visits).toEqual({ [ritaPublicId]: { visits: 3 } });
    const traits = (await get(ref(clientFor('other'), dbPaths.eventTraits(EVENT)))).val();
    expect(traits).toMatchObject({ 'company-acme': { label: 'Works at Acme', count: 4 } });
  });

  it('an attendee cannot raise their own points, level, flags, counters or leaderboard entry', async () => {
    const before = (await stack.deps().db.ref().get()).val();
    const self = clientFor('self');
    for (const path of [
      dbPaths.userTotalPoints(ann),
      `${dbPaths.userMetadata(ann)}/level`,
      `${dbPaths.userMetadata(ann)}/isAdmin`,
      dbPaths.userBadge(ann, 'super_networker'),
      dbPaths.leaderboardEntryField(EVENT, 'all', annPublicId, 'score'),
      dbPaths.eventRegistrants(EVENT),
    ]) {
      await expect(set(ref(self, path), 999_999)).rejects.toThrow(/permission.denied/i);
    }
    const after = (await stack.deps().db.ref().get()).val();
    expect(
      JSON.stringify(after, (k, v) =>
        k === 'name' || k === 'color' || k === 'isOnline' ? undefined : v,
      ),
    ).toBe(
      JSON.stringify(before, (k, v) =>
        k === 'name' || k === 'color' || k === 'isOnline' ? undefined : v,
      ),
    );
  });

  it('validates the editable fields: an invalid colour, an empty name, a foreign photo path are refused', async () => {
    const self = clientFor('self');
    for (const colour of ['xyz12', 'no', 'ultraviolet']) {
      await expect(set(ref(self, `${dbPaths.userMetadata(ann)}/color`), colour)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    for (const photo of [
      'uploads/uid-bob/photo',
      'uploads/uid-ann_x.png',
      'https://evil.example/x',
    ]) {
      await expect(set(ref(self, `${dbPaths.userMetadata(ann)}/photo`), photo)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    await set(ref(self, `${dbPaths.userMetadata(ann)}/photo`), 'uploads/uid-ann/photo');
    await expect(
      set(ref(self, `${dbPaths.userMetadata(ann)}/color`), 'ultraviolet'),
    ).rejects.toThrow(/permission.denied/i);
    await expect(set(ref(self, `${dbPaths.userMetadata(ann)}/name`), '')).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(
      set(ref(self, `${dbPaths.userMetadata(keyOf('bob@example.com'))}/name`), 'Bob?'),
    ).rejects.toThrow(/permission.denied/i);
  });

  it('keeps required profile fields: the owner cannot delete them', async () => {
    const self = clientFor('self');
    for (const field of ['name', 'color', 'company', 'department', 'welcomeVideo', 'isOnline']) {
      await expect(set(ref(self, `${dbPaths.userMetadata(ann)}/${field}`), null)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    expect((await get(ref(self, `${dbPaths.userMetadata(ann)}/name`))).val()).toBeTruthy();
  });

  it('lets the players of a small talk write short messages as themselves, and nobody else', async () => {
    const self = clientFor('self');
    const other = clientFor('other');
    const message = (by: string, text: string) => ({ by, text, at: serverTimestamp() });
    await set(push(ref(self, dbPaths.roomMessages('r1'))), message(annPublicId, 'Hello!'));
    for (const [client, value] of [
      [self, message(annPublicId, 'x'.repeat(501))],
      [self, message('someone-else', 'forged')],
      [self, { by: annPublicId, text: 'old', at: 1 }],
      [other, message(annPublicId, 'not my room')],
    ] as const)
      await expect(set(push(ref(client, dbPaths.roomMessages('r1'))), value)).rejects.toThrow(
        /permission.denied/i,
      );
    await expect(get(ref(other, dbPaths.roomMessages('r1')))).rejects.toThrow(/permission.denied/i);
    expect(Object.keys((await get(ref(self, dbPaths.roomMessages('r1')))).val())).toHaveLength(1);
  });

  it('lets a player flag only themselves disconnected', async () => {
    const self = clientFor('self');
    await expect(
      set(ref(self, dbPaths.roomPlayerDisconnected('r1', annPublicId)), false),
    ).rejects.toThrow(/permission.denied/i);
    await set(ref(self, dbPaths.roomPlayerDisconnected('r1', annPublicId)), true);
    await stack.deps().db.ref(dbPaths.roomPlayerDisconnected('r1', annPublicId)).set(false);
  });

  it('lets an attendee list themselves online at their event, under their own public id and name', async () => {
    const self = clientFor('self');
    const entry = (name: string) => ({ name, color: 'red', at: serverTimestamp() });
    const profile = (await stack.deps().db.ref(dbPaths.userMetadata(ann)).get()).val();
    await set(ref(self, dbPaths.onlineEntry(EVENT, annPublicId)), {
      ...entry(profile.name),
      color: profile.color,
    });
    await expect(
      set(ref(self, dbPaths.onlineEntry(EVENT, annPublicId)), {
        ...entry('Someone Famous'),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(self, dbPaths.onlineEntry(EVENT, 'not-me')), {
        ...entry(profile.name),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(self, dbPaths.onlineEntry('other-event', annPublicId)), {
        ...entry(profile.name),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await set(ref(self, dbPaths.onlineEntry(EVENT, annPublicId)), null);
  });

  it('lets an attendee mark their own notifications read, and write nothing else there', async () => {
    const self = clientFor('self');
    await set(ref(self, `${dbPaths.userNotification(ann, 'n1')}/read`), true);
    await expect(
      set(ref(self, `${dbPaths.userNotification(ann, 'n1')}/message`), 'changed'),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(clientFor('other'), `${dbPaths.userNotification(ann, 'n1')}/read`), true),
    ).rejects.toThrow(/permission.denied/i);
  });
});
