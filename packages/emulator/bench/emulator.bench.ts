import { performance } from 'node:perf_hooks';
import { tableOf, writeFragment } from '@engage/bench/fragment';
import { deleteApp, setLogLevel } from 'firebase/app';
import { get, goOffline, onValue, ref, set } from 'firebase/database';
import { DatabaseEmulator } from '../src/database/server.ts';
import { benchWideNode, client } from './wide-node.ts';
import { benchWriteCost } from './write-cost.ts';

/**
 * `pnpm bench` for the local emulator, through the real web SDK over loopback:
 *   - start-up: constructing the emulator and listening, until a first get() is answered;
 *   - fan-out: 1,000 SDK clients connect, each listens to one location and receives its value;
 *   - sequential sets: one client awaiting each set before the next;
 *   - wide nodes: 1,000 and 100,000 children in one node, listened through a top-20 query
 *     (see wide-node.ts), and the in-process cost of one write there (see write-cost.ts).
 */
setLogLevel('error');
const RULES = JSON.stringify({ rules: { '.read': true, '.write': true } });
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const SETS = Number(process.env.BENCH_SETS ?? 2_000);
const COST_WRITES = Number(process.env.BENCH_COST_WRITES ?? 20_000);
const WIDE_SIZES = (process.env.BENCH_WIDE_SIZES ?? '1000,100000').split(',').map(Number);
const WIDE_LISTENERS = Number(process.env.BENCH_WIDE_LISTENERS ?? 200);
const WIDE_SECONDS = Number(process.env.BENCH_WIDE_SECONDS ?? 5);

const results: Record<string, string> = {};

// First, while the heap holds nothing else, so that collections of other data do not count.
const cost = WIDE_SIZES.map((size) => benchWriteCost(size, COST_WRITES));

let started = performance.now();
const emulator = new DatabaseEmulator({
  port: 0,
  rules: RULES,
  data: { bench: { hello: 'world' } },
});
const port = await emulator.start();
const first = client(port, 'bench', 'first');
await get(ref(first.db, 'hello'));
results['start-up to first answered get()'] = `${(performance.now() - started).toFixed(0)} ms`;

started = performance.now();
const clients = Array.from({ length: CLIENTS }, (_, i) => client(port, 'bench', `c${i}`));
await Promise.all(
  clients.map(
    ({ db }) =>
      new Promise<void>((resolve) => {
        const stop = onValue(ref(db, 'hello'), (snapshot) => {
          if (snapshot.val() === 'world') {
            stop();
            resolve();
          }
        });
      }),
  ),
);
const fanOut = performance.now() - started;
results[`${CLIENTS} clients connect and receive a listened value`] =
  `${fanOut.toFixed(0)} ms (${(fanOut / CLIENTS).toFixed(2)} ms per client)`;
for (const { db } of clients) goOffline(db);
await Promise.all(clients.map(({ app }) => deleteApp(app)));

started = performance.now();
for (let i = 0; i < SETS; i += 1) await set(ref(first.db, `seq/${i % 100}`), i);
const seconds = (performance.now() - started) / 1000;
results[`sequential sets by one client (${SETS})`] = `${(SETS / seconds).toFixed(0)} writes/s`;

goOffline(first.db);
await deleteApp(first.app);

/** One row per metric, one column per node size. */
const bySize = (rows: Record<string, string>[]) =>
  Object.fromEntries(
    Object.keys(rows[0] ?? {}).map((metric) => [
      metric,
      Object.fromEntries(
        WIDE_SIZES.map((size, i) => [`${size.toLocaleString('en')} children`, rows[i]?.[metric]]),
      ),
    ]),
  );

const wide: Record<string, string>[] = [];
for (const size of WIDE_SIZES) {
  wide.push(
    await benchWideNode(emulator, port, {
      size,
      listeners: WIDE_LISTENERS,
      seconds: WIDE_SECONDS,
      maxWrites: SETS,
    }),
  );
}
await emulator.stop();

console.log('\nLocal emulator benchmark (real web SDK, loopback)');
console.table(results);
console.log('\nIn-process cost of one write into a wide node, one top-20 query listened');
console.table(bySize(cost));
console.log('\nOne wide node listened through its top 20 (orderByChild, limitToLast)');
console.table(bySize(wide));
writeFragment({
  title: 'Local Realtime Database emulator',
  tables: [
    tableOf(
      'Start-up, connections and writes (real web SDK, loopback)',
      'Measure',
      Object.fromEntries(Object.entries(results).map(([what, value]) => [what, { result: value }])),
    ),
    tableOf(
      'In-process cost of one write into a wide node, one top-20 query listened',
      'Measure',
      bySize(cost),
    ),
    tableOf(
      'One wide node listened through its top 20 (orderByChild, limitToLast): connections and writes/s',
      'Measure',
      bySize(wide),
    ),
  ],
});
process.exit(0);
