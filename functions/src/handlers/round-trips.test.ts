import { randomUUID } from 'node:crypto';
import { CALLABLES, type CallableName } from '@engage/domain/contract';
import { PAIR_REQUEST_TTL_MS, RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import { SESSION_FIXTURE } from '@engage/domain/session-fixtures';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { peopleNodes } from '@engage/domain/store/people';
import { roomNodes } from '@engage/domain/store/rooms';
import { sessionNodes } from '@engage/domain/store/sessions';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts, Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { SPEAKER, SPONSOR } from '../testing/content.ts';
import { givePoints } from '../testing/points.ts';
import { countRoundTrips } from '../testing/round-trips.ts';
import { COMPANY, caller, EVENT, registerInputFor, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { announce } from './announce.ts';
import { importAttendees, redeemInvitation } from './attendee-import.ts';
import { setBingoSquares, setPickLists } from './bingo-setup.ts';
import { boothCrawl, setBoothCrawl } from './booth-crawl.ts';
import { adjustPoints, createCompany, removeUser, setOrganiser, updateCompany } from './console.ts';
import {
  deleteContent,
  publishPicture,
  setTheme,
  writePrize,
  writeSpeaker,
  writeSponsor,
} from './content.ts';
import { setDirectoryListing } from './directory.ts';
import { writeEvent } from './events.ts';
import { answerTrivia, startBingo } from './games.ts';
import { sendMessage } from './inbox.ts';
import { createKiosk, openKiosk, revokeKiosk } from './kiosks.ts';
import { noteLead, shareLeadDetails } from './leads.ts';
import { allocatePrize, buyPrize } from './market.ts';
import { answerMeeting, meetingCheckIn, requestMeeting, setMeetings } from './meetings.ts';
import { deleteMyAccount, exportMyData } from './my-data.ts';
import { sendOtp, verifyOtp } from './otp.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';
import { publishPhoto, setRep, updateProfile } from './people.ts';
import { setPrivacy } from './privacy.ts';
import { answerQuiz, quizRound } from './quiz.ts';
import { register } from './register.ts';
import { ringReport, voidAwards } from './rings.ts';
import { rpsForfeit, rpsMove } from './rps.ts';
import { awardConnection, issueQrToken, levelUp } from './scoring.ts';
import { setScoring } from './scoring-table.ts';
import { answerApplication, releaseSeat, setAdmission } from './seats.ts';
import { checkInSession, rateSession, sessionCode } from './session-checkin.ts';
import { deleteSession, importSessions, setSession } from './sessions.ts';
import { eventSignIn, signOut } from './sign-in.ts';
import { setTeam } from './teams.ts';
import { deleteTrivia, orderTrivia, writeTrivia } from './trivia-edit.ts';
import { setWelcomeVideo, watchedWelcomeVideo } from './welcome-video.ts';

const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob', 'boss'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [eventNodes.question(EVENT, 'q1')]: {
          image: 'p.png',
          question: 'Colour?',
          options: ['red', 'blue'],
        },
        [eventNodes.answer(EVENT, 'q1')]: 'red',
      });
  },
});
const storage = useStorage('round-trips');

/** The deployment's organiser, whose claim Auth holds (the organiser callables read it there). */
const boss = caller('boss', { organiser: '*' });

/** A session of the event, running from `startsAt` to `endsAt`, for check-in and feedback. */
const seedSession = (startsAt: number, endsAt: number) =>
  h
    .stack()
    .deps()
    .db.ref(sessionNodes.session(EVENT, 's1'))
    .set({ title: 'Keynote', description: '', startsAt, endsAt, room: 'Hall', track: 'Main' });

/** What the organiser and photo callables need besides the database: Auth and Storage. */
const withServices = (deps: Deps): Deps & { readonly accounts: Accounts } => ({
  ...deps,
  accounts: {
    ...claimsStore(boss).accounts,
    uidForEmail: async (email) => (email === 'ann@example.com' ? 'uid-ann' : null),
  },
  files: storage.files(),
});

const ask = async (game: 'act03' | 'act05', deps = h.stack().deps()) =>
  requestPair(deps, { otherPublicId: await h.publicId('bob'), game }, caller('ann'));

const say = async (roomId: string, name: string) => {
  const ref = h.stack().deps().db.ref(roomNodes.messages(roomId)).push();
  await ref.set({ by: await h.publicId(name), text: 'Hi', at: Date.now() });
};

/** A confirmed room of `game` between Ann and Bob. */
const paired = async (game: 'act03' | 'act05', deps = h.stack().deps()) => {
  const { roomId } = await ask(game, deps);
  await respondPair(deps, { roomId, accept: true }, caller('bob'));
  return roomId;
};

/** Bob made a sponsor rep, and Ann scans his code: a visit to his booth. */
const boothVisit = async () => {
  const deps = h.stack().deps();
  await deps.db.ref(userNodes.field(h.key('bob'), 'isRep')).set(true);
  const { qr } = await issueQrToken(deps, {}, caller('bob'));
  await awardConnection(deps, { qr }, caller('ann'));
};

/** A PNG's first bytes: the server publishes a picture only by its signature. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A WebM's first bytes (its EBML header): the server publishes a video only by its signature. */
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0, 0, 0, 0]);

/** Meeting slots from the next hour on, Bob listed, and Ann's request to him for the first. */
const meetingAsked = async () => {
  const deps = withServices(h.stack().deps());
  const start = Date.now() + 60 * 60_000;
  const windows = [{ start, end: start + 60 * 60_000 }];
  await setMeetings(deps, { eventId: EVENT, slotMinutes: 15, windows, spots: [] }, boss);
  await setDirectoryListing(deps, { listed: true }, caller('bob'));
  const { meetingId } = await requestMeeting(
    deps,
    { with: await h.publicId('bob'), start },
    caller('ann'),
  );
  return { start, meetingId };
};

/** The code of the last one-time code mail in the outbox. */
const lastCode = async () => {
  const outbox = (await h.stack().deps().db.ref(userNodes.outbox()).get()).val() ?? {};
  const texts = Object.values(outbox as Record<string, { text: string }>).map((m) => m.text);
  return /(\d{10})/.exec(texts.at(-1) ?? '')?.[1] ?? '';
};

/** The most round trips a callable may wait for one after another before it writes. */
const MOST = 4;

type Call = (deps: Deps) => Promise<unknown>;

/**
 * Every callable in a typical call (some in two), and the round trips it waits for one after
 * another before its first write: `prepare` sets the scene, uncounted, and answers the call.
 */
const CALLS: readonly (readonly [CallableName, string, () => Promise<Call>, number])[] = [
  [
    'eventSignIn',
    'at the attendee’s own event',
    async () => (deps) => eventSignIn(deps, { eventId: EVENT }, caller('ann')),
    3,
  ],
  ['signOut', 'a registered attendee', async () => (deps) => signOut(deps, {}, caller('ann')), 2],
  ['issueQrToken', 'a fresh code', async () => (deps) => issueQrToken(deps, {}, caller('ann')), 3],
  [
    'awardConnection',
    'a scanned code',
    async () => {
      const { qr } = await issueQrToken(h.stack().deps(), {}, caller('bob'));
      return (deps) => awardConnection(deps, { qr }, caller('ann'));
    },
    2,
  ],
  [
    'levelUp',
    'to the first level',
    async () => {
      await givePoints(h.stack().deps(), h.key('ann'), 100);
      return (deps) => levelUp(deps, {}, caller('ann'));
    },
    3,
  ],
  [
    'buyPrize',
    'a mug',
    async () => {
      await givePoints(h.stack().deps(), h.key('ann'), 100);
      return (deps) => buyPrize(deps, { prizeId: 'mug', qty: 1, requestId: 'r1' }, caller('ann'));
    },
    3,
  ],
  [
    'allocatePrize',
    'a bought mug',
    async () => {
      await givePoints(h.stack().deps(), h.key('ann'), 100);
      await buyPrize(h.stack().deps(), { prizeId: 'mug', qty: 1, requestId: 'r1' }, caller('ann'));
      const purchases = (await h.read(marketNodes.purchases(EVENT))) ?? {};
      const [purchaseId = ''] = Object.keys(purchases);
      return (deps) =>
        allocatePrize(withServices(deps), { eventId: EVENT, purchaseId, state: 'allocated' }, boss);
    },
    2,
  ],
  [
    'requestPair',
    'a first request',
    async () => {
      const otherPublicId = await h.publicId('bob');
      return (deps) => requestPair(deps, { otherPublicId, game: 'act05' }, caller('ann'));
    },
    2,
  ],
  [
    'requestPair',
    'over a lapsed request (both nodes name its room)',
    async () => {
      let now = Date.now();
      const at = () => ({ ...h.stack().deps(), now: () => now });
      await ask('act05', at());
      now += PAIR_REQUEST_TTL_MS + 1;
      const otherPublicId = await h.publicId('bob');
      return (deps) =>
        requestPair({ ...deps, now: () => now }, { otherPublicId, game: 'act05' }, caller('ann'));
    },
    3,
  ],
  [
    'respondPair',
    'accepting',
    async () => {
      const { roomId } = await ask('act05');
      return (deps) => respondPair(deps, { roomId, accept: true }, caller('bob'));
    },
    3,
  ],
  [
    'disconnectPair',
    'paying a small talk',
    async () => {
      const roomId = await paired('act05');
      for (const name of ['ann', 'bob', 'ann', 'bob']) await say(roomId, name);
      return (deps) => disconnectPair(deps, { roomId }, caller('ann'));
    },
    // A talk that pays first reads both partner logs for the partner rule's shares.
    4,
  ],
  [
    'playRps',
    'a first move',
    async () => {
      const roomId = await paired('act03');
      return (deps) => rpsMove(deps, { roomId, move: 'rock' }, caller('ann'));
    },
    3,
  ],
  [
    'claimRpsForfeit',
    'after the other’s time ran out',
    async () => {
      let now = Date.now();
      const at = () => ({ ...h.stack().deps(), now: () => now });
      const roomId = await paired('act03', at());
      await rpsMove(at(), { roomId, move: 'rock' }, caller('ann'));
      now += RPS_MOVE_TIMEOUT_MS + 1;
      return (deps) => rpsForfeit({ ...deps, now: () => now }, { roomId }, caller('ann'));
    },
    3,
  ],
  [
    'answerTrivia',
    'a right answer',
    async () => (deps) => answerTrivia(deps, { questionId: 'q1', answer: 'red' }, caller('ann')),
    3,
  ],
  ['startBingo', 'a new card', async () => (deps) => startBingo(deps, {}, caller('ann')), 3],
  [
    'adminAdjustPoints',
    'points given',
    async () => (deps) =>
      adjustPoints(withServices(deps), { userKey: h.key('ann'), delta: 5, reason: 'quiz' }, boss),
    2,
  ],
  [
    'adminRemoveUser',
    'an attendee',
    async () => (deps) => removeUser(withServices(deps), { userKey: h.key('ann') }, boss),
    2,
  ],
  [
    'adminCreateCompany',
    'a company',
    async () => (deps) =>
      createCompany(
        withServices(deps),
        { name: 'Globex', subscription: 'free', userLimit: 5, logo: undefined, formId: undefined },
        boss,
      ),
    1,
  ],
  [
    'adminUpdateCompany',
    'its user limit',
    async () => (deps) =>
      updateCompany(withServices(deps), { companyId: COMPANY, userLimit: 3 }, boss),
    1,
  ],
  [
    'adminWriteEvent',
    'a new event',
    async () => (deps) =>
      writeEvent(
        withServices(deps),
        {
          eventId: 'expo',
          create: true,
          event: {
            name: 'Expo',
            startsAt: Date.UTC(2026, 5, 1),
            endsAt: Date.UTC(2026, 5, 2),
            venue: 'Hall 1',
            description: 'Stands',
            customerId: COMPANY,
            mode: 'hybrid',
          },
          teams: ['AGILE', 'MODERN'],
        },
        boss,
      ),
    2,
  ],
  [
    'adminWriteEvent',
    'an edit that removes teams',
    async () => (deps) =>
      writeEvent(
        withServices(deps),
        {
          eventId: EVENT,
          create: false,
          event: {
            name: 'Test Event',
            startsAt: Date.UTC(2026, 5, 1),
            endsAt: Date.UTC(2026, 5, 2),
            venue: 'Hall 2',
            description: 'Edited',
            customerId: COMPANY,
            mode: 'hybrid',
          },
          teams: ['AGILE', 'MODERN'],
        },
        boss,
      ),
    2,
  ],
  [
    'adminWriteSpeaker',
    'a new speaker',
    async () => (deps) =>
      writeSpeaker(withServices(deps), { eventId: EVENT, speaker: SPEAKER }, boss),
    1,
  ],
  [
    'adminWriteSponsor',
    'a sponsor edited',
    async () => (deps) => writeSponsor(withServices(deps), SPONSOR, boss),
    1,
  ],
  [
    'adminWritePrize',
    'a new prize',
    async () => (deps) =>
      writePrize(
        withServices(deps),
        { eventId: EVENT, prize: { name: 'Cap', cost: 20, stock: 9 } },
        boss,
      ),
    1,
  ],
  [
    'adminSetTheme',
    'a colour',
    async () => (deps) =>
      setTheme(withServices(deps), { eventId: EVENT, scheme: { themeColor: '#112233' } }, boss),
    1,
  ],
  [
    'adminDeleteContent',
    'a prize',
    async () => (deps) =>
      deleteContent(withServices(deps), { eventId: EVENT, kind: 'prize', id: 'mug' }, boss),
    1,
  ],
  [
    'adminWriteTrivia',
    'a new question',
    async () => (deps) =>
      writeTrivia(
        withServices(deps),
        {
          eventId: EVENT,
          questionId: `${EVENT}__q2`,
          question: {
            image: storagePaths.pictureTrivia(`${EVENT}__q2`, 'p.png'),
            question: 'Shape?',
            options: ['round', 'square'],
            points: 10,
          },
          right: 0,
        },
        boss,
      ),
    1,
  ],
  [
    'adminOrderTrivia',
    'the quiz reordered',
    async () => (deps) => orderTrivia(withServices(deps), { eventId: EVENT, order: ['q1'] }, boss),
    1,
  ],
  [
    'adminDeleteTrivia',
    'a question',
    async () => (deps) =>
      deleteTrivia(withServices(deps), { eventId: EVENT, questionId: 'q1' }, boss),
    1,
  ],
  [
    'adminAnnounce',
    'lunch is served, to every attendee',
    async () => (deps) =>
      announce(withServices(deps), { eventId: EVENT, text: 'Lunch is served in hall B' }, boss),
    1,
  ],
  [
    'adminCreateKiosk',
    'a link for the hall’s projector',
    async () => (deps) =>
      createKiosk(withServices(deps), { eventId: EVENT, label: 'Hall A' }, boss),
    1,
  ],
  [
    'adminRevokeKiosk',
    'the hall’s link',
    async () => {
      const { kioskId } = await createKiosk(
        withServices(h.stack().deps()),
        { eventId: EVENT, label: 'Hall A' },
        boss,
      );
      return (deps) => revokeKiosk(withServices(deps), { eventId: EVENT, kioskId }, boss);
    },
    1,
  ],
  [
    'openKiosk',
    'a live link, on the venue’s PC',
    async () => {
      const { key } = await createKiosk(
        withServices(h.stack().deps()),
        { eventId: EVENT, label: 'Hall A' },
        boss,
      );
      return (deps) => openKiosk(withServices(deps), { key });
    },
    1,
  ],
  [
    'adminImportAttendees',
    'two attendees from a CSV',
    async () => (deps) =>
      importAttendees(
        { ...withServices(deps), appUrl: 'https://app.example.com' },
        {
          eventId: EVENT,
          rows: ['cleo', 'dan'].map((name, i) => ({
            row: i + 2,
            name,
            email: `${name}@example.com`,
            company: 'Acme',
            team: 'AGILE',
          })),
        },
        boss,
      ),
    1,
  ],
  [
    'adminSetRep',
    'an attendee made a representative',
    async () => (deps) => setRep(withServices(deps), { userKey: h.key('ann'), isRep: true }, boss),
    2,
  ],
  [
    'adminPublishPicture',
    'an event’s logo, staged by the organiser',
    async () => {
      const path = `logo/${EVENT}/logo.png`;
      await h.stack().deps().db.ref(organiserNodes.organiser(boss.uid)).set({ claim: '*' });
      await storage
        .bucket()
        .file(storagePaths.staged(boss.uid, path))
        .save(PNG, { contentType: 'image/png' });
      return (deps) => publishPicture(withServices(deps), { path }, boss);
    },
    2,
  ],
  [
    'adminSetWelcomeVideo',
    'an event’s welcome video, staged by the organiser',
    async () => {
      await h.stack().deps().db.ref(organiserNodes.organiser(boss.uid)).set({ claim: '*' });
      await storage
        .bucket()
        .file(storagePaths.staged(boss.uid, storagePaths.welcomeVideoUpload(EVENT)))
        .save(WEBM, { contentType: 'video/webm' });
      return (deps) =>
        setWelcomeVideo(withServices(deps), { eventId: EVENT, action: 'publish' }, boss);
    },
    2,
  ],
  [
    'watchedWelcomeVideo',
    'the event’s welcome video, watched the first time',
    async () => {
      await h
        .stack()
        .deps()
        .db.ref(eventNodes.welcomeVideo(EVENT))
        .set({ path: `video/${EVENT}/v.webm`, contentType: 'video/webm', size: 12, at: 1 });
      return (deps) => watchedWelcomeVideo(deps, {}, caller('ann'));
    },
    3,
  ],
  [
    'adminQuizRound',
    'a round started from the event’s trivia',
    async () => {
      await h.stack().deps().db.ref(organiserNodes.organiser(boss.uid)).set({ claim: '*' });
      return (deps) => quizRound(withServices(deps), { eventId: EVENT, action: 'start' }, boss);
    },
    1,
  ],
  [
    'answerQuiz',
    'an answer while the question is open',
    async () => {
      const { round } = await quizRound(
        withServices(h.stack().deps()),
        { eventId: EVENT, action: 'start' },
        boss,
      );
      return (deps) =>
        answerQuiz(deps, { roundId: round.id, index: 0, answer: 'red' }, caller('ann'));
    },
    3,
  ],
  [
    'adminSessionCode',
    'a room screen’s code for a session',
    async () => {
      await seedSession(0, Number.MAX_SAFE_INTEGER);
      return (deps) => sessionCode(withServices(deps), { eventId: EVENT, sessionId: 's1' }, boss);
    },
    1,
  ],
  [
    'checkInSession',
    'a first check-in while the session runs',
    async () => {
      await seedSession(0, Number.MAX_SAFE_INTEGER);
      const { qr } = await sessionCode(
        withServices(h.stack().deps()),
        { eventId: EVENT, sessionId: 's1' },
        boss,
      );
      return (deps) => checkInSession(deps, { qr }, caller('ann'));
    },
    3,
  ],
  [
    'rateSession',
    'a rating after the session by someone who checked in',
    async () => {
      const end = h.stack().deps().now();
      await seedSession(end - 60_000, end);
      const during = { ...withServices(h.stack().deps()), now: () => end - 30_000 };
      const { qr } = await sessionCode(during, { eventId: EVENT, sessionId: 's1' }, boss);
      await checkInSession(during, { qr }, caller('ann'));
      return (deps) => rateSession(deps, { sessionId: 's1', rating: 5 }, caller('ann'));
    },
    3,
  ],
  [
    'adminSetAdmission',
    'a company admitting its domain',
    async () => (deps) =>
      setAdmission(
        withServices(deps),
        { customerId: COMPANY, code: false, domains: ['example.com'], approval: false },
        boss,
      ),
    2,
  ],
  [
    'adminReleaseSeat',
    'an attendee’s seat',
    async () => (deps) => releaseSeat(withServices(deps), { userKey: h.key('bob') }, boss),
    2,
  ],
  [
    'register',
    'a new attendee of the company’s domain',
    async () => (deps) => register(deps, registerInputFor(), caller('cy')),
    2,
  ],
  [
    'adminDecideApplication',
    'an application that is not there',
    async () => (deps) =>
      answerApplication(
        withServices(deps),
        { customerId: COMPANY, uid: 'uid-nobody', approve: true },
        boss,
      ).catch(() => null),
    2,
  ],
  [
    'adminSetBoothCrawl',
    'visit two sponsors for 60 points',
    async () => (deps) =>
      setBoothCrawl(
        withServices(deps),
        { eventId: EVENT, on: true, sponsors: 2, points: 60 },
        boss,
      ),
    1,
  ],
  [
    'adminSetScoring',
    'a connection worth 15 and a lower first level',
    async () => (deps) =>
      setScoring(
        withServices(deps),
        {
          eventId: EVENT,
          points: { ...DEFAULT_SCORING.points, qrConnection: 15 },
          levels: [0, 50, 250, 500, 1_000, 2_000],
        },
        boss,
      ),
    1,
  ],
  [
    'adminSetTeam',
    'a team renamed',
    async () => (deps) =>
      setTeam(
        withServices(deps),
        { action: 'rename', eventId: EVENT, team: 'AGILE', name: 'Builders' },
        boss,
      ),
    1,
  ],
  [
    'adminSetTeam',
    'a team removed (its members read with the rights)',
    async () => (deps) =>
      setTeam(withServices(deps), { action: 'remove', eventId: EVENT, team: 'OBSESSIVE' }, boss),
    1,
  ],
  [
    'adminSetPickLists',
    'the lists registration offers',
    async () => (deps) =>
      setPickLists(
        withServices(deps),
        { eventId: EVENT, departments: ['Sales'], countries: ['Kenya'], interests: [] },
        boss,
      ),
    1,
  ],
  [
    'adminSetBingoSquares',
    'the squares cards are dealt from',
    async () => (deps) =>
      setBingoSquares(
        withServices(deps),
        { eventId: EVENT, squares: ['role-rep', 'other-team'] },
        boss,
      ),
    1,
  ],
  [
    'adminSetSession',
    'a new session (the event, its speakers and sessions read at once)',
    async () => (deps) =>
      setSession(withServices(deps), { eventId: EVENT, id: null, session: SESSION_FIXTURE }, boss),
    1,
  ],
  [
    'adminDeleteSession',
    'a session of the event',
    async () => {
      const { id } = await setSession(
        withServices(h.stack().deps()),
        { eventId: EVENT, id: null, session: SESSION_FIXTURE },
        boss,
      );
      return (deps) => deleteSession(withServices(deps), { eventId: EVENT, id }, boss);
    },
    1,
  ],
  [
    'adminImportSessions',
    'a batch of two rows',
    async () => (deps) =>
      importSessions(
        withServices(deps),
        {
          eventId: EVENT,
          rows: [
            { row: 2, session: SESSION_FIXTURE },
            { row: 3, session: { ...SESSION_FIXTURE, title: 'Panel' } },
          ],
        },
        boss,
      ),
    1,
  ],
  [
    'boothCrawl',
    'an attendee’s progress (it only reads)',
    async () => (deps) => boothCrawl(deps, {}, caller('ann')),
    3,
  ],
  [
    'adminRingReport',
    'an event with no rings (it only reads)',
    async () => (deps) => ringReport(withServices(deps), { eventId: EVENT }, boss),
    2,
  ],
  [
    'adminVoidAwards',
    'an attendee’s awards',
    async () => {
      await givePoints(h.stack().deps(), h.key('ann'), 40);
      return (deps) =>
        voidAwards(withServices(deps), { userKey: h.key('ann'), reason: 'a ring' }, boss);
    },
    3,
  ],
  [
    'adminSetOrganiser',
    'rights over the event granted',
    async () => (deps) =>
      setOrganiser(
        withServices(deps),
        { userKey: h.key('bob'), grant: true, events: [EVENT] },
        boss,
      ),
    4,
  ],
  [
    'updateProfile',
    'a new department',
    async () => (deps) =>
      updateProfile(deps, { name: 'Ann', company: 'Acme', department: 'Sales' }, caller('ann')),
    3,
  ],
  [
    'setPrivacy',
    'an alias on the boards',
    async () => (deps) => setPrivacy(deps, { show: 'alias', alias: 'Owl' }, caller('ann')),
    3,
  ],
  [
    'exportMyData',
    'a copy of the caller’s data',
    async () => (deps) => exportMyData(deps, {}, caller('ann')),
    3,
  ],
  [
    'deleteMyAccount',
    'the caller’s own account',
    async () => (deps) => deleteMyAccount(withServices(deps), { confirm: 'delete' }, caller('ann')),
    2,
  ],
  [
    'publishPhoto',
    'an uploaded photo',
    async () => {
      await storage.upload('ann', new Uint8Array(PNG));
      return (deps) => publishPhoto(withServices(deps), {}, caller('ann'));
    },
    3,
  ],
  [
    'shareLeadDetails',
    'a visitor shares her details with the rep whose booth she visited',
    async () => {
      await boothVisit();
      return async (deps) =>
        shareLeadDetails(deps, { repId: await h.publicId('bob'), share: true }, caller('ann'));
    },
    2,
  ],
  [
    'noteLead',
    'the rep notes and rates a visit to his booth',
    async () => {
      await boothVisit();
      const visitorId = await h.publicId('ann');
      return (deps) => noteLead(deps, { visitorId, note: 'Call back', rating: 4 }, caller('bob'));
    },
    2,
  ],
  [
    'setDirectoryListing',
    'an attendee lists herself',
    async () => (deps) => setDirectoryListing(deps, { listed: true }, caller('ann')),
    3,
  ],
  [
    'adminSetMeetings',
    'an organiser sets the slots',
    async () => (deps) =>
      setMeetings(
        withServices(deps),
        { eventId: EVENT, slotMinutes: 15, windows: [], spots: ['Lounge'] },
        boss,
      ),
    2,
  ],
  [
    'requestMeeting',
    'a listed person at a slot',
    async () => {
      const { start, meetingId } = await meetingAsked();
      // One open request between two people at a time: Bob answered the first.
      await answerMeeting(h.stack().deps(), { meetingId, action: 'decline' }, caller('bob'));
      const other = await h.publicId('bob');
      return (deps) =>
        requestMeeting(deps, { with: other, start: start + 15 * 60_000 }, caller('ann'));
    },
    4,
  ],
  [
    'answerMeeting',
    'the asked side accepts',
    async () => {
      const { meetingId } = await meetingAsked();
      return (deps) => answerMeeting(deps, { meetingId, action: 'accept' }, caller('bob'));
    },
    4,
  ],
  [
    'meetingCheckIn',
    'the asker scans the other side’s code during the slot',
    async () => {
      const { meetingId } = await meetingAsked();
      await answerMeeting(h.stack().deps(), { meetingId, action: 'accept' }, caller('bob'));
      const now = h.stack().deps().now();
      const slot = { start: now - 60_000, end: now + 15 * 60_000 };
      await h.stack().deps().db.ref(peopleNodes.meeting(EVENT, meetingId)).update(slot);
      const { qr } = await issueQrToken(h.stack().deps(), {}, caller('bob'));
      return (deps) => meetingCheckIn(deps, { meetingId, qr }, caller('ann'));
    },
    4,
  ],
  [
    'sendMessage',
    'a line to a connection',
    async () => {
      const { qr } = await issueQrToken(h.stack().deps(), {}, caller('bob'));
      await awardConnection(h.stack().deps(), { qr }, caller('ann'));
      const to = await h.publicId('bob');
      return (deps) => sendMessage(deps, { id: randomUUID(), to, text: 'Hi' }, caller('ann'));
    },
    3,
  ],
  [
    'sendOtp',
    'to a known address',
    async () => (deps) => sendOtp(withServices(deps), { email: 'ann@example.com' }),
    0,
  ],
  [
    'verifyOtp',
    'the code sent',
    async () => {
      const sent = await sendOtp(withServices(h.stack().deps()), { email: 'ann@example.com' });
      const request = sent.sent ? sent.request : '';
      const code = await lastCode();
      return (deps) => verifyOtp(withServices(deps), { email: 'ann@example.com', code, request });
    },
    0,
  ],
  [
    'redeemInvitation',
    'an imported attendee’s link',
    async () => {
      const deps = { ...withServices(h.stack().deps()), appUrl: 'https://app.example.com' };
      await importAttendees(
        deps,
        {
          eventId: EVENT,
          rows: [{ row: 2, name: 'Cleo', email: 'cleo@example.com', company: '', team: 'AGILE' }],
        },
        boss,
      );
      const mails = Object.values(
        ((await h.read(userNodes.outbox())) ?? {}) as Record<string, { text: string }>,
      );
      const link = new URL(/https:\S+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? 'https://none');
      const token = link.searchParams.get('token') ?? '';
      return (counted) =>
        redeemInvitation(withServices(counted), { token, email: 'cleo@example.com' });
    },
    0,
  ],
];

describe('round trips before the first write', () => {
  it.each(CALLS)('%s, %s', async (_name, _case, prepare, expected) => {
    const call = await prepare();
    const counted = countRoundTrips(h.stack().deps());
    await call(counted.deps);
    const trips = counted.beforeFirstWrite();
    expect(trips, JSON.stringify(counted.calls())).toBe(expected);
    expect(trips).toBeLessThanOrEqual(MOST);
  });

  it('measures every callable of the contract', () => {
    const measured = new Set<string>([...CALLS.map(([name]) => name)]);
    expect(Object.keys(CALLABLES).filter((name) => !measured.has(name))).toEqual([]);
  });
});
