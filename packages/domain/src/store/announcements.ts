import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * Organisers' announcements to every attendee of an event (announcements.ts): stored once per
 * event, not copied into 2,000 inboxes, so a send is one write however many attend. The event's
 * members and organisers read them (the banner, the notifications screen, the projector's
 * ticker); each attendee's "read" is the one stamp under their profile (userNodes.announcementsSeen).
 */
export type Announcement = {
  readonly text: string;
  readonly at: Stamp;
};

/**
 * When each announcement of the last hour was sent, by its id: the rate limit's own record,
 * decided in a transaction so two organisers sending at once cannot both pass. Server only.
 */
export type AnnouncementSends = Readonly<Record<string, number>>;

export const announcementNodes = {
  /** An event's announcements, by push id (so by time). */
  list: (eventId: string) =>
    node<Readonly<Record<string, Announcement>>>(`announcements/${seg(eventId)}`),
  announcement: (eventId: string, id: string) =>
    node<Announcement>(`announcements/${seg(eventId)}/${seg(id)}`),
  sends: (eventId: string) => node<AnnouncementSends>(`announcementSends/${seg(eventId)}`),
} as const;
