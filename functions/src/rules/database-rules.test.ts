import { planAward } from '@engage/domain/awards';
import { conversationId } from '@engage/domain/inbox';
import { HIDDEN_NAME } from '@engage/domain/privacy';
import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { announcementNodes } from '@engage/domain/store/announcements';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { inboxNodes } from '@engage/domain/store/inbox';
import { kioskNodes } from '@engage/domain/store/kiosks';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { quizNodes } from '@engage/domain/store/quiz';
import { roomNodes } from '@engage/domain/store/rooms';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes } from '@engage/domain/store/sessions';
import { userNodes } from '@engage/domain/store/users';
import { toUpdate } from '@engage/server/placed';
import { context } from '@engage/server/deps';
import { deleteApp, type FirebaseApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  ref,
  serverTimestamp,
  set,
  update,
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
  'kiosk',
  'revokedKiosk',
] as const;
type Role = (typeof ROLES)[number];
let ann = '';
let bob = '';
let annPublicId = '';
let ritaPublicId = '';
let bobPublicId = '';
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
    kiosk: 'kiosk-K1',
    revokedKiosk: 'kiosk-K0',
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
      // A venue kiosk's sign-in (openKiosk's custom token), and one whose link was revoked.
      kiosk: { kiosk: 'K1', kioskEvent: EVENT },
      revokedKiosk: { kiosk: 'K0', kioskEvent: EVENT },
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
  bob = keys.bob ?? '';
  const db = stack.deps().db;
  await db.ref(userNodes.field(keys.rita ?? '', 'isRep')).set(true);
  await db.ref(userNodes.field(keys.boss ?? '', 'isAdmin')).set(true);
  const profile = (await db.ref(userNodes.metadata(ann)).get()).val();
  annPublicId = profile.publicId;
  ritaPublicId = (await db.ref(userNodes.field(keys.rita ?? '', 'publicId')).get()).val();
  bobPublicId = (await db.ref(userNodes.field(keys.bob ?? '', 'publicId')).get()).val();
  const award = planAward(
    profile,
    { key: ann, points: 5, reason: 'seed', by: 'test' },
    context(stack.deps()),
  );
  await db.ref().update(toUpdate(award.writes));
  await db.ref().update({
    [eventNodes.theme(EVENT)]: { themeColor: '#112233' },
    [eventNodes.speaker(EVENT, 's1')]: { name: 'Grace' },
    [eventNodes.sponsor(EVENT, 'sp1')]: { Category: 'Gold' },
    [`${eventNodes.trivia(EVENT)}/q1`]: { image: 'picture_trivia/q1/p.png' },
    [roomNodes.room('r1')]: {
      status: 'confirmed',
      game: 'act05',
      players: { [annPublicId]: { active: true, disconnected: false } },
    },
    [eventNodes.answer(EVENT, 'q1')]: 'red',
    [userNodes.qrToken('ABCDEFGH')]: { key: ann, eventId: EVENT, expiresAt: 1 },
    [userNodes.byPublicId(annPublicId)]: ann,
    [inboxNodes.entry(ann, annAndBob())]: {
      with: bobPublicId,
      withName: 'Bob',
      last: 'Hi',
      lastBy: bobPublicId,
      at: 1,
      unread: 2,
    },
    [`${userNodes.notifications(ann)}/n1`]: {
      kind: 'level',
      text: 'You reached level 2! Press Level up on the home screen to move up.',
      message: 'level',
      params: { level: 2 },
      at: 1,
    },
    [userNodes.room(ann, 'r1')]: { active: true, disconnected: false },
    [userNodes.pairFlags(ann)]: { requester: false, other: false },
    [marketNodes.purchase(EVENT, 'r1')]: { key: ann, name: 'Ann', state: 'bought' },
    [eventNodes.rep(EVENT, ritaPublicId)]: { name: 'Rita', company: 'Acme' },
    [eventNodes.lead(EVENT, ritaPublicId, annPublicId)]: { name: 'Ann', company: 'Acme' },
    [eventNodes.boothVisits(EVENT, ritaPublicId)]: 3,
    [eventNodes.boothLead(EVENT, ritaPublicId, annPublicId)]: { at: 1 },
    [eventNodes.boothLead(EVENT, 'p-other-rep', annPublicId)]: { at: 1 },
    [eventNodes.boothLead(OTHER_EVENT, ritaPublicId, 'p-zed')]: {
      at: 1,
      contact: { name: 'Zed', email: 'zed@example.com', company: 'Other' },
    },
    [userNodes.leadConsent(ann, ritaPublicId)]: { rep: 'Rita', sponsor: 'Acme', at: 1 },
    [eventNodes.activityField(EVENT, '0000000001', 'points')]: 10,
    [organiserNodes.organiser('uid-boss')]: { claim: '*' },
    [organiserNodes.auditEntry({ kind: 'event', id: EVENT }, 'a1')]: { action: 'theme.set' },
    [organiserNodes.auditEntry({ kind: 'company', id: COMPANY }, 'a1')]: {
      action: 'company.update',
    },
    [organiserNodes.auditEntry({ kind: 'deployment' }, 'a1')]: { action: 'company.create' },
    [organiserNodes.revokedAt('uid-rex')]: REVOKED_AT,
    [organiserNodes.companyMetadata(OTHER_COMPANY)]: { name: 'Other', userLimit: 10 },
    [eventNodes.metadata(OTHER_EVENT)]: { name: 'Other Event', customerId: OTHER_COMPANY },
    [userNodes.metadata(zed)]: { name: 'Zed', eventId: OTHER_EVENT },
    [userNodes.byUid('uid-zed')]: zed,
    [everyoneNodes.field(zed, 'eventId')]: OTHER_EVENT,
    [organiserNodes.organiser('uid-zed')]: { claim: `|e:${OTHER_EVENT}|`, key: zed },
    [eventNodes.searchRow(OTHER_EVENT, zed)]: { n: 'zed' },
    [marketNodes.purchase(OTHER_EVENT, 'z1')]: { key: zed, name: 'Zed', state: 'bought' },
    [organiserNodes.auditEntry({ kind: 'event', id: OTHER_EVENT }, 'a1')]: { action: 'theme.set' },
    [organiserNodes.auditEntry({ kind: 'company', id: OTHER_COMPANY }, 'a1')]: {
      action: 'company.update',
    },
    [announcementNodes.announcement(EVENT, 'a1')]: { text: 'Lunch in hall B', at: 1 },
    [announcementNodes.announcement(OTHER_EVENT, 'a1')]: { text: 'Their lunch', at: 1 },
    [announcementNodes.sends(EVENT)]: { a1: 1 },
    [boardNodes.snapshot(OTHER_EVENT, 'all')]: { at: 1 },
    [kioskNodes.kiosk(EVENT, 'K1')]: { label: 'Hall A', at: 1, by: 'keve' },
    [kioskNodes.secret('K1')]: { eventId: EVENT, hash: 'h' },
    [sessionNodes.session(EVENT, 'k1')]: {
      title: 'Keynote',
      description: '',
      startsAt: 1,
      endsAt: 2,
      room: 'A',
      track: 'T',
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

/** Ann and Bob's conversation (inbox.ts), named by their two public ids. */
const annAndBob = () => conversationId(annPublicId, bobPublicId);

const MATRIX: [string, Row][] = [
  // The inbox (inbox.ts): a conversation is read by its two members only (no third attendee, no
  // organiser, nobody of another event), and written by the server alone; a list is its owner's.
  [
    'conversations/{event}/{own pair} (its two members)',
    row(() => inboxNodes.conversation(EVENT, annAndBob()), ['self', 'other'], [], {
      messages: { m1: { by: 'x', text: 'forged', at: 1 } },
    }),
  ],
  [
    'conversations/{event}/{another pair}',
    row(
      () => inboxNodes.conversation(EVENT, conversationId(bobPublicId, ritaPublicId)),
      ['other', 'rep'],
    ),
  ],
  [
    'conversations/{another event}/{own pair}',
    row(() => inboxNodes.conversation(OTHER_EVENT, annAndBob()), []),
  ],
  [
    'inboxes/{own key} (the member alone)',
    row(() => inboxNodes.inbox(ann), ['self'], [], { x: { unread: 0 } }),
  ],
  [
    'inboxes/{own key}/{conversation}/unread (set back to 0 by its owner)',
    row(() => inboxNodes.unread(ann, annAndBob()), ['self'], ['self'], 0),
  ],
  ['users/{key}', row(() => userNodes.user(ann), OWNERS)],
  [
    'users/{key}/metadata/name (edited through updateProfile, which keeps the index and boards)',
    row(() => `${userNodes.metadata(ann)}/name`, OWNERS, [], 'Ann B.'),
  ],
  [
    'users/{key}/metadata/interests (edited through updateProfile, which checks the event’s lists)',
    row(() => userNodes.field(ann, 'interests'), OWNERS, [], ['Not on the list']),
  ],
  [
    'users/{key}/metadata/country (edited through updateProfile, which checks the event’s lists)',
    row(() => userNodes.field(ann, 'country'), OWNERS, [], 'Nowhere'),
  ],
  [
    'users/{key}/metadata/color (edited through updateProfile)',
    row(() => `${userNodes.metadata(ann)}/color`, OWNERS, [], 'teal'),
  ],
  [
    'users/{key}/metadata/privacy (set through setPrivacy, which renames or hides the board entries)',
    row(() => userNodes.privacy(ann), OWNERS, [], { show: 'hidden' }),
  ],
  [
    'users/{key}/metadata/photo (its owner, their own upload)',
    row(() => `${userNodes.metadata(ann)}/photo`, OWNERS, ['self'], 'uploads/uid-ann/photo'),
  ],
  [
    'users/{key}/metadata/isOnline (presence)',
    row(() => `${userNodes.metadata(ann)}/isOnline`, OWNERS, ['self'], true),
  ],
  [
    'users/{key}/metadata/welcomeVideo (set with its points by watchedWelcomeVideo: server only)',
    row(() => userNodes.field(ann, 'welcomeVideo'), OWNERS, [], true),
  ],
  [
    'users/{key}/metadata/isAdmin',
    row(() => `${userNodes.metadata(ann)}/isAdmin`, OWNERS, [], true),
  ],
  ['users/{key}/metadata/isRep', row(() => `${userNodes.metadata(ann)}/isRep`, OWNERS, [], true)],
  [
    'users/{key}/seatCompany (where registration took the seat: server only)',
    row(() => userNodes.seatCompany(ann), OWNERS, [], OTHER_COMPANY),
  ],
  ['users/{key}/metadata/level', row(() => `${userNodes.metadata(ann)}/level`, OWNERS, [], 5)],
  [
    'users/{key}/levelNoticed (the highest level told: server only, so none is told twice or never)',
    row(() => userNodes.levelNoticed(ann), OWNERS, [], 5),
  ],
  [
    'users/{key}/notifications/{id} (a level notice of one’s own making)',
    row(() => userNodes.notification(ann, 'fake-level'), OWNERS, [], {
      kind: 'level',
      text: 'You reached level 5!',
      message: 'level',
      params: { level: 5 },
      at: 1,
    }),
  ],
  [
    'users/{key}/notifications/{id}/params (what a notice tells, rewritten: server only)',
    row(() => `${userNodes.notification(ann, 'n1')}/params`, OWNERS, [], { points: 1_000 }),
  ],
  [
    'users/{key}/notifications/{id}/message (another notice’s key: server only)',
    row(() => `${userNodes.notification(ann, 'n1')}/message`, OWNERS, [], 'prizeSetAside'),
  ],
  [
    'users/{key}/metadata/isPrizeClaimed',
    row(() => `${userNodes.metadata(ann)}/isPrizeClaimed`, OWNERS, [], true),
  ],
  [
    'users/{key}/games/act04/totalPoints',
    row(() => userNodes.totalPoints(ann), OWNERS, [], 1_000_000),
  ],
  [
    'users/{key}/games/act01',
    row(() => userNodes.game(ann, 'act01'), OWNERS, [], { isComplete: true }),
  ],
  [
    'users/{key}/games/multiplayer_room',
    row(() => userNodes.pairFlags(ann), OWNERS, [], { requester: true, other: true }),
  ],
  ['users/{key}/badges/coins', row(() => userNodes.badge(ann, 'coins'), OWNERS, [], 999)],
  [
    'users/{key}/notifications',
    row(() => userNodes.notifications(ann), OWNERS, [], { x: { message: 'fake' } }),
  ],
  ['users/{key}/rooms', row(() => userNodes.rooms(ann), OWNERS, [], { r9: { active: true } })],
  ['uids/{uid}', row(() => userNodes.byUid('uid-ann'), ['self'], [], 'someone-else')],
  ['ledger/{key}', row(() => userNodes.ledger(ann), OWNERS, [], { x: { points: 100 } })],
  [
    'companies',
    row(() => organiserNodes.companies(), ['admin'], [], { evil: { metadata: { userLimit: 1 } } }),
  ],
  ['events (the list: organisers of every event)', row(() => eventNodes.all(), ['admin'], [], {})],
  ['events/{id}', row(() => eventNodes.event(EVENT), ROLES, [], { metadata: { name: 'Hacked' } })],
  ['events/{id}/metadata/registrants', row(() => eventNodes.registrants(EVENT), ROLES, [], 0)],
  [
    'events/{id}/teams (named through adminSetTeam only)',
    row(() => eventNodes.teams(EVENT), ROLES, [], { AGILE: { name: 'Hacked', color: 'green' } }),
  ],
  [
    'events/{id}/scoring (an event’s points and levels: adminSetScoring writes)',
    row(() => eventNodes.scoring(EVENT), ROLES, [], {
      points: { qrConnection: 1_000 },
      levels: [0, 1],
    }),
  ],
  [
    'events/{id}/scoring/points/qrConnection',
    row(() => `${eventNodes.scoring(EVENT)}/points/qrConnection`, ROLES, [], 1_000),
  ],
  [
    'events/{id}/teams/{team}/name',
    row(() => `${eventNodes.team(EVENT, 'AGILE')}/name`, ROLES, [], 'Hacked'),
  ],
  [
    'events/{id}/pickLists (set through adminSetPickLists only)',
    row(() => eventNodes.pickLists(EVENT), ROLES, [], { departments: ['Attack Co'] }),
  ],
  [
    'events/{id}/bingoSquares (chosen through adminSetBingoSquares only)',
    row(() => eventNodes.bingoSquares(EVENT), ROLES, [], {
      'company-attack-co': 'Works at Attack Co',
    }),
  ],
  ['themes/{id}', row(() => eventNodes.theme(EVENT), ROLES, [], { themeColor: '#000000' })],
  ['speakers/{id}', row(() => eventNodes.speakers(EVENT), ROLES, [], { s2: { name: 'Fake' } })],
  [
    'sponsors/{id}',
    row(() => eventNodes.sponsors(EVENT), ROLES, [], { sp2: { Category: 'Fake' } }),
  ],
  ['prizes/{id}', row(() => marketNodes.prizes(EVENT), ROLES, [], { mug: { stock: 1_000 } })],
  ['trivia/{id}', row(() => eventNodes.trivia(EVENT), MEMBERS, [], { q1: { answer: 'x' } })],
  [
    'traits/{id} (bingo traits, whose labels name attendees’ companies: members of the event)',
    row(() => eventNodes.traits(EVENT), MEMBERS, [], { x: { count: 1, label: 'Works at X' } }),
  ],
  [
    'welcomeVideos/{id} (the video’s file name: members of the event; adminSetWelcomeVideo writes)',
    row(() => eventNodes.welcomeVideo(EVENT), MEMBERS, [], {
      path: `video/${EVENT}/mine.webm`,
      contentType: 'video/webm',
      size: 1,
      at: 1,
    }),
  ],
  [
    'leaderboards/{id}/all (members of the event)',
    row(() => boardNodes.board(EVENT, 'all'), MEMBERS, [], { x: { score: 1 } }),
  ],
  [
    'leaderboards/{id}/all/{own public id}',
    row(() => boardNodes.entryField(EVENT, 'all', annPublicId, 'score'), MEMBERS, [], 1_000_000),
  ],
  [
    'leaderboards/{id}/teams',
    row(() => boardNodes.teams(EVENT), MEMBERS, [], { AGILE: { score: 1 } }),
  ],
  [
    'users/{key}/connections/{id} (presence, one per connection)',
    row(() => `${userNodes.user(ann)}/connections/c1`, OWNERS, ['self'], true),
  ],
  [
    'rooms/{id} (players only)',
    row(() => roomNodes.room('r1'), ['self'], [], { status: 'confirmed' }),
  ],
  ['rpsMoves/{id}', row(() => 'rpsMoves/r1', [], [], { x: 'rock' })],
  ['pairs (connection claims)', row(() => `pairs/${EVENT}`, [], [], { x: 1 })],
  ['triviaAnswers/{event} (nobody)', row(() => eventNodes.answer(EVENT, 'q1'), [], [], 'x')],
  ['qrTokens (nobody)', row(() => userNodes.qrToken('ABCDEFGH'), [], [], { key: 'x' })],
  // Session check-in (session-checkin.ts): the codes are the server's; the attendee reads their
  // own check-ins; the event's organisers read attendance, ratings and comments; nobody writes.
  [
    'sessionCodes/{event}/{session} (nobody)',
    row(() => sessionCheckInNodes.codes(EVENT, 's1'), [], [], {
      ABCDEFGH: { issuedAt: 1, expiresAt: 9e12 },
    }),
  ],
  [
    'sessionVisits/{own key} (the attendee alone)',
    row(() => sessionCheckInNodes.visits(ann), ['self'], [], { s1: { at: 1 } }),
  ],
  [
    'sessionVisits/{own key}/{session} (a check-in is the server’s to write)',
    row(() => sessionCheckInNodes.visit(ann, 's1'), ['self'], [], { at: 1, rating: 5 }),
  ],
  [
    'sessionVisits/{another event’s attendee}',
    row(() => sessionCheckInNodes.visits(zed), [], [], { s1: { at: 1 } }),
  ],
  [
    'sessionAttendance/{event} (its organisers: attendance, ratings, comments)',
    row(() => sessionCheckInNodes.attendances(EVENT), ORGANISERS, [], { s1: { checkIns: 99 } }),
  ],
  [
    'sessionAttendance/{event}/{session}/people/{own key} (feedback is not the attendee’s)',
    row(() => sessionCheckInNodes.attendee(EVENT, 's1', ann), ORGANISERS, [], {
      name: 'Ann',
      at: 1,
      rating: 5,
    }),
  ],
  [
    'sessionAttendance/{another company’s event}',
    row(() => sessionCheckInNodes.attendances(OTHER_EVENT), OTHER_ORGANISERS, [], {
      s1: { checkIns: 1 },
    }),
  ],
  ['publicIds (nobody)', row(() => userNodes.byPublicId(annPublicId), [], [], 'x')],
  ['limits (nobody)', row(() => userNodes.limit('uid-ann', 'award'), [], [], { tokens: 99 })],
  ['online/{event} (members)', row(() => userNodes.online(EVENT), MEMBERS, [], { x: 1 })],
  [
    'companies/{id} (its organisers)',
    row(() => organiserNodes.company(COMPANY), COMPANY_ORGANISERS, [], {
      metadata: { userLimit: 1_000 },
    }),
  ],
  [
    'companies/{id}/userCount (seats used)',
    row(() => organiserNodes.userCount(COMPANY), COMPANY_ORGANISERS, [], 0),
  ],
  [
    'companies/{id}/seatClaims/{uid} (a registration’s seat mark: server only)',
    row(() => organiserNodes.seatClaim(COMPANY, 'uid-ann'), COMPANY_ORGANISERS, [], true),
  ],
  [
    'companies/{another company} (not this company’s organisers)',
    row(() => organiserNodes.company(OTHER_COMPANY), OTHER_ORGANISERS, [], {
      metadata: { userLimit: 1 },
    }),
  ],
  [
    'users/{key} of another company’s event',
    row(() => userNodes.user(zed), OTHER_ORGANISERS, [], { metadata: { name: 'x' } }),
  ],
  [
    'search/{another company’s event}',
    row(() => eventNodes.search(OTHER_EVENT), OTHER_ORGANISERS, [], { x: { n: 'evil' } }),
  ],
  [
    'purchases/{another company’s event}',
    row(() => marketNodes.purchases(OTHER_EVENT), OTHER_ORGANISERS, [], {
      z2: { state: 'claimed' },
    }),
  ],
  [
    'search/{event} (the people index: the event’s organisers)',
    row(() => eventNodes.search(EVENT), ORGANISERS, [], { x: { n: 'evil' } }),
  ],
  [
    'search/{event}/{own key}',
    row(() => eventNodes.searchRow(EVENT, ann), ORGANISERS, [], { n: 'someone else' }),
  ],
  [
    'everyone (every event’s people: an organiser of every event, not one revoked)',
    row(() => everyoneNodes.everyone(), ['admin'], [], { x: { n: 'evil' } }),
  ],
  ['everyone/{own key}', row(() => everyoneNodes.row(ann), ['admin'], [], { n: 'someone else' })],
  [
    'everyone/{own key}/eventId (where the app finds its own event, docs/instances.md)',
    row(() => everyoneNodes.field(ann, 'eventId'), ['self', 'admin'], [], 'other-event'),
  ],
  [
    'purchases/{event} (the prize desk)',
    row(() => marketNodes.purchases(EVENT), ORGANISERS, [], { r2: { state: 'claimed' } }),
  ],
  [
    'purchases/{event}/{id}/state',
    row(() => marketNodes.purchaseField(EVENT, 'r1', 'state'), ORGANISERS, [], 'claimed'),
  ],
  ['reps/{event}', row(() => eventNodes.reps(EVENT), ORGANISERS, [], { x: { name: 'Fake' } })],
  [
    'leads/{event} (every booth)',
    row(() => eventNodes.leads(EVENT), ORGANISERS, [], { x: { y: { name: 'Fake' } } }),
  ],
  [
    'leads/{event}/{rep} (the organisers’ record names visitors: not the rep’s to read)',
    row(() => eventNodes.repLeads(EVENT, ritaPublicId), ORGANISERS, [], {
      x: { name: 'Fake' },
    }),
  ],
  [
    'boothLeads/{event}/{rep} (My leads: the rep alone, written by the server only)',
    row(() => eventNodes.boothLeads(EVENT, ritaPublicId), ['rep'], [], { x: { at: 1 } }),
  ],
  [
    'boothLeads/{event}/{rep}/{visitor}/note (notes and ratings go through noteLead)',
    row(() => `${eventNodes.boothLead(EVENT, ritaPublicId, annPublicId)}/note`, ['rep'], [], 'x'),
  ],
  [
    'boothLeads/{event}/{rep}/{visitor}/contact (only the visitor’s own answer puts it there)',
    row(() => eventNodes.boothLeadContact(EVENT, ritaPublicId, annPublicId), ['rep'], [], {
      name: 'Ann',
      email: 'ann@example.com',
      company: 'Acme',
    }),
  ],
  [
    'boothLeads/{event}/{another sponsor’s rep}',
    row(() => eventNodes.boothLeads(EVENT, 'p-other-rep'), [], [], { x: { at: 1 } }),
  ],
  [
    'boothLeads/{another event}/{rep} (a rep of this event reads no other event’s leads)',
    row(() => eventNodes.boothLeads(OTHER_EVENT, ritaPublicId), [], [], { x: { at: 1 } }),
  ],
  [
    'users/{key}/leadConsents/{rep} (the attendee answers through shareLeadDetails)',
    row(() => userNodes.leadConsent(ann, ritaPublicId), OWNERS, [], {
      rep: 'Rita',
      sponsor: 'Acme',
      at: 1,
      shared: true,
    }),
  ],
  [
    'leads/{event}/{another rep}',
    row(() => eventNodes.repLeads(EVENT, annPublicId), ORGANISERS, [], { x: { name: 'Fake' } }),
  ],
  [
    'booths/{event} (visit counts of every booth: the event’s organisers)',
    row(() => eventNodes.booths(EVENT), ORGANISERS, [], { x: { visits: 1 } }),
  ],
  [
    'booths/{event}/{rep} (the rep reads their own booth’s visits)',
    row(() => eventNodes.booth(EVENT, ritaPublicId), ['rep', ...ORGANISERS], [], { visits: 99 }),
  ],
  [
    'booths/{event}/{another rep}',
    row(() => eventNodes.booth(EVENT, annPublicId), ORGANISERS, [], { visits: 99 }),
  ],
  ['activity/{event}', row(() => eventNodes.activity(EVENT), ORGANISERS, [], { x: { points: 1 } })],
  ['organisers', row(() => organiserNodes.all(), ['admin'], [], { 'uid-ann': { claim: '*' } })],
  [
    'organisers/{uid} (a person’s rights, for their event’s console: its organisers)',
    row(() => organiserNodes.organiser('uid-ann'), ORGANISERS, [], { claim: '*' }),
  ],
  [
    'organisers/{uid of another company’s attendee}',
    row(() => organiserNodes.organiser('uid-zed'), OTHER_ORGANISERS, [], { claim: '*' }),
  ],
  [
    'organisers/{uid nobody registered}',
    row(() => organiserNodes.organiser('uid-nobody'), ['admin'], [], { claim: '*' }),
  ],
  [
    'audit/events/{event}',
    row(() => organiserNodes.audit({ kind: 'event', id: EVENT }), ORGANISERS, [], { x: {} }),
  ],
  [
    'audit/companies/{company}',
    row(() => organiserNodes.audit({ kind: 'company', id: COMPANY }), COMPANY_ORGANISERS, [], {
      x: {},
    }),
  ],
  [
    'audit/companies/{another company}',
    row(() => organiserNodes.audit({ kind: 'company', id: OTHER_COMPANY }), OTHER_ORGANISERS, [], {
      x: {},
    }),
  ],
  [
    'audit/events/{another company’s event}',
    row(() => organiserNodes.audit({ kind: 'event', id: OTHER_EVENT }), OTHER_ORGANISERS, [], {
      x: {},
    }),
  ],
  [
    'audit/deployment',
    row(() => organiserNodes.audit({ kind: 'deployment' }), ['admin'], [], { x: {} }),
  ],
  [
    'boardSnapshots/{event} (members, and the event’s live kiosks)',
    row(() => boardNodes.snapshot(EVENT, 'all'), [...MEMBERS, 'kiosk'], [], { at: 1 }),
  ],
  [
    'boardSnapshots/{another company’s event}',
    row(() => boardNodes.snapshot(OTHER_EVENT, 'all'), OTHER_ORGANISERS, [], { at: 1 }),
  ],
  ['boardPublish (nobody)', row(() => boardNodes.publish(EVENT), [], [], { at: 1 })],
  // A live quiz round: the round (its right option only once revealed) for the event's members
  // and live kiosks, written by adminQuizRound only; an answer for its attendee alone (a reloaded
  // phone shows its pick), the tally for nobody.
  [
    'quizRounds/{event} (members, and the event’s live kiosks; adminQuizRound writes)',
    row(() => quizNodes.round(EVENT), [...MEMBERS, 'kiosk'], [], {
      id: 'r1',
      state: 'closed',
      questions: ['q1'],
      index: 0,
      question: { id: 'q1', question: 'Colour?', options: ['red'], points: 10 },
      openedAt: 1,
      closesAt: 2,
      right: 'red',
    }),
  ],
  [
    'quizRounds/{another company’s event}',
    row(() => quizNodes.round(OTHER_EVENT), OTHER_ORGANISERS, [], { id: 'r1' }),
  ],
  [
    'quizAnswers/{event}/{round}/{index}/{key} (its attendee alone, not even organisers)',
    row(() => quizNodes.answer(EVENT, 'r1', 0, ann), ['self'], [], {
      picked: 'red',
      at: 1,
      points: 10,
    }),
  ],
  [
    'quizAnswers/{event}/{round}/{index} (nobody: not the others’ answers)',
    row(() => quizNodes.answer(EVENT, 'r1', 0, ann).replace(/\/[^/]+$/, ''), [], [], { x: 1 }),
  ],
  [
    'quizTallies/{event}/{round} (nobody)',
    row(() => quizNodes.tally(EVENT, 'r1'), [], [], { x: { name: 'Ann', points: 10 } }),
  ],
  // The programme: the event's members, organisers and live kiosks (the projector's "now in each
  // room") read its sessions; adminSession and adminImportSessions write them.
  [
    'sessions/{event} (members, and the event’s live kiosks; the admin callables write)',
    row(() => sessionNodes.list(EVENT), [...MEMBERS, 'kiosk'], [], {
      s1: { title: 'Keynote', description: '', startsAt: 1, endsAt: 2, room: 'A', track: 'T' },
    }),
  ],
  [
    'sessions/{event}/{id}',
    row(() => sessionNodes.session(EVENT, 's1'), [...MEMBERS, 'kiosk'], [], {
      title: 'Edited',
      description: '',
      startsAt: 1,
      endsAt: 2,
      room: 'A',
      track: 'T',
    }),
  ],
  [
    'sessions/{another company’s event}',
    row(() => sessionNodes.list(OTHER_EVENT), OTHER_ORGANISERS, [], {
      s1: { title: 'Theirs', description: '', startsAt: 1, endsAt: 2, room: 'A', track: 'T' },
    }),
  ],
  // My schedule: the attendee's own stars, written by their browser under the rules (a session
  // of their event, `true` or removed), read by them alone.
  [
    'schedules/{key} (its attendee alone; no write of the whole schedule)',
    row(() => sessionNodes.stars(ann), ['self'], [], { k1: true }),
  ],
  [
    'schedules/{key}/{a session of the event} (its attendee stars it)',
    row(() => sessionNodes.star(ann, 'k1'), ['self'], ['self'], true),
  ],
  [
    'schedules/{key}/{no such session}',
    row(() => sessionNodes.star(ann, 'nope'), ['self'], [], true),
  ],
  [
    'schedules/{key}/{session} (anything but true)',
    row(() => sessionNodes.star(ann, 'k1'), ['self'], [], 'yes'),
  ],
  [
    'schedules/{another attendee’s key}/{session}',
    row(() => sessionNodes.star(bob, 'k1'), ['other'], ['other'], true),
  ],
  // Announcements: stored once per event, read by its members and organisers, written by the server.
  [
    'announcements/{event} (members, and the event’s live kiosks: the projector’s ticker)',
    row(() => announcementNodes.list(EVENT), [...MEMBERS, 'kiosk'], [], {
      x: { text: 'Free beer', at: 1 },
    }),
  ],
  [
    'announcements/{event}/{id}',
    row(() => announcementNodes.announcement(EVENT, 'a1'), [...MEMBERS, 'kiosk'], [], {
      text: 'Edited',
      at: 1,
    }),
  ],
  [
    'announcements/{another company’s event}',
    row(() => announcementNodes.list(OTHER_EVENT), OTHER_ORGANISERS, [], { x: { text: 'x' } }),
  ],
  // Kiosk links: the event's organisers list them, each kiosk reads its own (to learn it was
  // revoked), the link's hash nobody; only the server writes (adminCreateKiosk, adminRevokeKiosk).
  [
    'kiosks/{event}',
    row(() => kioskNodes.list(EVENT), ORGANISERS, [], { x: { label: 'Mine', at: 1, by: 'x' } }),
  ],
  [
    'kiosks/{event}/{that kiosk}',
    row(() => kioskNodes.kiosk(EVENT, 'K1'), [...ORGANISERS, 'kiosk'], [], {
      label: 'Renamed',
      at: 1,
      by: 'x',
    }),
  ],
  [
    'kiosks/{event}/{a revoked kiosk} (its own, now empty)',
    row(() => kioskNodes.kiosk(EVENT, 'K0'), [...ORGANISERS, 'revokedKiosk'], [], {
      label: 'Back',
      at: 1,
      by: 'x',
    }),
  ],
  [
    'kioskSecrets (nobody)',
    row(() => kioskNodes.secret('K1'), [], [], { eventId: EVENT, hash: 'x' }),
  ],
  ['announcementSends (nobody)', row(() => announcementNodes.sends(EVENT), [], [], { a1: 0 })],
  [
    'users/{key}/announcementsSeen (its owner)',
    row(() => userNodes.announcementsSeen(ann), OWNERS, ['self'], 1),
  ],
  // A company's organisers read its applications; a registrant reads their own; only the server writes.
  [
    'applications/{company}',
    row(() => organiserNodes.applications(COMPANY), COMPANY_ORGANISERS, [], { x: {} }),
  ],
  [
    'applications/{company}/{uid} (that registrant)',
    row(() => organiserNodes.application(COMPANY, 'uid-ann'), ['self', ...COMPANY_ORGANISERS], [], {
      key: 'k',
      name: 'Ann',
      email: 'ann@example.com',
      eventId: EVENT,
      state: 'approved',
      at: 1,
    }),
  ],
  [
    'applications/{another company}',
    row(() => organiserNodes.applications(OTHER_COMPANY), OTHER_ORGANISERS, [], { x: {} }),
  ],
  // Her own only (the web app ends her session when it changes); nobody else's, nobody writes.
  [
    'revokedAt/{uid} (that user)',
    row(() => organiserNodes.revokedAt('uid-rex'), ['revokedOrganiser'], [], 0),
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

  /** A client signed in as the revoked organiser at `authTime` (mock tokens take it from iat). */
  const revokedOrganiserAt = (authTime: number, name: string): Database => {
    const app = initializeApp(
      {
        projectId: 'demo-engage',
        databaseURL: `http://127.0.0.1:${stack.port}?ns=${stack.namespace}`,
        apiKey: 'k',
      },
      name,
    );
    apps.push(app);
    const db = getDatabase(app);
    const token = { sub: 'uid-rex', user_id: 'uid-rex', organiser: '*', iat: authTime };
    connectDatabaseEmulator(db, '127.0.0.1', stack.port, { mockUserToken: token });
    clients[name] = db;
    return db;
  };
  const ORGANISER_READS = [
    organiserNodes.all(),
    eventNodes.search(EVENT),
    organiserNodes.companies(),
  ];

  it('a revoked organiser signed in again (a token from after revokedAt) reads what her claim covers', async () => {
    const db = revokedOrganiserAt(REVOKED_AT + 1, 'rules-resigned');
    for (const path of ORGANISER_READS)
      expect((await get(ref(db, path))).exists(), path).toBe(true);
  });

  // In Firebase `'users/' + null` is an error that refuses the whole rule, where it once read
  // users/null here: the member-of-the-event branch must not run for an account with no uids entry.
  it('an organiser who is not a registered attendee reads the event’s member-only nodes', async () => {
    const admin = stack.deps().db;
    for (const role of ['eventOrganiser', 'companyOrganiser'] as const) {
      const uid = role === 'eventOrganiser' ? 'uid-eve' : 'uid-cora';
      expect((await admin.ref(userNodes.byUid(uid)).get()).exists(), uid).toBe(false);
      for (const path of [
        eventNodes.trivia(EVENT),
        eventNodes.traits(EVENT),
        boardNodes.board(EVENT, 'all'),
        userNodes.online(EVENT),
        boardNodes.snapshot(EVENT, 'all'),
      ])
        expect(await canRead(role, path), `${role} reads ${path}`).toBe(true);
    }
  });

  // Firebase documents the check as `auth_time > revokeTime`: a sign-in of the revoke's own second
  // may have come before it, so it counts as revoked (Auth keeps only whole seconds).
  it('a token signed in during the revoke’s own second reads nothing as organiser', async () => {
    const db = revokedOrganiserAt(REVOKED_AT, 'rules-same-second');
    for (const path of ORGANISER_READS)
      await expect(get(ref(db, path)), path).rejects.toThrow(/permission.denied/i);
  });

  it('the public event node names no attendee trait and counts no booth; the event’s members read traits apart', async () => {
    const event = (await get(ref(clientFor('anonymous'), eventNodes.event(EVENT)))).val();
    expect(event).toMatchObject({ metadata: { name: 'Test Event' } });
    expect(event).not.toHaveProperty('traits');
    expect(event).not.toHaveProperty('booths');
    const visits = (await get(ref(clientFor('eventOrganiser'), eventNodes.booths(EVENT)))).val();
    expect(visits).toEqual({ [ritaPublicId]: { visits: 3 } });
    const traits = (await get(ref(clientFor('other'), eventNodes.traits(EVENT)))).val();
    expect(traits).toMatchObject({ 'company-acme': { label: 'Works at Acme', count: 4 } });
  });

  it('an attendee cannot raise their own points, level, flags, counters or leaderboard entry', async () => {
    const before = (await stack.deps().db.ref().get()).val();
    const self = clientFor('self');
    for (const path of [
      userNodes.totalPoints(ann),
      `${userNodes.metadata(ann)}/level`,
      `${userNodes.metadata(ann)}/isAdmin`,
      userNodes.badge(ann, 'super_networker'),
      boardNodes.entryField(EVENT, 'all', annPublicId, 'score'),
      eventNodes.registrants(EVENT),
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
      await expect(set(ref(self, `${userNodes.metadata(ann)}/color`), colour)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    for (const photo of [
      'uploads/uid-bob/photo',
      'uploads/uid-ann_x.png',
      'https://evil.example/x',
    ]) {
      await expect(set(ref(self, `${userNodes.metadata(ann)}/photo`), photo)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    await set(ref(self, `${userNodes.metadata(ann)}/photo`), 'uploads/uid-ann/photo');
    await expect(set(ref(self, `${userNodes.metadata(ann)}/color`), 'ultraviolet')).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(set(ref(self, `${userNodes.metadata(ann)}/name`), '')).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(
      set(ref(self, `${userNodes.metadata(keyOf('bob@example.com'))}/name`), 'Bob?'),
    ).rejects.toThrow(/permission.denied/i);
  });

  it('keeps required profile fields: the owner cannot delete them', async () => {
    const self = clientFor('self');
    for (const field of ['name', 'color', 'company', 'department', 'welcomeVideo', 'isOnline']) {
      await expect(set(ref(self, `${userNodes.metadata(ann)}/${field}`), null)).rejects.toThrow(
        /permission.denied/i,
      );
    }
    expect((await get(ref(self, `${userNodes.metadata(ann)}/name`))).val()).toBeTruthy();
  });

  /** A chat line as the web app writes it: the message and the writer's tally, in one update. */
  const line = (
    roomId: string,
    id: string,
    n: number,
    message: Record<string, unknown> = { by: annPublicId, text: 'Hello!', at: serverTimestamp() },
  ) => ({
    [roomNodes.message(roomId, id)]: message,
    [roomNodes.sent(roomId, annPublicId)]: { n, at: serverTimestamp(), last: id },
  });
  const refused = (client: Database, writes: Record<string, unknown>) =>
    expect(update(ref(client), writes)).rejects.toThrow(/permission.denied/i);

  it('lets the players of a small talk write short messages as themselves, and nobody else', async () => {
    const self = clientFor('self');
    const other = clientFor('other');
    const message = (by: string, text: string) => ({ by, text, at: serverTimestamp() });
    await update(ref(self), line('r1', 'm1', 1));
    for (const [client, value] of [
      [self, message(annPublicId, 'x'.repeat(501))],
      [self, message('someone-else', 'forged')],
      [self, { by: annPublicId, text: 'old', at: 1 }],
      [other, message(annPublicId, 'not my room')],
    ] as const)
      await refused(client, line('r1', 'm2', 2, value));
    await expect(get(ref(other, roomNodes.messages('r1')))).rejects.toThrow(/permission.denied/i);
    expect(Object.keys((await get(ref(self, roomNodes.messages('r1')))).val())).toHaveLength(1);
  });

  it('takes a chat line only with its tally: one more line, a second after the last, 50 at most', async () => {
    const self = clientFor('self');
    const admin = stack.deps().db;
    await admin.ref(roomNodes.room('r2')).set({
      status: 'confirmed',
      game: 'act05',
      players: { [annPublicId]: { active: true, disconnected: false } },
    });
    const message = { by: annPublicId, text: 'Hi', at: serverTimestamp() };
    // A line alone, as the app wrote it before, or a tally alone.
    await refused(self, { [roomNodes.message('r2', 'a')]: message });
    await refused(self, {
      [roomNodes.sent('r2', annPublicId)]: { n: 1, at: serverTimestamp(), last: 'a' },
    });
    // Two lines in one update with one tally: only the line the tally names may be new.
    await refused(self, { ...line('r2', 'b', 1), [roomNodes.message('r2', 'c')]: message });
    // The count starts at one and goes up by one; a tally may hold nothing else.
    await refused(self, line('r2', 'd', 2));
    await refused(self, {
      [roomNodes.message('r2', 'e')]: message,
      [roomNodes.sent('r2', annPublicId)]: { n: 1, at: serverTimestamp(), last: 'e', extra: 1 },
    });
    await update(ref(self), line('r2', 'f', 1));
    // Too soon after the last line.
    await refused(self, line('r2', 'g', 2));
    // A tally cannot name a line already there.
    await admin.ref(`${roomNodes.sent('r2', annPublicId)}/at`).set(1);
    await refused(self, {
      [roomNodes.sent('r2', annPublicId)]: { n: 2, at: serverTimestamp(), last: 'f' },
    });
    await refused(self, line('r2', 'h', 3));
    await update(ref(self), line('r2', 'h', 2));
    // The 50th line goes in; the 51st does not, however long after.
    await admin.ref(roomNodes.sent('r2', annPublicId)).set({ n: 49, at: 1, last: 'h' });
    await update(ref(self), line('r2', 'i', 50));
    await admin.ref(`${roomNodes.sent('r2', annPublicId)}/at`).set(1);
    await refused(self, line('r2', 'j', 51));
    expect(Object.keys((await get(ref(self, roomNodes.messages('r2')))).val())).toEqual([
      'f',
      'h',
      'i',
    ]);
  });

  it('keeps at most eight connection entries per attendee, each in a free slot of its own', async () => {
    const self = clientFor('self');
    const connection = (slot: string) => ref(self, `${userNodes.connections(ann)}/${slot}`);
    // Any other name, such as a 700-character one or a push id, is refused.
    for (const name of ['x'.repeat(700), '-NqLmX2aB3cD4eF5gH6i', 'c8', 'c10', 'C2'])
      await expect(set(connection(name), true)).rejects.toThrow(/permission.denied/i);
    await expect(set(connection('c2'), 'yes')).rejects.toThrow(/permission.denied/i);
    await set(connection('c2'), true);
    // A slot another tab holds stays its own; it is freed by removing it.
    await expect(set(connection('c2'), true)).rejects.toThrow(/permission.denied/i);
    await set(connection('c2'), null);
    await set(connection('c2'), true);
    await set(connection('c2'), null);
    await expect(
      update(ref(self, userNodes.connections(ann)), { c3: true, c4: true, c9: true }),
    ).rejects.toThrow(/permission.denied/i);
  });

  it('lets a player flag only themselves disconnected', async () => {
    const self = clientFor('self');
    await expect(
      set(ref(self, roomNodes.playerDisconnected('r1', annPublicId)), false),
    ).rejects.toThrow(/permission.denied/i);
    await set(ref(self, roomNodes.playerDisconnected('r1', annPublicId)), true);
    await stack.deps().db.ref(roomNodes.playerDisconnected('r1', annPublicId)).set(false);
  });

  it('lets a player mark only themselves lost, at the server time, cleared only within the grace period', async () => {
    const self = clientFor('self');
    const other = clientFor('other');
    const admin = stack.deps().db;
    const seat = (name: string) => ({ name, color: 'red', active: true, disconnected: false });
    await admin.ref(roomNodes.room('r3')).set({
      status: 'confirmed',
      game: 'act03',
      updatedAt: Date.now(),
      players: { [annPublicId]: seat('Ann'), [bobPublicId]: seat('Bob') },
    });
    const annLost = roomNodes.playerLostAt('r3', annPublicId);
    const lost = (client: Database, value: unknown) => set(ref(client, annLost), value);
    const denied = /permission.denied/i;
    // Bob cannot end Ann's game early: he can neither mark her lost or gone nor touch her mark.
    await expect(lost(other, serverTimestamp())).rejects.toThrow(denied);
    await expect(
      set(ref(other, roomNodes.playerDisconnected('r3', annPublicId)), true),
    ).rejects.toThrow(denied);
    // Ann's mark is the server's time, never one she names (an old one would end her game early,
    // a future one would keep it alive).
    await expect(lost(self, Date.now() - 1_000)).rejects.toThrow(denied);
    await expect(lost(self, Date.now() + 60_000)).rejects.toThrow(denied);
    await lost(self, serverTimestamp());
    await expect(lost(other, null)).rejects.toThrow(denied);
    await lost(self, null);
    // Within the grace period Ann, back, clears her mark; past it the seat has lapsed for good.
    await admin.ref(annLost).set(Date.now() - ROOM_GRACE_MS + 5_000);
    await lost(self, null);
    await admin.ref(annLost).set(Date.now() - ROOM_GRACE_MS - 1_000);
    await expect(lost(self, null)).rejects.toThrow(denied);
    await expect(lost(self, serverTimestamp())).rejects.toThrow(denied);
    // A room that is gone (left, or ended) takes nothing from its players: it does not come back.
    await admin.ref(roomNodes.room('r3')).remove();
    await expect(lost(self, serverTimestamp())).rejects.toThrow(denied);
    await expect(lost(self, null)).rejects.toThrow(denied);
    await expect(
      set(ref(self, roomNodes.playerDisconnected('r3', annPublicId)), true),
    ).rejects.toThrow(denied);
    expect((await admin.ref(roomNodes.room('r3')).get()).exists()).toBe(false);
  });

  it('lets an attendee list themselves online at their event, under their own public id and name', async () => {
    const self = clientFor('self');
    const entry = (name: string) => ({ name, color: 'red', at: serverTimestamp() });
    const profile = (await stack.deps().db.ref(userNodes.metadata(ann)).get()).val();
    await set(ref(self, userNodes.onlineEntry(EVENT, annPublicId)), {
      ...entry(profile.name),
      color: profile.color,
    });
    await expect(
      set(ref(self, userNodes.onlineEntry(EVENT, annPublicId)), {
        ...entry('Someone Famous'),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(self, userNodes.onlineEntry(EVENT, 'not-me')), {
        ...entry(profile.name),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(self, userNodes.onlineEntry('other-event', annPublicId)), {
        ...entry(profile.name),
        color: profile.color,
      }),
    ).rejects.toThrow(/permission.denied/i);
    await set(ref(self, userNodes.onlineEntry(EVENT, annPublicId)), null);
  });

  it('lists an attendee online under their public name: the alias, or Attendee when hidden', async () => {
    const self = clientFor('self');
    const node = userNodes.onlineEntry(EVENT, annPublicId);
    const admin = stack.deps().db;
    const profile = (await admin.ref(userNodes.metadata(ann)).get()).val();
    const entry = (name: string) => ({ name, color: profile.color, at: serverTimestamp() });
    try {
      await admin.ref(userNodes.privacy(ann)).set({ show: 'alias', alias: 'Night Owl' });
      await expect(set(ref(self, node), entry(profile.name))).rejects.toThrow(/permission.denied/i);
      await set(ref(self, node), entry('Night Owl'));
      await admin.ref(userNodes.privacy(ann)).set({ show: 'hidden', alias: 'Night Owl' });
      for (const name of [profile.name, 'Night Owl'])
        await expect(set(ref(self, node), entry(name))).rejects.toThrow(/permission.denied/i);
      await set(ref(self, node), entry(HIDDEN_NAME));
    } finally {
      await admin.ref(userNodes.privacy(ann)).remove();
      await admin.ref(node).remove();
    }
  });

  it('takes an attendee’s announcements seen stamp only as a time not ahead of the server', async () => {
    const self = clientFor('self');
    await set(ref(self, userNodes.announcementsSeen(ann)), serverTimestamp());
    await set(ref(self, userNodes.announcementsSeen(ann)), Date.now() - 1_000);
    for (const bad of [Date.now() + 3_600_000, 'yesterday', -1, { at: 1 }, null])
      await expect(set(ref(self, userNodes.announcementsSeen(ann)), bad)).rejects.toThrow(
        /permission.denied/i,
      );
    await expect(set(ref(clientFor('other'), userNodes.announcementsSeen(ann)), 1)).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(
      set(ref(clientFor('outsider'), userNodes.announcementsSeen('nobody-here')), 1),
    ).rejects.toThrow(/permission.denied/i);
  });

  it('lets an attendee mark their own notifications read, and write nothing else there', async () => {
    const self = clientFor('self');
    await set(ref(self, `${userNodes.notification(ann, 'n1')}/read`), true);
    await expect(
      set(ref(self, `${userNodes.notification(ann, 'n1')}/message`), 'changed'),
    ).rejects.toThrow(/permission.denied/i);
    await expect(
      set(ref(clientFor('other'), `${userNodes.notification(ann, 'n1')}/read`), true),
    ).rejects.toThrow(/permission.denied/i);
  });

  it('lets a member set their unread count back to 0 only, on a line that exists', async () => {
    const self = clientFor('self');
    await expect(set(ref(self, inboxNodes.unread(ann, annAndBob())), 5)).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(set(ref(self, inboxNodes.unread(ann, 'a~b')), 0)).rejects.toThrow(
      /permission.denied/i,
    );
    await expect(
      set(ref(self, inboxNodes.entryField(ann, annAndBob(), 'last')), 'changed'),
    ).rejects.toThrow(/permission.denied/i);
  });

  // Revoking deletes the record the kiosk's reads hang on: the same token reads nothing after.
  it('a kiosk reads its event’s boards until its link is revoked, then nothing', async () => {
    const admin = stack.deps().db;
    await admin.ref(kioskNodes.kiosk(EVENT, 'K1')).remove();
    try {
      for (const path of [boardNodes.snapshot(EVENT, 'all'), announcementNodes.list(EVENT)])
        expect(await canRead('kiosk', path), path).toBe(false);
      // Its own record still answers, now empty: that is how the screen learns it was revoked.
      expect((await get(ref(clientFor('kiosk'), kioskNodes.kiosk(EVENT, 'K1')))).exists()).toBe(
        false,
      );
    } finally {
      await admin.ref(kioskNodes.kiosk(EVENT, 'K1')).set({ label: 'Hall A', at: 1, by: 'keve' });
    }
    expect(await canRead('kiosk', boardNodes.snapshot(EVENT, 'all'))).toBe(true);
  });
});
