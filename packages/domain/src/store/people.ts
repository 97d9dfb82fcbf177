import type { TeamName } from '../colors.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * The people part of the tree (directory.ts, meetings.ts, docs/meetings.md): the event's directory
 * of attendees who chose to be listed, and 1:1 meetings at the organisers' slots. Every shape here
 * is written by the functions only; the directory is read by the event's members, a meeting by its
 * two people (each holds a copy on their own user node).
 */

/**
 * A listed attendee as the directory shows them, by public id: never the email or the uid. `n` and
 * `c` are the lowercased name and company, for prefix searches ordered by them.
 */
export type DirectoryEntry = {
  readonly name: string;
  readonly n: string;
  readonly company: string;
  readonly c: string;
  readonly department: string;
  readonly teamName: TeamName;
  /** Absent when none (the database keeps no empty list); a list, or the object made of one. */
  readonly interests?: readonly string[] | Readonly<Record<string, string>>;
  /** The published photo's version (publishPhoto), so the entry shows the current picture. */
  readonly photo?: number;
};

/** One listed attendee under an interest: enough to rank suggestions without reading entries. */
export type InterestMember = { readonly name: string; readonly department: string };

/** A window in which organisers offer meeting slots: the server's clock, start before end. */
export type MeetingWindow = { readonly start: number; readonly end: number };

/**
 * The event's meeting setup: slots of `slotMinutes` cut from each window, and the spots; each a
 * list, or the object the database makes of a list.
 */
export type MeetingSetup = {
  readonly slotMinutes: number;
  readonly windows?: readonly MeetingWindow[] | Readonly<Record<string, MeetingWindow>>;
  readonly spots?: readonly string[] | Readonly<Record<string, string>>;
};

export type MeetingState = 'requested' | 'accepted' | 'declined' | 'met';

/**
 * A meeting as the server keeps it: who asked (`from`) and who was asked (`to`), by public id and
 * user key, the slot, the spot, its state, and who must answer while it is open (`awaiting`,
 * the public id of the side whose turn it is: the asked side, or the asker after a proposal).
 */
export type StoredMeeting = {
  readonly eventId: string;
  readonly from: string;
  readonly fromKey: string;
  readonly fromName: string;
  readonly to: string;
  readonly toKey: string;
  readonly toName: string;
  readonly start: number;
  readonly end: number;
  readonly spot?: string;
  readonly state: MeetingState;
  readonly awaiting?: string;
  readonly at: Stamp;
};

/** A meeting as one of its two people reads it, on their own user node. */
export type MyMeeting = {
  readonly with: string;
  readonly withName: string;
  /** Whether this side asked for the meeting. */
  readonly asked: boolean;
  readonly start: number;
  readonly end: number;
  readonly spot?: string;
  readonly state: MeetingState;
  /** Whether it is this side's turn to answer. */
  readonly myTurn: boolean;
};

/** A person's accepted meetings by meeting id: the claim no two overlapping ones pass. */
export type BusySlots = Readonly<Record<string, MeetingWindow>>;

const directory = (eventId: string) => `directory/${seg(eventId)}`;

export const peopleNodes = {
  /** The event's listed attendees by public id, searched by name, company and team. */
  directory: indexOn(
    (eventId: string) => node<Readonly<Record<string, DirectoryEntry>>>(directory(eventId)),
    ['n', 'c', 'teamName'],
  ),
  entry: (eventId: string, publicId: string) =>
    node<DirectoryEntry>(`${directory(eventId)}/${seg(publicId)}`),
  /** The listed attendees who like one interest (by its key, interestKey), by public id. */
  interest: (eventId: string, interest: string) =>
    node<Readonly<Record<string, InterestMember>>>(
      `directoryInterests/${seg(eventId)}/${seg(interest)}`,
    ),
  interestMember: (eventId: string, interest: string, publicId: string) =>
    node<InterestMember>(`directoryInterests/${seg(eventId)}/${seg(interest)}/${seg(publicId)}`),
  /** Whether the attendee chose to be listed (off unless they said so). */
  listed: (key: string) => node<boolean>(`users/${seg(key)}/listed`),
  /** The event's meeting slots and spots, public like the event. */
  setup: (eventId: string) => node<MeetingSetup>(`events/${seg(eventId)}/meetings`),
  meeting: (eventId: string, id: string) =>
    node<StoredMeeting>(`meetings/${seg(eventId)}/${seg(id)}`),
  /** The attendee's own copy of each of their meetings. */
  myMeetings: (key: string) =>
    node<Readonly<Record<string, MyMeeting>>>(`users/${seg(key)}/meetings`),
  myMeeting: (key: string, id: string) => node<MyMeeting>(`users/${seg(key)}/meetings/${seg(id)}`),
  busy: (eventId: string, publicId: string) =>
    node<BusySlots>(`meetingBusy/${seg(eventId)}/${seg(publicId)}`),
  busySlot: (eventId: string, publicId: string, id: string) =>
    node<MeetingWindow>(`meetingBusy/${seg(eventId)}/${seg(publicId)}/${seg(id)}`),
  /** A pair's meeting points, paid once: the meeting id that paid them. */
  paid: (eventId: string, pair: string) => node<string>(`meetingPaid/${seg(eventId)}/${seg(pair)}`),
} as const;
