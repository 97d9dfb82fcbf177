import {
  boardsMoved,
  claimPublish,
  claimWaitedPublish,
  planSnapshots,
  SNAPSHOT_BOARDS,
  SNAPSHOT_INTERVAL_MS,
  type SnapshotBoard,
} from '@engage/domain/boards';
import { LEADERBOARD_TOP_N } from '@engage/domain/constants';
import type { Claim, Plan, Writes } from '@engage/domain/plan';
import { boardNodes, type PublishState } from '@engage/domain/store/boards';
import type { Node } from '@engage/domain/store/node';
import type { Database } from 'firebase-admin/database';

export type PublishDeps = {
  readonly db: Database;
  readonly now: () => number;
  /** The least time between two publishes of an event's boards (1 s; handler tests use 0). */
  readonly boardInterval?: number;
};

type Committer = {
  claim: <C, T>(node: Node<C>, decide: (current: C | null) => Claim<T>) => Promise<T>;
  commit: <T>(plan: Plan<T>) => Promise<T>;
};

const boardPath = (eventId: string, board: SnapshotBoard): string =>
  board === 'teams' ? boardNodes.teams(eventId) : boardNodes.board(eventId, board);

/** Reads each board's top 20 and publishes the snapshots. */
export const publishBoards = async (
  deps: PublishDeps,
  eventId: string,
  commit: Committer['commit'],
): Promise<void> => {
  const tops = Object.fromEntries(
    await Promise.all(
      SNAPSHOT_BOARDS.map(async (board) => {
        const top = await deps.db
          .ref(boardPath(eventId, board))
          .orderByChild('score')
          .limitToLast(LEADERBOARD_TOP_N)
          .get();
        return [board, top.val()] as const;
      }),
    ),
  ) as Record<SnapshotBoard, Record<string, never> | null>;
  await commit(planSnapshots(eventId, tops, deps.now()));
};

/**
 * After writes that moved an event's scores: publish now, or wait for the interval's end and
 * publish then, or leave it to the award already waiting (see claimPublish).
 */
export const publishAfter = async (
  deps: PublishDeps,
  writes: Writes,
  committer: Committer,
): Promise<void> => {
  const interval = deps.boardInterval ?? SNAPSHOT_INTERVAL_MS;
  for (const eventId of boardsMoved(writes)) {
    const publish = boardNodes.publish(eventId);
    const turn = await committer.claim(publish, (state: PublishState | null) =>
      claimPublish(state, deps.now(), interval),
    );
    if (turn.turn === 'skip') continue;
    if (turn.turn === 'later') {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, turn.at - deps.now())));
      await committer.claim(publish, (state: PublishState | null) =>
        claimWaitedPublish(state, deps.now()),
      );
    }
    await publishBoards(deps, eventId, committer.commit);
  }
};
