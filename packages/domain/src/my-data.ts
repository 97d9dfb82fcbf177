import { accept, type Plan, refuse } from './plan.ts';
import type { BoardEntry } from './store/boards.ts';
import type { Conversation } from './store/inbox.ts';
import type { DirectoryEntry, MyMeeting } from './store/people.ts';
import type { SessionAttendee, SessionVisit } from './store/session-checkins.ts';
import type { LedgerEntry, StoredUser } from './store/users.ts';

/**
 * What an attendee may ask of their own data: a copy of everything the product holds about them,
 * gathered on the server (the client could not read all of it), and their account deleted.
 */

/** The copy an attendee downloads, as JSON: their account's tree, their points' lines, their boards. */
export type MyData = {
  readonly format: 'engage-my-data/1';
  readonly exportedAt: number;
  readonly key: string;
  /** users/{key}: the profile, games, notifications, badges, booth answers, purchases. */
  readonly account: StoredUser;
  /** ledger/{key}: every line of their points. */
  readonly ledger: Readonly<Record<string, LedgerEntry>>;
  /** Their entries on the event's boards (the whole event, and in person or online). */
  readonly boards: Readonly<Record<string, BoardEntry>>;
  /** schedules/{key}: the sessions they starred. */
  readonly schedule: Readonly<Record<string, true>>;
  /** Their entry in the event's directory, null when not listed. */
  readonly directory: DirectoryEntry | null;
  /** Their copy of each of their meetings. */
  readonly meetings: Readonly<Record<string, MyMeeting>>;
  /** Each session they checked in to: the check-in (and rating), and what the organisers see. */
  readonly sessions: Readonly<Record<string, MySession>>;
  /** Each of their conversations with a connection (inbox.ts), both members' lines, by id. */
  readonly conversations: Readonly<Record<string, Conversation>>;
};

export type MySession = {
  readonly checkIn: SessionVisit;
  readonly attendance: SessionAttendee | null;
};

/** What the server read of the agenda, the directory and the meetings for the copy. */
export type MyPeopleRead = {
  readonly schedule: Readonly<Record<string, true>> | null;
  readonly directory: DirectoryEntry | null;
  readonly meetings: Readonly<Record<string, MyMeeting>> | null;
  readonly visits: Readonly<Record<string, SessionVisit>> | null;
  /** Their line in each visited session's attendance, by session id. */
  readonly attendance: Readonly<Record<string, SessionAttendee | null>>;
  /** Each conversation in their inbox, by id (null when it is gone meanwhile). */
  readonly conversations: Readonly<Record<string, Conversation | null>>;
};

export const NO_PEOPLE_READ: MyPeopleRead = {
  schedule: null,
  directory: null,
  meetings: null,
  visits: null,
  attendance: {},
  conversations: {},
};

/** What the server read for the copy. */
export type MyDataRead = {
  readonly key: string;
  readonly account: StoredUser | null;
  readonly ledger: Readonly<Record<string, LedgerEntry>> | null;
  readonly boards: Readonly<Record<string, BoardEntry | null>>;
  readonly people: MyPeopleRead;
};

/** The copy, or not-found when the account has no profile (deleted meanwhile). */
export const decideMyData = (read: MyDataRead, now: number): Plan<MyData> => {
  if (read.account === null) return refuse('not-found', 'profile');
  const boards: Record<string, BoardEntry> = {};
  for (const [board, entry] of Object.entries(read.boards))
    if (entry !== null) boards[board] = entry;
  const { people } = read;
  const sessions: Record<string, MySession> = {};
  for (const [id, checkIn] of Object.entries(people.visits ?? {}))
    sessions[id] = { checkIn, attendance: people.attendance[id] ?? null };
  const conversations: Record<string, Conversation> = {};
  for (const [id, conversation] of Object.entries(people.conversations))
    if (conversation !== null) conversations[id] = conversation;
  return accept({
    format: 'engage-my-data/1',
    exportedAt: now,
    key: read.key,
    account: read.account,
    ledger: read.ledger ?? {},
    boards,
    schedule: people.schedule ?? {},
    directory: people.directory,
    meetings: people.meetings ?? {},
    sessions,
    conversations,
  });
};

/**
 * The words that confirm a deletion, one per language the app speaks: the screen asks for its
 * reader's, and the server takes either, trimmed and in any case, so a deletion is never a slip.
 */
export const DELETE_WORDS = ['delete', 'verwijderen'] as const;

/**
 * Whether the caller may delete their account: they typed the confirming word, and they are no
 * organiser (an organiser's account holds rights others rely on: another organiser removes it).
 */
export const decideDeleteConfirmed = (typed: string, organiser: boolean): Plan<true> => {
  if (!(DELETE_WORDS as readonly string[]).includes(typed.trim().toLocaleLowerCase('en')))
    return refuse('delete-unconfirmed');
  return organiser ? refuse('organiser-self-delete') : accept(true as const);
};
