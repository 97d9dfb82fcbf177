import { performance } from 'node:perf_hooks';
import { seedBoard } from '@engage/bench/board-fixture';
import { BUDGETS } from '@engage/bench/budgets';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { planAward } from '@engage/domain/awards';
import { LEADERBOARD_TOP_N } from '@engage/domain/constants';
import { boardNodes } from '@engage/domain/store/boards';
import { userNodes } from '@engage/domain/store/users';
import { DatabaseEmulator } from '@engage/emulator/server';
import { deleteApp as deleteWebApp, initializeApp as initWeb, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase as getWebDb,
  goOffline,
  limitToLast,
  onValue,
  orderByChild,
  type Query,
  query,
  ref,
} from 'firebase/database';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { burstResponses, publishChangeBytes } from '../src/testing/fan-out.ts';

/**
 * `pnpm bench` for the leaderboards: the bytes one screen receives to show the top 20 and its own
 * entry, as the app listens (the published snapshot), as it listened before (the live top-20
 * query) and as a naive design would (every user, sorted in the browser); and how many locations
 * one point award writes (all in one multi-path update, one round trip).
 */
setLogLevel('error');
const EVENT = 'bench-event';
const OPEN_READ = JSON.stringify({ rules: { '.read': true, '.write': false } });
/** The same spread of scores the budget test uses, so the figures match it. */
const points = (i: number) => ((i * 7_919) % 5_000) + 1;

type WebDb = ReturnType<typeof getWebDb>;
type Subscribe = (db: WebDb, done: () => void) => void;

const measure = async (size: number) => {
  const emulator = new DatabaseEmulator({ port: 0, rules: OPEN_READ });
  const port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const ns = `bench-${size}`;
  const admin = initializeApp(
    { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
    ns,
  );
  const publicIds = await seedBoard(getDatabase(admin), EVENT, size, points);
  const own = publicIds[Math.floor(size / 2)] ?? '';

  const client = async (subscribe: Subscribe) => {
    const before = emulator.totalBytesSent();
    const app = initWeb(
      { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}`, apiKey: 'k' },
      `${ns}-${Math.random()}`,
    );
    const db = getWebDb(app);
    connectDatabaseEmulator(db, '127.0.0.1', port);
    const started = performance.now();
    await new Promise<void>((resolve) => subscribe(db, resolve));
    const ms = performance.now() - started;
    const bytes = emulator.totalBytesSent() - before;
    goOffline(db);
    await deleteWebApp(app);
    return { bytes, ms };
  };
  /** A screen's listens, done once each has its first value. */
  const both =
    (top: (db: WebDb) => Query): Subscribe =>
    (db, done) => {
      let pending = 2;
      const settle = () => {
        pending -= 1;
        if (pending === 0) done();
      };
      onValue(top(db), settle, { onlyOnce: true });
      onValue(ref(db, boardNodes.entry(EVENT, 'all', own)), settle, { onlyOnce: true });
    };
  const snapshot = await client(both((db) => ref(db, boardNodes.snapshot(EVENT, 'all'))));
  const liveQuery = await client(
    both((db) =>
      query(
        ref(db, boardNodes.board(EVENT, 'all')),
        orderByChild('score'),
        limitToLast(LEADERBOARD_TOP_N),
      ),
    ),
  );
  const naive = await client((db, done) =>
    onValue(ref(db, userNodes.all()), () => done(), { onlyOnce: true }),
  );
  // A busy second: 100 awards land while 100 screens watch, as the app (the snapshot) and naively.
  const burst = (watched: 'snapshot' | 'whole board') =>
    burstResponses({
      db: getDatabase(admin),
      port,
      ns,
      eventId: EVENT,
      publicIds,
      viewers: BURST,
      awards: BURST,
      watched,
    });
  const fanOut =
    size === 1_000
      ? { snapshot: await burst('snapshot'), naive: await burst('whole board') }
      : null;
  const changeBytes = await publishChangeBytes({
    db: getDatabase(admin),
    port,
    ns,
    eventId: EVENT,
    moved: 3,
    bytesSent: () => emulator.totalBytesSent(),
  });
  await deleteApp(admin);
  await emulator.stop();
  return { snapshot, liveQuery, naive, fanOut, changeBytes };
};
const BURST = 100;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: Record<string, Record<string, string>> = {};
let viewBytes = 0;
let changeBytes = 0;
let fanOut = { snapshot: 0, naive: 0 };
for (const size of [1_000, 10_000]) {
  const measured = await measure(size);
  const { snapshot, liveQuery, naive } = measured;
  if (size === 1_000) {
    viewBytes = snapshot.bytes;
    changeBytes = measured.changeBytes;
  }
  if (measured.fanOut !== null) fanOut = measured.fanOut;
  rows[`${size.toLocaleString('en')} attendees`] = {
    'snapshot + own entry (the app)': `${kib(snapshot.bytes)} in ${snapshot.ms.toFixed(0)} ms`,
    'live top-20 query + own entry': `${kib(liveQuery.bytes)} in ${liveQuery.ms.toFixed(0)} ms`,
    'naive: all users': `${kib(naive.bytes)} in ${naive.ms.toFixed(0)} ms`,
    'naive / snapshot': `${(naive.bytes / snapshot.bytes).toFixed(0)}x`,
  };
}
console.log('\nLeaderboard bytes per screen (real web SDK, local emulator)');
console.table(rows);
const fanOutRows = {
  'published snapshot (the app)': {
    responses: fanOut.snapshot,
    'responses per award': fanOut.snapshot / BURST,
  },
  'naive: the whole board': {
    responses: fanOut.naive,
    'responses per award': fanOut.naive / BURST,
  },
};
console.log(
  `\n${BURST} awards in one second, ${BURST} screens watching: responses the screens receive`,
);
console.table(fanOutRows);
// Each screen listens on its own, so what one screen hears in the busy second scales with the
// screens: the event day is 10,000 screens open while 100 awards land every second.
const EVENT_VIEWERS = 10_000;
const perScreen = (responses: number) => responses / BURST;
const eventDayRows = {
  'published snapshot (the app)': {
    'responses/s': Math.round(perScreen(fanOut.snapshot) * EVENT_VIEWERS),
  },
  'naive: the whole board': { 'responses/s': Math.round(perScreen(fanOut.naive) * EVENT_VIEWERS) },
};
console.log(`\nAt ${EVENT_VIEWERS.toLocaleString('en')} screens and ${BURST} awards/s`);
console.table(eventDayRows);

const { writes } = planAward(
  { eventId: EVENT, teamName: 'AGILE', attendance: 'in_person', name: 'A', publicId: 'p' },
  { key: 'k', points: 10, reason: 'qr-connection', by: 'system', counters: { super_networker: 1 } },
  { newId: () => 'x' },
);
const sets = Object.keys(writes.sets).length;
const increments = Object.keys(writes.increments).length;
console.log(
  `\nOne point award: 1 multi-path update (one round trip) touching ${sets + increments} locations: ` +
    `${increments} server increments + ${sets} sets (the ledger entry, names on the boards).`,
);
writeFragment({
  title: 'Functions: leaderboards, people search, purchase sweep',
  tables: [
    tableOf(
      'Bytes one leaderboard screen receives to show the top 20 and its own entry',
      'Event',
      rows,
      'Real web SDK against the local emulator; the naive design listens to every user and sorts in the browser.',
    ),
    {
      title: 'Writes per award',
      columns: ['Award', 'Locations', 'Server increments', 'Sets', 'Round trips'],
      rows: [['A QR connection, one side', sets + increments, increments, sets, 1]],
    },
    tableOf(
      `Responses ${BURST} screens receive when ${BURST} awards land in one second (1,000 attendees)`,
      'Design',
      fanOutRows,
      'The snapshot is published at most once a second (the burst’s last change included); a screen of the naive design hears of every award.',
    ),
    tableOf(
      `Database responses per second to leaderboard screens at ${EVENT_VIEWERS.toLocaleString('en')} screens and ${BURST} awards/s`,
      'Design',
      eventDayRows,
      `Scaled from the busy second above (responses per screen times ${EVENT_VIEWERS.toLocaleString('en')}); the budget is 20,000 responses/s (a production database serves about 100,000).`,
    ),
  ],
  budgets: [
    {
      name: 'Bytes per leaderboard view (snapshot + own entry, 1,000 attendees)',
      measured: viewBytes,
      budget: BUDGETS.leaderboardViewBytes,
      unit: 'bytes',
    },
    {
      name: 'Bytes a screen receives for a publish in which three rows moved (1,000 attendees)',
      measured: changeBytes,
      budget: BUDGETS.boardChangeBytes,
      unit: 'bytes',
    },
    {
      name: `Database responses per award (${BURST} screens, ${BURST} awards in one publish interval)`,
      measured: fanOut.snapshot / BURST,
      budget: BUDGETS.responsesPerAward,
      unit: 'responses',
    },
    {
      name: 'Writes per award',
      measured: sets + increments,
      budget: BUDGETS.writesPerAward,
      unit: 'locations',
    },
  ],
});
process.exit(0);
