import { decideExpiredTokens, decideRoomCleanup } from '@engage/domain/cleanup';
import { ROOM_IDLE_MS } from '@engage/domain/constants';
import { QUEUED_SCAN_MAX_AGE_MS } from '@engage/domain/queued-scan';
import { type GameRoom, roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { PairNode } from '@engage/domain/store/users-play';
import type { Database } from 'firebase-admin/database';
import { commit } from '../commit.ts';
import { read, readChildren } from '../read.ts';

export type CleanupDeps = {
  readonly db: Database;
  readonly now: () => number;
  readonly log: (message: string, data: Record<string, unknown>) => void;
};

export type CleanupOptions = { readonly pageSize?: number; readonly idleMs?: number };

/**
 * Pages through rooms by key so no read holds all of them, and commits one plan per room (see
 * decideRoomCleanup); it can run twice safely.
 */
export const cleanupRooms = async (
  deps: CleanupDeps,
  options: CleanupOptions = {},
): Promise<{ readonly scanned: number; readonly removed: number }> => {
  const pageSize = options.pageSize ?? 200;
  const idleMs = options.idleMs ?? ROOM_IDLE_MS;
  const now = deps.now();
  let scanned = 0;
  let removed = 0;
  let after: string | undefined;
  for (;;) {
    const from = after;
    const rooms: Record<string, Partial<GameRoom>> = Object.fromEntries(
      await readChildren(deps, roomNodes.all(), (ref) => {
        const page = ref.orderByKey().limitToFirst(pageSize);
        return from === undefined ? page : page.startAfter(from);
      }),
    );
    const ids = Object.keys(rooms).sort();
    for (const id of ids) {
      const room = rooms[id] ?? {};
      scanned += 1;
      const players: Record<string, { key: string; node: PairNode | null }> = {};
      for (const publicId of Object.keys(room.players ?? {})) {
        const key = await read(deps, userNodes.byPublicId(publicId));
        if (key !== null)
          players[publicId] = {
            key,
            node: await read(deps, userNodes.pairFlags(key)),
          };
      }
      if (await commit(deps, decideRoomCleanup(id, room, players, now, idleMs))) removed += 1;
    }
    after = ids.at(-1);
    if (ids.length < pageSize) break;
  }
  deps.log('room cleanup finished', { scanned, removed });
  return { scanned, removed };
};

/** Removes expired QR tokens no queued scan can name any more, a page at a time. */
export const cleanupQrTokens = async (
  deps: CleanupDeps,
  options: { readonly pageSize?: number } = {},
): Promise<{ readonly removed: number }> => {
  const pageSize = options.pageSize ?? 500;
  const now = deps.now();
  let removed = 0;
  for (;;) {
    const page = await readChildren(deps, userNodes.qrTokens(), (ref) =>
      ref
        .orderByChild('expiresAt')
        .endAt(now - QUEUED_SCAN_MAX_AGE_MS)
        .limitToFirst(pageSize),
    );
    const count = await commit(deps, decideExpiredTokens(Object.fromEntries(page), now));
    removed += count;
    if (count < pageSize) break;
  }
  deps.log('QR token cleanup finished', { removed });
  return { removed };
};

/** What the schedule runs (and the dev stack, every minute): stale rooms, then expired tokens. */
export const runCleanup = async (deps: CleanupDeps): Promise<void> => {
  await cleanupRooms(deps);
  await cleanupQrTokens(deps);
};
