import { performance } from 'node:perf_hooks';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
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
 * web SDK clients showing its top 20 (orderByChild('score'), limitToLast(20)). Measures how many
 * sequential sets one client makes per second (score changes of existing children, then new
 * children: the node grows) while one client listens, then how fast `listeners - 1` more clients
 * connect and get their first window, then the sets again while they all listen. The emulator
 * runs in this process with the SDK clients, so the crowded figures include the clients' work.
 */
type WideNodeOptions = {
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

  const views: unknown[] = [];
  const listen = (db: Database, i: number) =>
    new Promise<void>((resolve) => {
      onValue(query(ref(db, 'board'), orderByChild('score'), limitToLast(TOP)), (snapshot) => {
        views[i] = snapshot.val();
        if (Object.keys(snapshot.val() ?? {}).length === TOP) resolve();
      });
    });
  const listeners = Array.from({ length: options.listeners }, (_, i) =>
    client(port, ns, `${ns}-l${i}`),
  );
  const [first, ...others] = listeners;
  if (first !== undefined) await listen(first.db, 0);

  let newcomers = 0;
  const maxScore = () => 5_000 + Math.floor(Math.random() * 5_000);
  const score = (i: number) =>
    // One score in ten lands in the top 20, so the listened window moves and fans out.
    i % 10 === 0 ? maxScore() : Math.floor(Math.random() * 5_000);
  const writes = async () => {
    const before = emulator.stats(ns).totals;
    const started = performance.now();
    const updated = await writeFor(options, (i) =>
      set(ref(writer.db, `board/${key(Math.floor(Math.random() * options.size))}/score`), score(i)),
    );
    const grown = await writeFor(options, (i) => {
      newcomers += 1;
      return set(ref(writer.db, `board/new${String(newcomers).padStart(6, '0')}`), {
        name: `Newcomer ${newcomers}`,
        score: score(i),
      });
    });
    const seconds = (performance.now() - started) / 1_000;
    const after = emulator.stats(ns).totals;
    return {
      score: `${updated.perSecond.toFixed(0)} writes/s (${updated.writes})`,
      grow: `${grown.perSecond.toFixed(0)} writes/s (${grown.writes})`,
      fanOut: `${((after.responses - before.responses) / seconds).toFixed(0)} responses/s, ${((after.bytes - before.bytes) / 1_024 / seconds).toFixed(0)} KiB/s`,
    };
  };

  const alone = await writes();
  const started = performance.now();
  await Promise.all(others.map(({ db }, i) => listen(db, i + 1)));
  const connectMs = performance.now() - started;
  const crowd = await writes();

  const expected = topKeys((await get(top)).val());
  // Listeners may still be catching up with the last writes when get() answers.
  const deadline = performance.now() + 10_000;
  while (views.some((view) => topKeys(view) !== expected) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const agree = views.length === options.listeners && views.every((v) => topKeys(v) === expected);

  for (const { db } of [...listeners, writer]) goOffline(db);
  await Promise.all([...listeners, writer].map(({ app }) => deleteApp(app)));
  const n = options.listeners;
  return {
    [`${n - 1} more clients connect and get their top 20`]: `${connectMs.toFixed(0)} ms (${((n - 1) / (connectMs / 1_000)).toFixed(0)} clients/s)`,
    'score sets, 1 listener': alone.score,
    'new children, 1 listener': alone.grow,
    'fan-out, 1 listener (GET /.stats)': alone.fanOut,
    [`score sets, ${n} listeners`]: crowd.score,
    [`new children, ${n} listeners`]: crowd.grow,
    [`fan-out, ${n} listeners (GET /.stats)`]: crowd.fanOut,
    'every view = get() of the query': agree ? 'yes' : 'NO',
  };
};
