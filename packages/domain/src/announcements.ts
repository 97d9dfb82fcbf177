import { type Actor, addAudit } from './audit.ts';
import type { AnnounceInput } from './inputs-console.ts';
import { accept, type Claim, type Context, claim, refuse, refuseField, WriteSet } from './plan.ts';
import {
  type Announcement,
  type AnnouncementSends,
  announcementNodes,
} from './store/announcements.ts';
import { SERVER_TIME } from './store/node.ts';

/** An announcement's text, trimmed: at least a character, at most a long SMS. */
export const ANNOUNCEMENT_TEXT = { min: 1, max: 280 } as const;

/**
 * How often an event's organisers may announce, all of them together: one a minute, ten an hour.
 * Every announcement lights up every attendee's phone; more than this is noise, or a script.
 * The catalogue's refusals (errors.ts) say these numbers in words.
 */
export const ANNOUNCEMENT_LIMITS = { perMinute: 1, perHour: 10 } as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What the organiser's screen gets back: the announcement's id and when it was decided. */
export type AnnounceResult = { readonly id: string; readonly at: number };

/**
 * An organiser's announcement to every attendee of the event, decided in a transaction on the
 * event's sends of the last hour (AnnouncementSends): refused in words for an empty or too long
 * text, or past the rate; else stored once (announcementNodes.announcement, never a copy per
 * attendee) with an audit entry in the same update, and the send recorded, the older than an
 * hour dropped.
 */
export const decideAnnouncement = (
  input: AnnounceInput,
  event: { readonly exists: boolean },
  sends: AnnouncementSends | null,
  actor: Actor,
  ctx: Pick<Context, 'now' | 'newId'>,
): Claim<AnnounceResult, AnnouncementSends> => {
  const text = input.text.trim();
  if (text.length < ANNOUNCEMENT_TEXT.min)
    return refuseField('announcement-empty', 'text', 'the announcement is empty');
  if (text.length > ANNOUNCEMENT_TEXT.max)
    return refuseField(
      'announcement-too-long',
      'text',
      `${text.length} characters, ${text.length - ANNOUNCEMENT_TEXT.max} too many`,
    );
  if (!event.exists) return refuse('no-event');
  const recent = Object.entries(sends ?? {}).filter(([, at]) => ctx.now - at < HOUR);
  if (recent.filter(([, at]) => ctx.now - at < MINUTE).length >= ANNOUNCEMENT_LIMITS.perMinute)
    return refuse('announcement-too-soon');
  if (recent.length >= ANNOUNCEMENT_LIMITS.perHour) return refuse('announcement-hour-full');
  const id = ctx.newId();
  const writes = new WriteSet().set(announcementNodes.announcement(input.eventId, id), {
    text,
    at: SERVER_TIME,
  });
  addAudit(
    writes,
    { kind: 'event', id: input.eventId },
    actor,
    { action: 'announcement.send', target: `announcement/${id}`, before: null, after: { text } },
    ctx,
  );
  return claim(
    { ...Object.fromEntries(recent), [id]: ctx.now },
    accept({ id, at: ctx.now }, writes),
  );
};

/** An announcement as screens list it: its id beside what is stored. */
export type ListedAnnouncement = Announcement & { readonly id: string };

/**
 * The announcements the attendee has not seen, newest first: those after their seen stamp (none
 * stored is none seen). The banner shows the first; the notifications screen marks them new.
 */
export const unseenAnnouncements = <A extends ListedAnnouncement>(
  announcements: readonly A[],
  seen: number | null,
): A[] =>
  announcements
    .filter((announcement) => seen === null || announcement.at > seen)
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
