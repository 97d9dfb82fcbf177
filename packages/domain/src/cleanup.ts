import { stateToFlags } from './chat-pairing.ts';
import { accept, type Plan, WriteSet } from './plan.ts';
import { tokenKeptUntil } from './queued-scan.ts';
import { isRoomStale, type RoomActivity } from './room.ts';
import { roomNodes } from './store/rooms.ts';
import { userNodes } from './store/users.ts';
import type { PairNode } from './store/users-play.ts';

/**
 * The scheduled cleanup of one room: a room whose players disconnected or went idle goes, with each
 * player's mirror of it and the pairing flags that still point at it (back to idle), so nobody is
 * left unable to pair again. A fresh room is left alone. One plan per room: a run that stops
 * half-way leaves no half-removed room, and a second run finds nothing left to do.
 */
export const decideRoomCleanup = (
  roomId: string,
  room: Partial<RoomActivity> & {
    readonly status?: string;
    readonly expiresAt?: number;
    readonly messages?: Readonly<Record<string, { readonly at?: number }>>;
  },
  /** The room's players (by public id): their key and pairing node, as the cleanup read them. */
  players: Readonly<Record<string, { readonly key: string; readonly node: PairNode | null }>>,
  now: number,
  idleMs: number,
): Plan<boolean> => {
  const seats = room.players ?? {};
  // A chat keeps its room alive; a lapsed request or a finished match does not.
  const lastMessage = Math.max(0, ...Object.values(room.messages ?? {}).map((m) => m.at ?? 0));
  const updatedAt = Math.max(room.updatedAt ?? 0, lastMessage);
  // Remains without players (a field written as the room was deleted) go at once.
  const over =
    room.players === undefined ||
    room.status === 'finished' ||
    (room.status === 'pending' && room.expiresAt !== undefined && room.expiresAt <= now);
  if (!over && !isRoomStale({ updatedAt, players: seats }, now, idleMs)) return accept(false);
  const writes = new WriteSet().remove(roomNodes.room(roomId)).remove(roomNodes.rpsMoves(roomId));
  for (const { key, node } of Object.values(players)) {
    writes.remove(userNodes.room(key, roomId));
    if (node?.roomId === roomId) writes.set(userNodes.pairFlags(key), stateToFlags('rejected'));
  }
  return accept(true, writes);
};

/**
 * QR tokens go a page at a time once no queued scan can name them (tokenKeptUntil: their expiry
 * plus QUEUED_SCAN_MAX_AGE_MS); a screenshot of an expired one already scans as expired.
 */
export const decideExpiredTokens = (
  tokens: Readonly<Record<string, { readonly expiresAt?: number }>>,
  now: number,
): Plan<number> => {
  const writes = new WriteSet();
  let removed = 0;
  for (const [code, token] of Object.entries(tokens)) {
    if (tokenKeptUntil(token.expiresAt ?? 0) > now) continue;
    writes.remove(userNodes.qrToken(code));
    removed += 1;
  }
  return accept(removed, writes);
};
