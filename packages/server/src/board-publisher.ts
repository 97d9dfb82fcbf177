import { boardNodes } from '@engage/domain/store/boards';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type DataSnapshot, getDatabase } from 'firebase-admin/database';
import { type PublishDeps, publishDueBoards } from './boards.ts';
import { read, storedAt } from './read.ts';

export type BoardPublisher = {
  /** Resolves once no event's boards are due and no publish is under way. */
  settled(): Promise<void>;
  /** Stops listening, then waits for the publishes under way. */
  stop(): Promise<void>;
};

const SETTLE_POLL_MS = 25;
/** After a failed publish, as the deployed trigger retries a failed event. */
const RETRY_MS = 1_000;
let watchers = 0;

/**
 * The board publisher where no database trigger fires (the local emulator: the dev stack, the
 * simulator through it, the tests and the bench): listens to the events' publish states and runs
 * publishDueBoards for each due marker created, as the deployed trigger does. A marker still set
 * when the event's publishers are done starts another (a second later after a failure), so a
 * change is not left out even if the listener saw the marker cleared and set again as one change. It listens on a connection of its
 * own: the SDK does not update a listened location with its own transaction's result (a claim
 * commits without applying locally), so the publisher's claims would read a stale state forever.
 */
export const watchDueBoards = (
  deps: PublishDeps,
  onError: (error: unknown) => void,
): BoardPublisher => {
  watchers += 1;
  const app = deps.db.app;
  const listener = initializeApp(app.options, `${app.name}-due-boards-${watchers}`);
  const db = getDatabase(listener);
  const root = db.ref(boardNodes.publishes());
  const due = new Map<string, boolean>();
  const runs = new Map<string, number>();
  const underWay = new Set<Promise<void>>();
  let stopped = false;

  const start = (eventId: string) => {
    runs.set(eventId, (runs.get(eventId) ?? 0) + 1);
    const run = publishDueBoards(deps, eventId)
      .then(
        () => 0,
        (error: unknown) => {
          onError(error);
          return RETRY_MS;
        },
      )
      .then(async (retryIn) => {
        await new Promise((resolve) => setTimeout(resolve, stopped ? 0 : retryIn));
        underWay.delete(run);
        const left = (runs.get(eventId) ?? 1) - 1;
        runs.set(eventId, left);
        if (left === 0 && due.get(eventId) === true && !stopped) start(eventId);
      });
    underWay.add(run);
  };

  const seen = (snapshot: DataSnapshot) => {
    const eventId = snapshot.key;
    if (eventId === null) return;
    const isDue = storedAt(boardNodes.publish(eventId), snapshot)?.due === true;
    const was = due.get(eventId) === true;
    due.set(eventId, isDue);
    if (isDue && !was && !stopped) start(eventId);
  };
  const gone = (snapshot: DataSnapshot) => {
    if (snapshot.key !== null) due.delete(snapshot.key);
  };
  root.on('child_added', seen);
  root.on('child_changed', seen);
  root.on('child_removed', gone);

  return {
    settled: async () => {
      for (;;) {
        const states = await read({ db }, boardNodes.publishes());
        const anyDue = Object.values(states ?? {}).some((state) => state.due === true);
        if (!anyDue && underWay.size === 0) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      }
    },
    stop: async () => {
      stopped = true;
      root.off('child_added', seen);
      root.off('child_changed', seen);
      root.off('child_removed', gone);
      while (underWay.size > 0) await Promise.all(underWay);
      await deleteApp(listener);
    },
  };
};
