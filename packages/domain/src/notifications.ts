import { NOTIFICATION_CAP } from './games.ts';
import type { Context, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type AppNotification, userNodes } from './store/users.ts';

/**
 * A notification for an attendee, in the same plan as what it tells of. An attendee keeps the 50
 * newest (ids are push ids, so they sort by time): the oldest beyond go in the same update, so
 * nobody, however many requests they send, can flood another's list. An award's notification
 * carries the points paid beside its words.
 */
export const addNotification = (
  into: WriteSet,
  key: string,
  existingIds: readonly string[],
  note: Pick<AppNotification, 'kind' | 'text' | 'points'>,
  ctx: Pick<Context, 'newId'>,
): WriteSet => {
  notify(into, key, existingIds, note, ctx);
  return into;
};

/** addNotification's writes, answering the inbox's ids after them (for a next notification). */
export const notify = (
  into: WriteSet,
  key: string,
  existingIds: readonly string[],
  note: Pick<AppNotification, 'kind' | 'text' | 'points'>,
  ctx: Pick<Context, 'newId'>,
): readonly string[] => {
  const excess = existingIds.length + 1 - NOTIFICATION_CAP;
  const dropped = new Set([...existingIds].sort().slice(0, Math.max(0, excess)));
  for (const id of dropped) into.remove(userNodes.notification(key, id));
  // A notification that paid nothing carries no amount, so it reads back the same as it was set.
  const { points, ...words } = note;
  const paid = points !== undefined && points > 0 ? { points } : {};
  const id = ctx.newId();
  into.set(userNodes.notification(key, id), { ...words, ...paid, at: SERVER_TIME });
  return [...existingIds.filter((kept) => !dropped.has(kept)), id];
};
