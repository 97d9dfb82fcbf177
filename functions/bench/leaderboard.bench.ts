import { performance } from 'node:perf_hooks';
import { planAward } from '@engage/domain/awards';
import { DatabaseEmulator } from '@engage/emulator/server';
import { LEADERBOARD_TOP_N } from '@engage/domain/constants';
import { dbPaths } from '@engage/domain/paths';
import { TEAM_NAMES } from '@engage/domain/colors';
import { WriteSet } from '@engage/domain/plan';
import { planNewAttendee } from '@engage/domain/registration';
import { deleteApp as deleteWebApp, initializeApp as initWeb, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase as getWebDb,
  goOffline,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
} from 'firebase/database';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { applyWrites } from '../src/commit.ts';

/**
 * `pnpm bench` for the leaderboards: the bytes one client receives to show the top 20 and its own
 * entry, against the naive design of listening to every user and sorting in the browser; and how
 * many locations one point award writes (all in one multi-path update, one round trip).
 */
setLogLevel('error');
const EVENT = 'bench-event';
const OPEN_READ = JSON.stringify({ rules: { '.read': true, '.write': false } });

const measure = async (size: number) => {
  const emulator = new DatabaseEmulator({ port: 0, rules: OPEN_READ });
  const port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const ns = `bench-${size}`;
  const admin = initializeApp(
    { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
    ns,
  );
  // Attendees as registration makes them, their points as awards with ledger entries.
  const attendees = new WriteSet();
  let ownPublicId = '';
  const awards = new WriteSet();
  let id = 0;
  const ctx = {
    newId: () => {
      id += 1;
      return `bench${String(id).padStart(8, '0')}`;
    },
  };
  for (let i = 0; i < size; i += 1) {
    const key = `user${String(i).padStart(6, '0')}`;
    const teamName = TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE';
    const created = planNewAttendee(
      key,
      {
        uid: `uid${i}`,
        name: `Attendee ${i}`,
        email: `a${i}@example.com`,
        company: 'Northwind Traders',
        department: 'Engineering',
        teamName,
        customerId: 'northwind',
        eventId: EVENT,
      },
      { ...ctx, random: Math.random },
    );
    if (!created.ok) throw new Error(created.error);
    attendees.merge(created.writes);
    if (i === Math.floor(size / 2)) ownPublicId = created.value.user.publicId;
    const points = 1 + Math.floor(Math.random() * 5_000);
    awards.merge(
      planAward(created.value.user, { key, points, reason: 'bench', by: 'bench' }, ctx).writes,
    );
  }
  await applyWrites(getDatabase(admin), attendees.writes());
  await applyWrites(getDatabase(admin), awards.writes());

  const client = async (subscribe: (db: ReturnType<typeof getWebDb>, done: () => void) => void) => {
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

  const ownId = ownPublicId;
  const designed = await client((db, done) => {
    let pending = 2;
    const settle = () => {
      pending -= 1;
      if (pending === 0) done();
    };
    onValue(
      query(
        ref(db, dbPaths.leaderboard(EVENT, 'all')),
        orderByChild('score'),
        limitToLast(LEADERBOARD_TOP_N),
      ),
      settle,
      { onlyOnce: true },
    );
    onValue(ref(db, dbPaths.leaderboardEntry(EVENT, 'all', ownId)), settle, { onlyOnce: true });
  });
  const naive = await client((db, done) =>
    onValue(ref(db, dbPaths.users()), () => done(), { onlyOnce: true }),
  );
  await deleteApp(admin);
  await emulator.stop();
  return { designed, naive };
};

const rows: Record<string, Record<string, string>> = {};
for (const size of [1_000, 10_000]) {
  const { designed, naive } = await measure(size);
  rows[`${size.toLocaleString('en')} attendees`] = {
    'top 20 + own entry': `${(designed.bytes / 1024).toFixed(1)} KiB in ${designed.ms.toFixed(0)} ms`,
    'naive: all users': `${(naive.bytes / 1024).toFixed(1)} KiB in ${naive.ms.toFixed(0)} ms`,
    ratio: `${(naive.bytes / designed.bytes).toFixed(0)}x less`,
  };
}
console.log('\nLeaderboard bytes per client (real web SDK, local emulator)');
console.table(rows);

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
process.exit(0);
