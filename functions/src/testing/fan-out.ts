import { planAward } from '@engage/domain/awards';
import { snapshotRows } from '@engage/domain/boards';
import { type BoardSnapshot, boardNodes } from '@engage/domain/store/boards';
import { watchDueBoards } from '@engage/server/board-publisher';
import { publishBoards } from '@engage/server/boards';
import { commit } from '@engage/server/commit';
import { deleteApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref } from 'firebase/database';
import type { Database } from 'firebase-admin/database';

/**
 * What one burst of awards costs the screens of a board, counted as the database responses its
 * viewers receive: `viewers` web SDK clients watch the board (its published snapshot, as the app
 * does, or the naive whole board), then `awards` awards land at one instant of the clock, as in
 * a busy second, while the board publisher runs as the dev stack runs it. Deterministic: the
 * clock is fixed, so the snapshot is published at most twice (at once, and at the interval's end
 * with the burst's last change).
 */
type Watched = 'snapshot' | 'whole board';

/** A leaderboard screen: a web SDK client of its own on the emulator's namespace. */
const openScreen = (port: number, ns: string, name: string) => {
  const app = initializeApp(
    { projectId: 'demo-fan-out', databaseURL: `http://127.0.0.1:${port}?ns=${ns}`, apiKey: 'k' },
    name,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port);
  return {
    app,
    db,
    close: async () => {
      goOffline(db);
      await deleteApp(app);
    },
  };
};

export const burstResponses = async (options: {
  readonly db: Database;
  readonly port: number;
  readonly ns: string;
  readonly eventId: string;
  readonly publicIds: readonly string[];
  readonly viewers: number;
  readonly awards: number;
  readonly watched: Watched;
}): Promise<number> => {
  setLogLevel('silent');
  const { eventId } = options;
  const path =
    options.watched === 'snapshot'
      ? boardNodes.snapshot(eventId, 'all')
      : boardNodes.board(eventId, 'all');
  const screens = Array.from({ length: options.viewers }, (_, i) =>
    openScreen(options.port, options.ns, `fan-out-${options.watched}-${Date.now()}-${i}`),
  );
  let responses = 0;
  const stops = await Promise.all(
    screens.map(
      ({ db }) =>
        new Promise<() => void>((resolve) => {
          let first = true;
          const stop = onValue(ref(db, path), () => {
            if (first) {
              first = false;
              resolve(stop);
            } else responses += 1;
          });
        }),
    ),
  );
  const now = Date.now();
  const errors: unknown[] = [];
  const publisher = watchDueBoards(
    { db: options.db, now: () => now, boardInterval: 1_000 },
    (error) => errors.push(error),
  );
  await Promise.all(
    Array.from({ length: options.awards }, (_, i) =>
      commit(
        { db: options.db, now: () => now, boardInterval: 1_000 },
        planAward(
          {
            eventId,
            teamName: 'AGILE',
            attendance: 'in_person',
            name: `Attendee ${i}`,
            publicId: options.publicIds[i] ?? '',
          },
          {
            key: `user${String(i).padStart(6, '0')}`,
            points: 5_000,
            reason: 'burst',
            by: 'fan-out',
          },
          { newId: () => `burst-${now}-${i}` },
        ),
      ),
    ),
  );
  await publisher.settled();
  await publisher.stop();
  if (errors.length > 0) throw new AggregateError(errors, 'the board publisher failed');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const stop of stops) stop();
  for (const screen of screens) await screen.close();
  return responses;
};

/**
 * The bytes one screen receives for one publish in which `moved` rows of the board's published
 * top 20 each earned a point: a web SDK client listens to the snapshot, the scores change, the
 * publisher publishes, and the bytes the database sent from the publish's write to the screen's
 * update are counted (the publisher's own reads before it are not the screen's).
 */
export const publishChangeBytes = async (options: {
  readonly db: Database;
  readonly port: number;
  readonly ns: string;
  readonly eventId: string;
  readonly moved: number;
  readonly bytesSent: () => number;
}): Promise<number> => {
  setLogLevel('silent');
  const { db, eventId } = options;
  const screen = openScreen(options.port, options.ns, `change-${Date.now()}`);
  const path = boardNodes.snapshot(eventId, 'all');
  let heard = 0;
  let updated: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    updated = resolve;
  });
  const stop = onValue(ref(screen.db, path), () => {
    heard += 1;
    updated();
  });
  await first;
  const published = (await db.ref(path).get()).val() as BoardSnapshot;
  const moved = snapshotRows(published).slice(0, options.moved);
  await db
    .ref()
    .update(
      Object.fromEntries(
        moved.map((row) => [boardNodes.entryField(eventId, 'all', row.id, 'score'), row.score + 1]),
      ),
    );
  const update = new Promise<void>((resolve) => {
    updated = resolve;
  });
  let before = 0;
  await publishBoards({ db, now: Date.now }, eventId, (plan) => {
    before = options.bytesSent();
    return commit({ db }, plan);
  });
  await update;
  const bytes = options.bytesSent() - before;
  stop();
  await screen.close();
  if (heard !== 2)
    throw new Error(`the screen heard ${heard} values, not its first and one update`);
  return bytes;
};
