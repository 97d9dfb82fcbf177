import type { Plan } from '@engage/domain/plan';
import {
  applyRoomWrites,
  roomGone,
  splitRoomWrites,
  writesInRoom,
} from '@engage/domain/room-writes';
import { type GameRoom, roomNodes } from '@engage/domain/store/rooms';
import { type CommitDeps, commit } from './commit.ts';
import { databaseAt } from './placed.ts';
import { transact } from './transact.ts';

/**
 * Commits a plan that writes into a room: those writes in a transaction on the room's node, which
 * refuses them (not-found, the round's hidden moves dropped) when the room was deleted since it
 * was read; then the plan's other writes and its result. See `@engage/domain/room-writes`.
 */
export const commitInRoom = async <T>(
  deps: CommitDeps,
  roomId: string,
  plan: Plan<T>,
): Promise<T> => {
  const split = splitRoomWrites(roomId, plan.writes);
  if (writesInRoom(split)) {
    const { committed } = await transact(
      databaseAt(deps, roomNodes.room(roomId)),
      roomNodes.room(roomId),
      // The room's writes are the plan's, each of its node's shape (WriteSet.set), so the room
      // they make is still a room.
      (room) => applyRoomWrites(room, split.inRoom) as GameRoom | undefined,
    );
    if (!committed) return commit(deps, roomGone(roomId));
  }
  return commit(deps, { ...plan, writes: split.rest });
};
