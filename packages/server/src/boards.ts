import {
  claimPublish,
  claimWaitedPublish,
  planSnapshots,
  SNAPSHOT_BOARDS,
  SNAPSHOT_INTERVAL_MS,
  type SnapshotBoard,
} from '@engage/domain/boards';
import { LEADERBOARD_TOP_N } from '@engage/domain/constants';
import type { Plan } from '@engage/domain/plan';
import {
  type BoardEntry,
  type BoardSnapshot,
  boardNodes,
  type TeamEntry,
} from '@engage/domain/store/boards';
import type { Database, Reference } from 'firebase-admin/database';
import { commit, commitClaim } from './commit.ts';
import { read, readChildren } from './read.ts';

/** How many times the top 20 the publisher reads, so hidden entries (privacy.ts) leave no hole. */
const HIDDEN_ROOM = 2;

export type PublishDeps = {
  readonly db: Database;
  readonly now: () => number;
  /** The least time between two publishes of an event's boards (1 s; handler tests use 0). */
  readonly boardInterval?: number;
};

const readPublished = async (deps: PublishDeps, eventId: string) =>
  Object.fromEntries(
    await Promise.all(
      SNAPSHOT_BOARDS.map(
        async (board) => [board, await read(deps, boardNodes.snapshot(eventId, board))] as const,
      ),
    ),
  ) as Record<SnapshotBoard, BoardSnapshot | null>;

const readTops = async (deps: PublishDeps, eventId: string) =>
  Object.fromEntries(
    await Promise.all(
      SNAPSHOT_BOARDS.map(async (board) => {
        // Twice the top, so the people who chose to stay off the boards leave no hole in it.
        const top = (ref: Reference) =>
          ref.orderByChild('score').limitToLast(LEADERBOARD_TOP_N * HIDDEN_ROOM);
        const rows =
          board === 'teams'
            ? await readChildren(deps, boardNodes.teams(eventId), top)
            : await readChildren(deps, boardNodes.board(eventId, board), top);
        return [board, rows.length === 0 ? null : Object.fromEntries(rows)] as const;
      }),
    ),
  ) as Record<SnapshotBoard, Readonly<Record<string, BoardEntry | TeamEntry>> | null>;

/** Reads each board's top 20 and its published snapshot, and publishes what changed. */
export const publishBoards = async (
  deps: PublishDeps,
  eventId: string,
  write: <T>(plan: Plan<T>) => Promise<T>,
): Promise<void> => {
  const [tops, published] = await Promise.all([
    readTops(deps, eventId),
    readPublished(deps, eventId),
  ]);
  await write(planSnapshots(eventId, tops, published, deps.now()));
};

/**
 * The board publisher: publishes the event's boards that a commit marked due, at once when the
 * interval since the last publish has passed, else at its end (it waits, so it runs in the
 * background, never in a call), and only when its claim on the publish state gives it the turn,
 * so concurrent publishers publish once. Deployed, the marker's creation triggers it
 * (functions/src/triggers/board-publisher.ts); locally, watchDueBoards (board-publisher.ts) runs it.
 * Answers whether it published.
 */
export const publishDueBoards = async (deps: PublishDeps, eventId: string): Promise<boolean> => {
  const interval = deps.boardInterval ?? SNAPSHOT_INTERVAL_MS;
  const path = boardNodes.publish(eventId);
  const committer = { db: deps.db };
  let turn = await commitClaim(committer, path, (state) =>
    claimPublish(state, deps.now(), interval),
  );
  if (turn.turn === 'later') {
    const { at, last } = turn;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - deps.now())));
    turn = await commitClaim(committer, path, (state) =>
      claimWaitedPublish(state, deps.now(), last),
    );
  }
  if (turn.turn !== 'now') return false;
  await publishBoards(deps, eventId, (plan) => commit(committer, plan));
  return true;
};
