import { stateToFlags } from './chat-pairing.ts';
import type { PairNode } from './pairing.ts';
import { dbPaths } from './paths.ts';
import { accept, type Plan, WriteSet } from './plan.ts';
import { isRoomStale, type Room } from './room.ts';

/**
 * The scheduled cleanup of one room: a room whose players disconnected or went idle goes, with each
 * player's mirror of it and the pairing flags that still point at it (back to idle), so nobody is
 * left unable to pair again. A fresh room is left alone. One plan per room: a run that stops
 * half-way leaves no half-removed room, and a second run finds nothing left to do.
 */
export const decideRoomCleanup = (
  roomId: string,
  room: Partial<Pick<Room, 'updatedAt' | 'players'>>,
  pairNodes: Readonly<Record<string, PairNode | null>>,
  now: number,
  idleMs: number,
): Plan<boolean> => {
  const players = room.players ?? {};
  if (!isRoomStale({ updatedAt: room.updatedAt ?? 0, players }, now, idleMs)) return accept(false);
  const writes = new WriteSet().remove(dbPaths.room(roomId)).remove(dbPaths.rpsMoves(roomId));
  for (const player of Object.keys(players)) {
    writes.remove(dbPaths.userRoom(player, roomId));
    if (pairNodes[player]?.roomId === roomId)
      writes.set(dbPaths.userPairFlags(player), stateToFlags('rejected'));
  }
  return accept(true, writes);
};
