import { seedBoard } from '@engage/bench/board-fixture';
import { BUDGETS } from '@engage/bench/budgets';
import { planAward } from '@engage/domain/awards';
import { boardNodes } from '@engage/domain/store/boards';
import { DatabaseEmulator } from '@engage/emulator/server';
import { deleteApp as deleteWebApp, initializeApp as initWeb, setLogLevel } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase as getWebDb,
  goOffline,
  onValue,
  ref,
  type Database as WebDatabase,
} from 'firebase/database';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstResponses, publishChangeBytes } from './testing/fan-out.ts';

/**
 * The deterministic budgets of bench/RESULTS.md, held here so that the test suite fails when a
 * change exceeds one: locations per award, bytes per leaderboard view, responses per award.
 */
setLogLevel('silent');
const EVENT = 'budget-event';
const OPEN_READ = JSON.stringify({ rules: { '.read': true, '.write': false } });
/** A fixed spread of scores, so the snapshot holds the same bytes on every run. */
const points = (i: number) => ((i * 7_919) % 5_000) + 1;

let emulator: DatabaseEmulator;
let port: number;
let admin: App;
let db: Database;
let publicIds: string[];
const ns = 'budgets';

beforeAll(async () => {
  emulator = new DatabaseEmulator({ port: 0, rules: OPEN_READ });
  port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  admin = initializeApp(
    { projectId: 'demo-budgets', databaseURL: `http://127.0.0.1:${port}?ns=${ns}` },
    ns,
  );
  db = getDatabase(admin);
  // Every attendee with a published photo (its version on each row): the most a row carries.
  publicIds = await seedBoard(db, EVENT, 1_000, points, 1);
}, 60_000);
afterAll(async () => {
  await deleteApp(admin);
  await emulator.stop();
});

let clients = 0;
const viewer = (): { db: WebDatabase; close(): Promise<void> } => {
  clients += 1;
  const app = initWeb(
    { projectId: 'demo-budgets', databaseURL: `http://127.0.0.1:${port}?ns=${ns}`, apiKey: 'k' },
    `viewer-${clients}`,
  );
  const webDb = getWebDb(app);
  connectDatabaseEmulator(webDb, '127.0.0.1', port);
  return {
    db: webDb,
    close: async () => {
      goOffline(webDb);
      await deleteWebApp(app);
    },
  };
};

const profileOf = (i: number) => ({
  eventId: EVENT,
  teamName: 'AGILE' as const,
  attendance: 'in_person' as const,
  name: `Attendee ${i}`,
  publicId: publicIds[i] ?? '',
  photoVersion: 1,
});

describe('deterministic budgets', () => {
  it(`one award writes at most ${BUDGETS.writesPerAward} locations, in one update`, () => {
    const { writes } = planAward(
      profileOf(0),
      {
        key: 'k',
        points: 10,
        reason: 'qr-connection',
        by: 'system',
        counters: { super_networker: 1 },
      },
      { newId: () => 'x' },
    );
    const locations = Object.keys(writes.sets).length + Object.keys(writes.increments).length;
    expect(locations).toBeLessThanOrEqual(BUDGETS.writesPerAward);
  });

  it(`a leaderboard screen receives at most ${BUDGETS.leaderboardViewBytes} bytes: the snapshot and its own entry, of 1,000 attendees`, async () => {
    const before = emulator.totalBytesSent();
    const screen = viewer();
    const own = publicIds[500] ?? '';
    await Promise.all(
      [boardNodes.snapshot(EVENT, 'all'), boardNodes.entry(EVENT, 'all', own)].map(
        (path) =>
          new Promise<void>((resolve) =>
            onValue(ref(screen.db, path), () => resolve(), { onlyOnce: true }),
          ),
      ),
    );
    const bytes = emulator.totalBytesSent() - before;
    await screen.close();
    // The snapshot holds the top 20 rows, whatever the event's size.
    const snapshot = (await db.ref(boardNodes.snapshot(EVENT, 'all')).get()).val() as {
      rows: Record<string, unknown>;
    };
    expect(Object.keys(snapshot.rows)).toHaveLength(20);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.leaderboardViewBytes);
  });

  it(`a publish in which three rows moved costs a screen at most ${BUDGETS.boardChangeBytes} bytes`, async () => {
    const bytes = await publishChangeBytes({
      db,
      port,
      ns,
      eventId: EVENT,
      moved: 3,
      bytesSent: () => emulator.totalBytesSent(),
    });
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGETS.boardChangeBytes);
  });

  it(`an award costs its board's viewers at most ${BUDGETS.responsesPerAward} responses: 100 viewers, 100 awards in one publish interval`, async () => {
    const responses = await burstResponses({
      db,
      port,
      ns,
      eventId: EVENT,
      publicIds,
      viewers: 100,
      awards: 100,
      watched: 'snapshot',
    });
    expect(responses).toBeGreaterThan(0);
    expect(responses / 100).toBeLessThanOrEqual(BUDGETS.responsesPerAward);
  });
});
