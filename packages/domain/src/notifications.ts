import { NOTIFICATION_CAP } from './games.ts';
import type { Context, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import type { Notice } from './store/notices.ts';
import { type AppNotification, userNodes } from './store/users.ts';

/**
 * A notice to write: its key and values, its kind and English sentence (`told` in
 * notice-words.ts makes both from the key), and the points the server paid with what it tells of.
 * The words are not made here, so a plan that notifies does not carry every notice's words with
 * it (the web's first visit loads the inbox's rules, and with them this module).
 */
export type NoticeNote = Notice & Pick<AppNotification, 'kind' | 'text' | 'points'>;

/**
 * A notification for an attendee, in the same plan as what it tells of. An attendee keeps the 50
 * newest (ids are push ids, so they sort by time): the oldest beyond go in the same update, so
 * nobody, however many requests they send, can flood another's list. An award's notification
 * carries the points paid beside its words. It keeps its message key and values, for a screen to
 * tell it in its reader's language, and its English sentence, for readers that know no key.
 */
export const addNotification = (
  into: WriteSet,
  key: string,
  existingIds: readonly string[],
  note: NoticeNote,
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
  note: NoticeNote,
  ctx: Pick<Context, 'newId'>,
): readonly string[] => {
  const excess = existingIds.length + 1 - NOTIFICATION_CAP;
  const dropped = new Set([...existingIds].sort().slice(0, Math.max(0, excess)));
  for (const id of dropped) into.remove(userNodes.notification(key, id));
  // A notification that paid nothing carries no amount, so it reads back the same as it was set.
  const { points, kind, text, message, params } = note;
  const paid = points !== undefined && points > 0 ? { points } : {};
  // No values (a disconnect) store none: the database would drop the empty object anyway.
  const values = Object.keys(params).length > 0 ? { params } : {};
  const id = ctx.newId();
  into.set(userNodes.notification(key, id), {
    kind,
    text,
    message,
    ...values,
    ...paid,
    at: SERVER_TIME,
  });
  return [...existingIds.filter((kept) => !dropped.has(kept)), id];
};
