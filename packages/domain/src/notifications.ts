import { NOTIFICATION_CAP } from './games.ts';
import type { Context, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type AppNotification, userNodes } from './store/users.ts';

/**
 * A notification for an attendee, in the same plan as what it tells of. An attendee keeps the 50
 * newest (ids are push ids, so they sort by time): the oldest beyond go in the same update, so
 * nobody, however many requests they send, can flood another's list.
 */
export const addNotification = (
  into: WriteSet,
  key: string,
  existingIds: readonly string[],
  note: Pick<AppNotification, 'kind' | 'text'>,
  ctx: Pick<Context, 'newId'>,
): WriteSet => {
  const excess = existingIds.length + 1 - NOTIFICATION_CAP;
  for (const id of [...existingIds].sort().slice(0, Math.max(0, excess)))
    into.remove(userNodes.notification(key, id));
  into.set(userNodes.notification(key, ctx.newId()), { ...note, at: SERVER_TIME });
  return into;
};
