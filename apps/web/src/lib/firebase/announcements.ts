import type { ListedAnnouncement } from '@engage/domain/announcements';
import { announcementNodes } from '@engage/domain/store/announcements';
import { userNodes } from '@engage/domain/store/users';
import { limitToLast, orderByKey } from 'firebase/database';
import { watch, watchChildren, write } from './read.ts';

/**
 * How many of an event's announcements screens listen to: the newest, at most ten an hour are
 * sent (ANNOUNCEMENT_LIMITS), so these span a few hours of the event.
 */
const KEPT = 20;

/**
 * An event's newest announcements, newest first, now and after every send: stored once for the
 * event (never copied to each attendee), so 2,000 phones listen to one small list.
 */
export const watchAnnouncements = (
  eventId: string,
  onChange: (announcements: ListedAnnouncement[]) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  watchChildren(
    announcementNodes.list(eventId),
    [orderByKey(), limitToLast(KEPT)],
    (children) =>
      onChange(children.map(([id, announcement]) => ({ id, ...announcement })).reverse()),
    onError,
  );

/** The time of the newest announcement the attendee has seen (null: none yet), live. */
export const watchAnnouncementsSeen = (
  key: string,
  onChange: (seen: number | null) => void,
): (() => void) => watch(userNodes.announcementsSeen(key), onChange);

/** Marks every announcement up to `at` (an announcement's own time) seen, on every device. */
export const markAnnouncementsSeen = (key: string, at: number): Promise<void> =>
  write(userNodes.announcementsSeen(key), at);
