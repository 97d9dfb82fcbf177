import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  goOffline,
  onValue,
  ref,
  set,
} from 'firebase/database';
import { DatabaseEmulator } from '../src/database/server.ts';

/**
 * `pnpm bench` for the local emulator, through the real web SDK over loopback:
 *   - start-up: constructing the emulator and listening, until a first get() is answered;
 *   - fan-out: 1,000 SDK clients connect, each listens to one location and receives its value;
 *   - sequential sets: one client awaiting each set before the next.
 */
setLogLevel('error');
const RULES = JSON.stringify({ rules: { '.read': true, '.write': true } });
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const SETS = Number(process.env.BENCH_SETS ?? 2_000);

const client = (port: number, name: string) => {
  const app = initializeApp(
    { projectId: 'demo-bench', databaseURL: `http://127.0.0.1:${port}?ns=bench`, apiKey: 'k' },
    name,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  return { app, db };
};

const results: Record<string, string> = {};

let started = performance.now();
const emulator = new DatabaseEmulator({
  port: 0,
  rules: RULES,
  data: { bench: { hello: 'world' } },
});
const port = await emulator.start();
const first = client(port, 'first');
await get(ref(first.db, 'hello'));
results['start-up to first answered get()'] = `${(performance.now() - started).toFixed(0)} ms`;

started = performance.now();
const clients = Array.from({ length: CLIENTS }, (_, i) => client(port, `c${i}`));
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
await emulator.stop();

console.log('\nLocal emulator benchmark (real web SDK, loopback)');
console.table(results);
process.exit(0);
