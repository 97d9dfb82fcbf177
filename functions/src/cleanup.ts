import { ROOM_IDLE_MS } from '@engage/domain/constants';
import { dbPaths } from '@engage/domain/paths';
import { isRoomStale, type Room } from '@engage/domain/room';
import type { Database } from 'firebase-admin/database';

export type CleanupDeps = {
  readonly db: Database;
  readonly now: () => number;
  readonly log: (message: string, data: Record<string, unknown>) => void;
};

export type CleanupOptions = { readonly pageSize?: number; readonly idleMs?: number };

/**
 * Removes multiplayer rooms whose players disconnected or went idle, with each player's mirror of
 * the room. Pages through rooms by key so no read holds all of them; each room goes in one
 * multi-path update, so a run that stops half-way leaves no half-removed room, and a second run
 * finds nothing left to do.
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
    let page = deps.db.ref(dbPaths.rooms()).orderByKey().limitToFirst(pageSize);
    if (after !== undefined) page = page.startAfter(after);
    const rooms = ((await page.get()).val() ?? {}) as Record<string, Room>;
    const ids = Object.keys(rooms).sort();
    for (const id of ids) {
      const room = rooms[id];
      scanned += 1;
      if (
        room === undefined ||
        !isRoomStale({ updatedAt: room.updatedAt ?? 0, players: room.players ?? {} }, now, idleMs)
      )
        continue;
      const update: Record<string, null> = { [dbPaths.room(id)]: null };
      for (const player of Object.keys(room.players ?? {}))
        update[dbPaths.userRoom(player, id)] = null;
      await deps.db.ref().update(update);
      removed += 1;
    }
    after = ids.at(-1);
    if (ids.length < pageSize) break;
  }
  deps.log('room cleanup finished', { scanned, removed });
  return { scanned, removed };
};
