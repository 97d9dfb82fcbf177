import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchName, registeredAttendees } from '@engage/bench/attendees';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import {
  cutPage,
  type PageCursor,
  type PeoplePageQuery,
  peoplePageQuery,
  type SearchRange,
  searchRange,
} from '@engage/domain/people';
import { WriteSet } from '@engage/domain/plan';
import { DatabaseEmulator } from '@engage/emulator/server';
import { applyWrites } from '@engage/server/placed';
import { deleteApp as deleteWebApp, initializeApp as initWeb, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase as getWebDb,
  goOffline,
} from 'firebase/database';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { peopleWebQuery } from '../src/lib/firebase/people-query.ts';

/**
 * `pnpm bench` for the organiser console's people search at 10,000 attendees: an organiser's web
 * SDK, under the project's own rules, asks the server-kept people index for one page (25 rows)
 * the way the console does: by name prefix, by email prefix, everyone by name, and the next pages
 * after a cursor. Each is timed many times; p50 and p95 are printed.
 */
setLogLevel('error');
const EVENT = 'bench-event';
const SIZE = 10_000;
const PAGE = 25;
const RUNS = 60;
const rules = readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8');
const emulator = new DatabaseEmulator({ port: 0, rules });
const port = await emulator.start();
process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
const ns = 'bench-people';
const admin = initializeApp(
  { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
  ns,
);

// Attendees as registration makes them (the plan writes each one's row of the people index).
const writes = new WriteSet();
for (const attendee of registeredAttendees(EVENT, SIZE)) writes.merge(attendee.writes);
await applyWrites(getDatabase(admin), writes.writes());

// The organiser's browser: the web SDK with an organiser claim for the event.
const app = initWeb(
  { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}`, apiKey: 'k' },
  'organiser',
);
const db: Database = getWebDb(app);
connectDatabaseEmulator(db, '127.0.0.1', port, {
  mockUserToken: { sub: 'uid-organiser', user_id: 'uid-organiser', organiser: `|e:${EVENT}|` },
});

/**
 * The domain's description of a page (peoplePageQuery, the one the console asks) as the admin
 * SDK's query, as a server reading the same index would, with no rules in the way; the web SDK's
 * is the console's own (peopleWebQuery), under the rules.
 */
const adminQuery = (q: PeoplePageQuery) => {
  const ordered = getDatabase(admin).ref(q.path).orderByChild(q.orderBy);
  const started =
    'after' in q.start
      ? ordered.startAfter(q.start.after, q.start.key)
      : ordered.startAt(q.start.at);
  return started.endAt(q.end).limitToFirst(q.limit);
};

type Reader = 'web' | 'admin';
const page = async (range: SearchRange, cursor?: PageCursor, reader: Reader = 'web') => {
  const q = peoplePageQuery(EVENT, range, cursor, PAGE);
  const snapshot = reader === 'web' ? await get(peopleWebQuery(db, q)) : await adminQuery(q).get();
  const rows: PageCursor[] = [];
  snapshot.forEach((child) => {
    rows.push({ value: String(child.child(range.field).val()), key: child.key ?? '' });
  });
  return { read: rows.length, ...cutPage(rows, PAGE, (row) => row) };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const time = async (label: string, run: (i: number) => Promise<number>) => {
  const ms: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    rows += await run(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return [
    label,
    {
      'p50 (ms)': percentile(ms, 50).toFixed(1),
      'p95 (ms)': percentile(ms, 95).toFixed(1),
      'rows read (page + 1)': (rows / RUNS).toFixed(1),
    },
  ] as const;
};

const namePrefix = (i: number) => searchRange(benchName(i).slice(0, 2 + (i % 2)));

// The first read warms each connection up, as an open console would be.
await page(searchRange(''));
await page(searchRange(''), undefined, 'admin');
const results = Object.fromEntries([
  await time('everyone, first page by name', async () => (await page(searchRange(''))).read),
  await time('name prefix (e.g. "gr", "ali")', async (i) => (await page(namePrefix(i))).read),
  await time('email prefix (e.g. "grace.hopper.1")', async (i) => {
    const n = (i * 997) % SIZE;
    const email = benchName(n).toLowerCase().replace(/\s+/g, '.');
    return (await page(searchRange(`${email}@`))).read;
  }),
  await time('a name with no match', async () => (await page(searchRange('zzz'))).read),
  await time('pages 1 to 5 in a row, each after the last one’s cursor', async () => {
    let cursor: PageCursor | undefined;
    let read = 0;
    for (let n = 0; n < 5; n += 1) {
      const got = await page(searchRange(''), cursor);
      read = got.read;
      cursor = got.next;
    }
    return read;
  }),
  await time(
    'admin SDK, no rules: name prefix',
    async (i) => (await page(namePrefix(i), undefined, 'admin')).read,
  ),
]);
console.log(
  `\nPeople search at ${SIZE.toLocaleString('en')} attendees (organiser's web SDK, project rules, ${RUNS} runs each)`,
);
console.table(results);
writeFragment({
  title: 'Functions: leaderboards, people search, purchase sweep',
  tables: [
    tableOf(
      `Organiser console: people search at ${SIZE.toLocaleString('en')} attendees, one page of ${PAGE}`,
      'Search',
      results,
      `The organiser's web SDK under the project's rules against the local emulator, ${RUNS} runs each; the admin SDK's row reads the same index with no rules. Timings as measured, not asserted.`,
    ),
  ],
});

goOffline(db);
await deleteWebApp(app);
await deleteApp(admin);
await emulator.stop();
process.exit(0);
