import { TEAM_NAMES } from '@engage/domain/colors';
import { teamsNode } from '@engage/domain/console-events';
import { CALLABLES } from '@engage/domain/contract';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { kioskNodes } from '@engage/domain/store/kiosks';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { sampleOnline } from '@engage/server/activity';
import type { Accounts, Databases, Deps } from '@engage/server/deps';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabaseWithUrl } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adjustPoints } from './handlers/console.ts';
import { createKiosk, openKiosk } from './handlers/kiosks.ts';
import { sendOtp, verifyOtp } from './handlers/otp.ts';
import { register } from './handlers/register.ts';
import { awardConnection, issueQrToken } from './handlers/scoring.ts';
import { interceptOnce } from './testing/intercept.ts';
import {
  baseData,
  COMPANY,
  caller,
  EVENT,
  keyOf,
  registerInputFor,
  startStack,
  type TestStack,
} from './testing/stack.ts';
import { runCallable, runPublicCallable } from './triggers/callable.ts';
import { inEveryInstance } from './triggers/scheduled.ts';

/**
 * Two events of one company at once, the second on a database instance of its own (the local
 * emulator's namespaces stand in for instances): each call goes through the callable wrapper, which
 * opens the event's instance, and every path lands where store/placement.ts puts it.
 */
const OWN_EVENT = 'own-event';
const OWN = `inst-${Math.random().toString(36).slice(2, 10)}`;

let stack: TestStack;
let app: App;
let own: Database;
let databases: Databases;

beforeAll(async () => {
  stack = await startStack(1);
  app = initializeApp({ projectId: 'demo-engage' }, `instances-${OWN}`);
  own = getDatabaseWithUrl(`http://127.0.0.1:${stack.port}?ns=${OWN}`, app);
  databases = { names: [OWN], open: () => own };
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});
beforeEach(async () => {
  await own.ref().set(null);
  await stack.reset({
    ...baseData(100),
    [eventNodes.metadata(OWN_EVENT)]: {
      name: 'Own Event',
      registrants: 0,
      customerId: COMPANY,
      instance: OWN,
    },
    [eventNodes.teams(OWN_EVENT)]: teamsNode(TEAM_NAMES),
  });
});

const deps = (over: Partial<Deps> = {}): Deps => ({ ...stack.deps(), databases, ...over });
const auth = (name: string) => {
  const { uid, token } = caller(name);
  return { uid, token };
};
const at = async (db: Database, path: string): Promise<unknown> => (await db.ref(path).get()).val();
const inDefault = (path: string) => at(stack.deps().db, path);
const inOwn = (path: string) => at(own, path);

const registerIn = (eventId: string, name: string, over: Partial<Deps> = {}) =>
  runCallable(CALLABLES.register, register, deps(over), auth(name), registerInputFor({ eventId }));

const connect = async (scanner: string, shown: string) => {
  const { qr } = await runCallable(CALLABLES.issueQrToken, issueQrToken, deps(), auth(shown), {});
  return runCallable(CALLABLES.awardConnection, awardConnection, deps(), auth(scanner), { qr });
};

describe('an event on a database instance of its own', () => {
  it('keeps its attendees, boards and ledger there, and the company and indexes in the default', async () => {
    await Promise.all([
      registerIn(EVENT, 'ann'),
      registerIn(EVENT, 'bob'),
      registerIn(OWN_EVENT, 'cat'),
      registerIn(OWN_EVENT, 'dan'),
    ]);
    await Promise.all([connect('ann', 'bob'), connect('cat', 'dan')]);
    const [ann, cat] = [keyOf('ann@example.com'), keyOf('cat@example.com')];

    // The own event's attendees and their points: only in its instance.
    expect(await inOwn(userNodes.field(cat, 'eventId'))).toBe(OWN_EVENT);
    expect(await inOwn(userNodes.totalPoints(cat))).toBeGreaterThan(0);
    expect(Object.keys((await inOwn(userNodes.ledger(cat))) ?? {}).length).toBeGreaterThan(0);
    const catId = (await inOwn(userNodes.field(cat, 'publicId'))) as string;
    expect(await inOwn(boardNodes.entry(OWN_EVENT, 'all', catId))).toMatchObject({
      score: expect.any(Number),
    });
    expect(await inDefault(`leaderboards/${OWN_EVENT}`)).toBeNull();
    expect(await inDefault(userNodes.user(cat))).toBeNull();
    expect(await inDefault(userNodes.ledger(cat))).toBeNull();
    // The default event's: only in the default.
    expect(await inDefault(userNodes.totalPoints(ann))).toBeGreaterThan(0);
    expect(await inOwn(userNodes.user(ann))).toBeNull();
    expect(await inOwn(`leaderboards/${EVENT}`)).toBeNull();

    // What spans events stays in the default: the company's seats, the people index, uid entries.
    expect(await inDefault(organiserNodes.userCount(COMPANY))).toBe(4);
    expect(await inDefault(everyoneNodes.field(cat, 'eventId'))).toBe(OWN_EVENT);
    expect(await inDefault(userNodes.byUid('uid-cat'))).toBe(cat);
    expect(await inDefault(eventNodes.registrants(EVENT))).toBe(2);
    expect(await inDefault(eventNodes.registrants(OWN_EVENT))).toBe(2);
    expect(await inOwn(organiserNodes.companies())).toBeNull();
    // ... and the copies the event's own rules read: its attendees' uid entries, its metadata.
    expect(await inOwn(userNodes.byUid('uid-cat'))).toBe(cat);
    expect(await inOwn(userNodes.byUid('uid-ann'))).toBeNull();
    expect(await inOwn(eventNodes.customer(OWN_EVENT))).toBe(COMPANY);
    expect(await inOwn(eventNodes.registrants(OWN_EVENT))).toBe(2);
  });

  it('refuses a scan across the two events, as it refuses one across any two', async () => {
    await Promise.all([registerIn(EVENT, 'ann'), registerIn(OWN_EVENT, 'cat')]);
    await expect(connect('cat', 'ann')).rejects.toMatchObject({ details: { code: 'invalid-qr' } });
    expect(await inOwn(userNodes.ledger(keyOf('cat@example.com')))).toBeNull();
  });

  it.each([
    ['its own instance, then the default', OWN_EVENT, EVENT],
    ['the default instance, then its own', EVENT, OWN_EVENT],
  ])(
    'gives one profile per account across events on two instances: %s',
    async (_order, first, second) => {
      const made = (await registerIn(first, 'cat')) as { key: string };
      // The same account registers for the company's other event: the profile it has is answered,
      // read in its own event's instance, and no second seat, registrant or profile is made.
      expect(await registerIn(second, 'cat')).toMatchObject({
        status: 'duplicate',
        key: made.key,
        user: { eventId: first },
      });
      expect(await inDefault(organiserNodes.userCount(COMPANY))).toBe(1);
      expect(await inDefault(eventNodes.registrants(second))).toBe(0);
      expect(await inDefault(everyoneNodes.field(made.key, 'eventId'))).toBe(first);
      expect(
        await at(second === OWN_EVENT ? own : stack.deps().db, userNodes.metadata(made.key)),
      ).toBeNull();
    },
  );

  it('finishes a registration that died between the default instance and its own', async () => {
    const cat = keyOf('cat@example.com');
    let clock = 1_800_000_000_000;
    const now = () => clock++;
    const dying = interceptOnce({ ...deps({ now }), db: own }, undefined, 'update', () => () => {
      throw new Error('the instance died');
    }).db;
    const crashed = {
      now,
      databases: { names: [OWN], open: () => dying },
    } satisfies Partial<Deps>;
    await expect(registerIn(OWN_EVENT, 'cat', crashed)).rejects.toThrow();
    // The seat and the registrant are counted and marked; the profile is not written yet.
    expect(await inDefault(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await inOwn(userNodes.field(cat, 'eventId'))).toBeNull();

    // Once the dead try's turn ran out, the retry finishes it, counting nothing twice.
    clock += 91_000;
    const answer = await registerIn(OWN_EVENT, 'cat', { now });
    expect(answer).toMatchObject({ status: 'created', key: cat });
    expect(await inOwn(userNodes.field(cat, 'eventId'))).toBe(OWN_EVENT);
    expect(await inDefault(organiserNodes.userCount(COMPANY))).toBe(1);
    expect(await inDefault(eventNodes.registrants(OWN_EVENT))).toBe(1);
    const publicId = (await inOwn(userNodes.field(cat, 'publicId'))) as string;
    expect(await inDefault(userNodes.byPublicId(publicId))).toBe(cat);
    expect(await inDefault(everyoneNodes.field(cat, 'eventId'))).toBe(OWN_EVENT);
  });

  it('runs the scheduled jobs in its instance too: the online count lands where its list is', async () => {
    await Promise.all([registerIn(EVENT, 'ann'), registerIn(OWN_EVENT, 'cat')]);
    const online = (key: string) => ({ name: 'Attendee', color: '#2563eb', key });
    await stack.deps().db.ref(`${userNodes.onlineLists()}/${EVENT}/p-ann`).set(online('ann'));
    await own.ref(`${userNodes.onlineLists()}/${OWN_EVENT}/p-cat`).set(online('cat'));
    await own.ref(`${userNodes.onlineLists()}/${OWN_EVENT}/p-dan`).set(online('dan'));
    const minute = 1_800_000_000_000;
    const ran: string[] = [];
    await inEveryInstance({ ...deps(), now: () => minute, log: () => undefined }, (inInstance) => {
      ran.push(inInstance.db === own ? 'own' : 'default');
      return sampleOnline(inInstance);
    });
    expect(ran.sort()).toEqual(['default', 'own']);
    const samples = (db: Database, eventId: string) =>
      at(db, eventNodes.activity(eventId)) as Promise<Record<string, { online: number }> | null>;
    expect(Object.values((await samples(own, OWN_EVENT)) ?? {})).toEqual([{ online: 2 }]);
    expect(Object.values((await samples(stack.deps().db, EVENT)) ?? {})).toEqual([{ online: 1 }]);
    expect(await samples(stack.deps().db, OWN_EVENT)).toBeNull();
  });

  it('runs a job in every instance though one fails, and then fails the run', async () => {
    const ran: string[] = [];
    const run = inEveryInstance(
      { ...deps(), now: Date.now, log: () => undefined },
      async (inInstance) => {
        ran.push(inInstance.db === own ? 'own' : 'default');
        if (inInstance.db !== own) throw new Error('the default instance is down');
      },
    );
    await expect(run).rejects.toThrow('1 of the instances failed');
    expect(ran.sort()).toEqual(['default', 'own']);
  });
});

describe('the calls about another event and those made before sign-in', () => {
  /** An organiser of the company, which holds both events; no event of their own. */
  const companyOrganiser = () => auth('org');
  const organiserToken = { organiser: `|c:${COMPANY}|` };
  const accounts: Accounts = {
    uidForEmail: async (email: string) => (email === 'cat@example.com' ? 'uid-cat' : null),
    customToken: async (uid: string, claims?: object) =>
      `token-for-${uid}:${JSON.stringify(claims)}`,
  };

  const publicDeps = (): Deps & { accounts: Accounts } => ({ ...deps(), accounts });

  it('adjusts an attendee of the other event in that event’s instance, found by their key', async () => {
    await registerIn(OWN_EVENT, 'cat');
    const cat = keyOf('cat@example.com');
    const before = (await inOwn(userNodes.totalPoints(cat))) as number;
    const { uid } = companyOrganiser();
    await runCallable(
      CALLABLES.adminAdjustPoints,
      adjustPoints,
      deps(),
      { uid, token: { ...caller('org').token, ...organiserToken } },
      { userKey: cat, delta: 7, reason: 'Booth quiz' },
    );
    expect(await inOwn(userNodes.totalPoints(cat))).toBe(before + 7);
    const ledger = Object.values((await inOwn(userNodes.ledger(cat))) ?? {}) as {
      points: number;
    }[];
    expect(ledger.map((entry) => entry.points)).toContain(7);
    expect(await inDefault(userNodes.user(cat))).toBeNull();
    expect(await inDefault(userNodes.ledger(cat))).toBeNull();
  });

  it('keeps a kiosk of the other event there, and opens it before sign-in from its key', async () => {
    const { uid } = companyOrganiser();
    const made = await runCallable(
      CALLABLES.adminCreateKiosk,
      createKiosk,
      deps(),
      { uid, token: { ...caller('org').token, ...organiserToken } },
      { eventId: OWN_EVENT, label: 'Expo hall' },
    );
    // The record the kiosk's rules read is in the event's instance, the secret's hash in the default.
    expect(await inOwn(kioskNodes.kiosk(OWN_EVENT, made.kioskId))).toMatchObject({
      label: 'Expo hall',
    });
    expect(await inDefault(kioskNodes.kiosk(OWN_EVENT, made.kioskId))).toBeNull();
    expect(await inDefault(kioskNodes.secret(made.kioskId))).toMatchObject({ eventId: OWN_EVENT });
    expect(await inOwn(kioskNodes.secret(made.kioskId))).toBeNull();

    const opened = await runPublicCallable(CALLABLES.openKiosk.input, openKiosk, publicDeps(), {
      key: made.key,
    });
    expect(opened).toEqual({
      token: `token-for-kiosk-${made.kioskId}:${JSON.stringify({ kiosk: made.kioskId, kioskEvent: OWN_EVENT })}`,
      eventId: OWN_EVENT,
      kioskId: made.kioskId,
    });
  });

  it('signs an attendee of the other event in with a one-time code, writing only the default', async () => {
    await registerIn(OWN_EVENT, 'cat');
    const ownBefore = JSON.stringify((await own.ref().get()).val());
    const sent = await runPublicCallable(CALLABLES.sendOtp.input, sendOtp, publicDeps(), {
      email: 'cat@example.com',
    });
    const outbox = Object.values(
      ((await inDefault('outbox')) ?? {}) as Record<string, { text: string }>,
    );
    const code = /(\d{10})/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';
    const signedIn = await runPublicCallable(CALLABLES.verifyOtp.input, verifyOtp, publicDeps(), {
      email: 'cat@example.com',
      code,
      request: sent.sent ? sent.request : '',
    });
    expect(signedIn).toEqual({ token: 'token-for-uid-cat:undefined' });
    // The codes, the mail and the limits span events: the event's instance is as it was.
    expect(JSON.stringify((await own.ref().get()).val())).toBe(ownBefore);
    expect(await inOwn('otp')).toBeNull();
    expect(await inOwn('outbox')).toBeNull();
  });
});
