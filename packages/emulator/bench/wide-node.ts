import { performance } from 'node:perf_hooks';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  goOffline,
  getDatabase,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
  set,
} from 'firebase/database';
import type { DatabaseEmulator } from '../src/database/server.ts';

/**
 * One wide node (the users or leaderboard node of a large event): `size` children, with
 * `listeners` web SDK clients each showing its top 20 (orderByChild('score'), limitToLast(20)).
 * Measures how fast those clients connect and get their first window, then how many sequential
 * sets one client makes per second while they all listen: score changes of existing children,
 * then new children (the node grows).
 */
export type WideNodeOptions = {
  readonly size: number;
  readonly listeners: number;
  /** Each write phase stops after this long or after `maxWrites`, whichever comes first. */
  readonly seconds: number;
  readonly maxWrites: number;
};

const TOP = 20;

export const client = (port: number, ns: string, name: string) => {
  const app: FirebaseApp = initializeApp(
    { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=${ns}`, apiKey: 'k' },
    name,
  );
  const db: Database = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  return { app, db };
};

const key = (i: number) => `user${String(i).padStart(6, '0')}`;

/** Sequential sets until the time or the count runs out; returns writes per second. */
const writeFor = async (
  options: WideNodeOptions,
  write: (i: number) => Promise<void>,
): Promise<{ writes: number; perSecond: number }> => {
  const started = performance.now();
  const deadline = started + options.seconds * 1_000;
  let writes = 0;
  while (writes < options.maxWrites && performance.now() < deadline) {
    await write(writes);
    writes += 1;
  }
  return { writes, perSecond: writes / ((performance.now() - started) / 1_000) };
};

const topKeys = (value: unknown): string =>
  Object.keys(value ?? {})
    .sort()
    .join();

export const benchWideNode = async (
  emulator: DatabaseEmulator,
  port: number,
  options: WideNodeOptions,
): Promise<Record<string, string>> => {
  const ns = `wide-${options.size}`;
  const writer = client(port, ns, `${ns}-writer`);
  const board = Object.fromEntries(
    Array.from({ length: options.size }, (_, i) => [
      key(i),
      { name: `Attendee ${i}`, score: Math.floor(Math.random() * 5_000) },
    ]),
  );
  await set(ref(writer.db, 'board'), board);
  const top = query(ref(writer.db, 'board'), orderByChild('score'), limitToLast(TOP));

  const bytesBefore = emulator.totalBytesSent();
  let started = performance.now();
  const listeners = Array.from({ length: options.listeners }, (_, i) =>
    client(port, ns, `${ns}-l${i}`),
  );
  const views: unknown[] = [];
  const updates = { count: 0 };
  await Promise.all(
    listeners.map(
      ({ db }, i) =>
        new Promise<void>((resolve) => {
          onValue(query(ref(db, 'board'), orderByChild('score'), limitToLast(TOP)), (snapshot) => {
            views[i] = snapshot.val();
            updates.count += 1;
            if (Object.keys(snapshot.val() ?? {}).length === TOP) resolve();
          });
        }),
    ),
  );
  const connectMs = performance.now() - started;
  const connected = updates.count;

  const maxScore = () => 5_000 + Math.floor(Math.random() * 5_000);
  // One score in ten lands in the top 20, so the listened window moves and fans out.
  const updated = await writeFor(options, (i) =>
    set(
      ref(writer.db, `board/${key(Math.floor(Math.random() * options.size))}/score`),
      i % 10 === 0 ? maxScore() : Math.floor(Math.random() * 5_000),
    ),
  );
  const grown = await writeFor(options, (i) =>
    set(ref(writer.db, `board/new${String(i).padStart(6, '0')}`), {
      name: `Newcomer ${i}`,
      score: i % 10 === 0 ? maxScore() : Math.floor(Math.random() * 5_000),
    }),
  );
  started = performance.now();
  const expected = topKeys((await get(top)).val());
  // Listeners may still be catching up with the last writes when get() answers.
  while (views.some((view) => topKeys(view) !== expected) && performance.now() - started < 10_000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const agree = views.every((view) => topKeys(view) === expected);
  const bytes = emulator.totalBytesSent() - bytesBefore;

  for (const { db } of [...listeners, writer]) goOffline(db);
  await Promise.all([...listeners, writer].map(({ app }) => deleteApp(app)));
  return {
    children: options.size.toLocaleString('en'),
    listeners: String(options.listeners),
    'connect + first top 20': `${connectMs.toFixed(0)} ms (${(options.listeners / (connectMs / 1_000)).toFixed(0)} clients/s)`,
    'score sets (existing children)': `${updated.perSecond.toFixed(0)} writes/s (${updated.writes})`,
    'sets of new children': `${grown.perSecond.toFixed(0)} writes/s (${grown.writes})`,
    'listener updates received': String(updates.count - connected),
    'bytes sent (all clients)': bytes.toLocaleString('en'),
    'every view = get() of the query': agree ? 'yes' : 'NO',
  };
};
