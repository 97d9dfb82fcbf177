import { seedBoard } from '@engage/bench/board-fixture';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '@engage/devstack/seed';
import type { StackPorts } from '@engage/devstack/stack';
import { type BoardEntry, boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Unsubscribe } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { type SimClient, simClient } from '../src/client.ts';
import { Journal, percentile } from '../src/journal.ts';
import { limiter } from '../src/limiter.ts';
import { watchNode } from '../src/node-reads.ts';
import { type BoardDesign, watchTop } from '../src/screens.ts';
import type { AdminHandle } from '../src/setup.ts';
import { readTraffic } from '../src/traffic.ts';
import { warmFunctions } from '../src/warm.ts';
import { sleep } from '../src/world.ts';

/**
 * Leaderboard screens under a steady stream of awards: `viewers` signed-in attendees keep the
 * board open while the organiser awards points (through the real adminAdjustPoints) to people on
 * it. For each design (the published snapshot the app listens to, the live top-20 query it used
 * before, the naive whole board) it measures what the database sends (responses and bytes per
 * second, from the emulator's own counters) and the award-to-screen delay: from the organiser's
 * click to the new score on a viewer's screen.
 */
export type DesignResult = {
  readonly design: string;
  readonly awards: number;
  readonly awardsPerSecond: number;
  readonly responsesPerSecond: number;
  readonly bytesPerSecond: number;
  readonly viewerUpdatesPerSecond: number;
  readonly screenDelays: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
};

type Design = BoardDesign | 'naive';
type Row = Partial<Pick<BoardEntry, 'score'>>;

const EVENT = 'bench-viewers';
const BOARD_SIZE = 1_000;
const PASSWORD = 'bench-password-2026';
/** The organiser's awards in flight at once (4 awards/s, each held at most a second). */
const ORGANISER_IN_FLIGHT = 8;

/** What a screen of this design shows, by public id. */
const watch = (
  client: SimClient,
  design: Design,
  onRows: (rows: Readonly<Record<string, Row>>) => void,
): Unsubscribe => {
  if (design !== 'naive') return watchTop(client, EVENT, design, onRows, () => undefined);
  return watchNode(client.db, boardNodes.board(EVENT, 'all'), (rows) => onRows(rows ?? {}));
};

export const benchViewers = async (
  ports: StackPorts,
  admin: AdminHandle,
  options: { readonly viewers: number; readonly awardsPerSecond: number; readonly seconds: number },
  log: (message: string) => void,
): Promise<DesignResult[]> => {
  log(`seeding a board of ${BOARD_SIZE.toLocaleString('en')} attendees...`);
  await admin.db
    .ref(eventNodes.metadata(EVENT))
    .set({ name: 'Leaderboard bench', customerId: 'northwind', registrants: BOARD_SIZE });
  const publicIds = await seedBoard(admin.db, EVENT, BOARD_SIZE, (i) => ((i * 7_919) % 5_000) + 1);
  const journal = new Journal();
  const deps = { ports, journal, limiter: limiter(options.viewers + 2) };
  log(`signing in ${options.viewers} viewers...`);
  const auth = getAuth(admin.app);
  const viewers: SimClient[] = [];
  for (let i = 0; i < options.viewers; i += 1) {
    // The board's attendees are uid0, uid1...: the first ones get accounts and watch.
    await auth.createUser({ uid: `uid${i}`, email: `a${i}@example.com`, password: PASSWORD });
    const client = simClient(`viewer-${i}`, deps);
    await signInWithEmailAndPassword(client.auth, `a${i}@example.com`, PASSWORD);
    viewers.push(client);
  }
  // Its awards must leave at once (the delay starts at the click): one may wait up to a second
  // for a publish, so a few are in flight. Each needs a Functions worker of its own, and a cold
  // one costs seconds of CPU: started before the first design, they would be measured in it.
  const organiser = simClient('organiser', { ...deps, limiter: limiter(ORGANISER_IN_FLIGHT) });
  log(`warming ${ORGANISER_IN_FLIGHT} adminAdjustPoints workers...`);
  await warmFunctions(ports, { adminAdjustPoints: 'hot' }, ORGANISER_IN_FLIGHT);
  await signInWithEmailAndPassword(organiser.auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  const keyOf = new Map(publicIds.map((id, i) => [id, `user${String(i).padStart(6, '0')}`]));

  const results: DesignResult[] = [];
  for (const design of ['snapshot', 'query', 'naive'] as const) {
    log(
      `${design}: ${options.viewers} viewers, ${options.awardsPerSecond} awards/s for ${options.seconds} s...`,
    );
    const awaited = new Map<string, { id: number; score: number; at: number }>();
    const delays: number[] = [];
    let updates = 0;
    let organiserBoard: Readonly<Record<string, Row>> = {};
    const stopOrganiser = watch(organiser, 'snapshot', (rows) => {
      organiserBoard = rows;
    });
    const stops = await Promise.all(
      viewers.map(
        (viewer) =>
          new Promise<Unsubscribe>((resolve) => {
            const seen = new Set<number>();
            let first = true;
            const stop = watch(viewer, design, (rows) => {
              if (first) {
                first = false;
                resolve(stop);
                return;
              }
              updates += 1;
              const now = Date.now();
              for (const [publicId, row] of Object.entries(rows)) {
                const wanted = awaited.get(publicId);
                if (wanted === undefined || seen.has(wanted.id) || (row.score ?? 0) < wanted.score)
                  continue;
                seen.add(wanted.id);
                delays.push(now - wanted.at);
              }
            });
          }),
      ),
    );
    await sleep(2_000);
    updates = 0;
    const before = await readTraffic(ports);
    const started = Date.now();
    const pending: Promise<unknown>[] = [];
    let awards = 0;
    while (Date.now() - started < options.seconds * 1_000) {
      const onBoard = Object.keys(organiserBoard).filter((id) => keyOf.has(id));
      const publicId = onBoard[awards % Math.max(1, onBoard.length)];
      const userKey = publicId === undefined ? undefined : keyOf.get(publicId);
      if (publicId !== undefined && userKey !== undefined) {
        awards += 1;
        const delta = 50 + (awards % 50);
        awaited.set(publicId, {
          id: awards,
          score: (organiserBoard[publicId]?.score ?? 0) + delta,
          at: Date.now(),
        });
        pending.push(
          organiser.call('adminAdjustPoints', { userKey, delta, reason: `bench award ${awards}` }),
        );
      }
      await sleep(1_000 / options.awardsPerSecond);
    }
    await Promise.all(pending);
    const elapsed = (Date.now() - started) / 1_000;
    await sleep(2_000);
    const after = await readTraffic(ports);
    for (const stop of [...stops, stopOrganiser]) stop();
    results.push({
      design:
        design === 'snapshot'
          ? 'published snapshot (the app)'
          : design === 'query'
            ? 'live top-20 query'
            : 'naive: the whole board',
      awards,
      awardsPerSecond: awards / elapsed,
      responsesPerSecond:
        before === null || after === null ? 0 : (after.responses - before.responses) / elapsed,
      bytesPerSecond:
        before === null || after === null ? 0 : (after.bytes - before.bytes) / elapsed,
      viewerUpdatesPerSecond: updates / elapsed,
      screenDelays: delays.length,
      p50Ms: percentile(delays, 50),
      p95Ms: percentile(delays, 95),
    });
    await sleep(2_000);
  }
  await Promise.all([...viewers, organiser].map((client) => client.close()));
  return results;
};
