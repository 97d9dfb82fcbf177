import type * as v from 'valibot';
import type { AttendanceMode, EventMode } from '../constants.ts';
import type { speakerSchema, sponsorSchema } from '../entities.ts';
import type { ScoringTable } from '../scoring-table.ts';
import type { ThemeScheme } from '../theme.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';
import type { BadgeCounter } from './users.ts';

/** What an organiser sets on an event; counters (registrants) are the server's own. */
export type EventDraft = {
  readonly name: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly venue: string;
  readonly description: string;
  readonly customerId: string;
  readonly mode: EventMode;
  readonly longLivedQr?: boolean | undefined;
  /** The IANA time zone every date and time of the event is shown in; none is UTC. */
  readonly timeZone?: string | undefined;
};

export type ActivityField = 'points' | 'connections' | 'online';

/**
 * An event's part of the tree: events/{id} (public), and beside it, under roots of their own so
 * that each has its own readers, its look, content, trivia, traits, activity, search index, and
 * its sponsor representatives' booths and leads.
 */

/** An event's fields, set one by one so counters survive, and its registration counters. */
export type EventMetadata = Partial<EventDraft> & {
  readonly registrants?: number;
  /**
   * Registrants counted by a registration not yet finished, by its ticket (a random id, nothing
   * of the person: the event is public), so a retry does not count them twice (claimRegistrant).
   */
  readonly registering?: Readonly<Record<string, true>>;
  /**
   * The database instance holding the event's data (instances.ts), named by the deployment's
   * owner before registration opens; none is the default instance.
   */
  readonly instance?: string;
};
/**
 * A team of the event, kept under one of the spec's 8 team keys (its colour's): the name its
 * organisers gave it (the key's own name until they rename it) and its colour (team-edit.ts).
 */
export type EventTeam = { readonly name: string; readonly color: string };
export type StoredEvent = {
  readonly metadata?: EventMetadata;
  readonly teams?: Readonly<Record<string, EventTeam>>;
  readonly badges?: Partial<Readonly<Record<BadgeCounter, number>>>;
  readonly boothCrawl?: BoothCrawlSetting;
  readonly pickLists?: StoredPickLists;
  readonly bingoSquares?: BingoSquares;
  readonly scoring?: ScoringTable;
};

/**
 * The lists an event's registration offers (pick-lists.ts), as organisers set them: each list's
 * options in their order, or the object the database makes of a list. A list not there is free
 * text. Public (the registration form reads it), server written.
 */
export type PickListName = 'departments' | 'countries' | 'interests';
export type StoredPickLists = Partial<
  Readonly<Record<PickListName, readonly string[] | Readonly<Record<string, string>>>>
>;
/**
 * The squares organisers chose for the event's bingo cards (bingo-squares.ts), by trait key, with
 * the words a card shows. None: cards are dealt from every trait, as before. Server written.
 */
export type BingoSquares = Readonly<Record<string, string>>;

/**
 * The event's booth crawl as organisers set it (booth-crawl.ts): visit this many different
 * sponsors' booths for these points and the Booth crawler badge, while on. Public, server written.
 */
export type BoothCrawlSetting = {
  readonly on: boolean;
  readonly sponsors: number;
  readonly points: number;
};

/**
 * The event's welcome video as organisers published it (welcome-video.ts): the file's storage path
 * (storagePaths.welcomeVideo, a random name), what its bytes are and how many, and when.
 */
export type WelcomeVideo = {
  readonly path: string;
  readonly contentType: 'video/mp4' | 'video/webm';
  readonly size: number;
  readonly at: Stamp;
};

export type Speaker = v.InferOutput<typeof speakerSchema>;
export type Sponsor = v.InferOutput<typeof sponsorSchema>;

/**
 * A trivia question as organisers store it: the options a list, or the object the database
 * makes of a list. `points` is what a right answer pays (else POINTS.triviaRight) and `order`
 * its place in the quiz (else after the ordered ones, by id); both are public, the right option
 * is not (eventNodes.answer).
 */
export type StoredTriviaQuestion = {
  readonly image?: string;
  readonly question: string;
  readonly options: readonly string[] | Readonly<Record<string, string>>;
  readonly points?: number;
  readonly order?: number;
};

/**
 * A trait of the event's attendees: how many have it, its label (a bingo square's English text),
 * and the profile's value it was made of (absent on traits counted before values were kept).
 */
export type TraitCount = {
  readonly count: number;
  readonly label: string;
  readonly value?: string;
};

export type ActivityMinute = Partial<Readonly<Record<ActivityField, number>>>;

/**
 * The organisers' people index of an event: one row per user key, with the lowercased name (`n`)
 * and email (`e`) a prefix search orders by, and what the people table shows. The server writes
 * it with the profile (registration, profile edits, rep changes, removal), so a search at 10,000
 * attendees is one indexed query of one page, never a scan of every user.
 */
export type SearchRow = {
  readonly n: string;
  readonly e: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly teamName: string;
  readonly attendance: AttendanceMode;
  readonly publicId: string;
  readonly isRep: boolean;
  readonly isAdmin: boolean;
};

/** A sponsor representative, by public id. */
export type Rep = { readonly name: string; readonly company: string; readonly key: string };
/** Who visited a representative's booth: name and company, never email or uid. */
export type Lead = { readonly name: string; readonly company: string; readonly at: Stamp };
export type Booth = { readonly visits: number };
/** What a visitor shares with a representative's sponsor when they agree to (leads.ts). */
export type LeadContact = {
  readonly name: string;
  readonly email: string;
  readonly company: string;
};
/**
 * A visit as the representative sees it on "My leads": when, the visitor's contact only while they
 * agree to share it, and the representative's own note and 1-5 rating.
 */
export type BoothLead = {
  readonly at: Stamp;
  readonly contact?: LeadContact;
  readonly note?: string;
  readonly rating?: number;
};

const event = (id: string) => `events/${seg(id)}`;

export const eventNodes = {
  all: indexOn(
    () => node<Readonly<Record<string, StoredEvent>>>('events'),
    ['metadata/customerId'],
  ),
  event: (id: string) => node<StoredEvent>(event(id)),
  metadata: (id: string) => node<EventMetadata>(`${event(id)}/metadata`),
  /** An event's own field (name, venue, dates, mode...), set one by one so counters survive. */
  field: <F extends keyof EventMetadata & string>(id: string, field: F) =>
    node<Exclude<EventMetadata[F], undefined>>(`${event(id)}/metadata/${seg(field)}`),
  registrants: (id: string) => node<number>(`${event(id)}/metadata/registrants`),
  customer: (id: string) => node<string>(`${event(id)}/metadata/customerId`),
  /** The organiser's setting for printed badges: QR tokens that live for weeks. */
  longLivedQr: (id: string) => node<boolean>(`${event(id)}/metadata/longLivedQr`),
  boothCrawl: (id: string) => node<BoothCrawlSetting>(`${event(id)}/boothCrawl`),
  pickLists: (id: string) => node<StoredPickLists>(`${event(id)}/pickLists`),
  bingoSquares: (id: string) => node<BingoSquares>(`${event(id)}/bingoSquares`),
  /**
   * The event's own points and levels (scoring-table.ts; none is the default table). Public, so
   * attendees' screens state what the event pays; server written.
   */
  scoring: (id: string) => node<ScoringTable>(`${event(id)}/scoring`),
  teams: (id: string) => node<Readonly<Record<string, EventTeam>>>(`${event(id)}/teams`),
  team: (id: string, team: string) => node<EventTeam>(`${event(id)}/teams/${seg(team)}`),
  badge: (id: string, counter: BadgeCounter) => node<number>(`${event(id)}/badges/${counter}`),
  theme: (eventId: string) => node<ThemeScheme>(`themes/${seg(eventId)}`),
  speakers: (eventId: string) =>
    node<Readonly<Record<string, Speaker>>>(`speakers/${seg(eventId)}`),
  speaker: (eventId: string, id: string) => node<Speaker>(`speakers/${seg(eventId)}/${seg(id)}`),
  sponsors: (eventId: string) =>
    node<Readonly<Record<string, Sponsor>>>(`sponsors/${seg(eventId)}`),
  sponsor: (eventId: string, id: string) => node<Sponsor>(`sponsors/${seg(eventId)}/${seg(id)}`),
  trivia: (eventId: string) =>
    node<Readonly<Record<string, StoredTriviaQuestion>>>(`trivia/${seg(eventId)}`),
  question: (eventId: string, id: string) =>
    node<StoredTriviaQuestion>(`trivia/${seg(eventId)}/${seg(id)}`),
  /** A question's place in the quiz, set alone when organisers reorder it. */
  questionOrder: (eventId: string, id: string) =>
    node<number>(`trivia/${seg(eventId)}/${seg(id)}/order`),
  /** The answer of a trivia question: where no client can read it. */
  answer: (eventId: string, id: string) => node<string>(`triviaAnswers/${seg(eventId)}/${seg(id)}`),
  /** Every right option of the event's questions, by question id (server only). */
  answers: (eventId: string) =>
    node<Readonly<Record<string, string>>>(`triviaAnswers/${seg(eventId)}`),
  /**
   * The traits of an event's attendees, counted at registration: what bingo cards are made of.
   * Their labels carry attendees' companies and departments, so they sit outside the public
   * `events/{id}` node, for the event's members and organisers only.
   */
  traits: (eventId: string) => node<Readonly<Record<string, TraitCount>>>(`traits/${seg(eventId)}`),
  traitField: <F extends keyof TraitCount>(eventId: string, trait: string, field: F) =>
    node<TraitCount[F]>(`traits/${seg(eventId)}/${seg(trait)}/${field}`),
  /**
   * The event's welcome video: beside the public `events/{id}` node, as its path names a file only
   * the event's members and organisers are meant to find. Server written.
   */
  welcomeVideo: (eventId: string) => node<WelcomeVideo>(`welcomeVideos/${seg(eventId)}`),
  /** Per-minute activity of an event (points, connections, online), for the live overview. */
  activity: (eventId: string) =>
    node<Readonly<Record<string, ActivityMinute>>>(`activity/${seg(eventId)}`),
  activityField: (eventId: string, minute: string, field: ActivityField) =>
    node<number>(`activity/${seg(eventId)}/${seg(minute)}/${field}`),
  /**
   * The organisers' search index of an event's people, one row per user key with the lowercased
   * name (`n`) and email (`e`) that prefix queries order by. Server only; organisers read it.
   */
  search: indexOn(
    (eventId: string) => node<Readonly<Record<string, SearchRow>>>(`search/${seg(eventId)}`),
    ['n', 'e', 'teamName'],
  ),
  searchRow: (eventId: string, key: string) =>
    node<SearchRow>(`search/${seg(eventId)}/${seg(key)}`),
  searchField: <F extends keyof SearchRow>(eventId: string, key: string, field: F) =>
    node<SearchRow[F]>(`search/${seg(eventId)}/${seg(key)}/${seg(field)}`),
  /** An event's sponsor representatives by public id. */
  reps: (eventId: string) => node<Readonly<Record<string, Rep>>>(`reps/${seg(eventId)}`),
  rep: (eventId: string, publicId: string) => node<Rep>(`reps/${seg(eventId)}/${seg(publicId)}`),
  /** Who visited each representative's booth, by the representative's public id. */
  leads: (eventId: string) =>
    node<Readonly<Record<string, Readonly<Record<string, Lead>>>>>(`leads/${seg(eventId)}`),
  repLeads: (eventId: string, repPublicId: string) =>
    node<Readonly<Record<string, Lead>>>(`leads/${seg(eventId)}/${seg(repPublicId)}`),
  lead: (eventId: string, repPublicId: string, visitorPublicId: string) =>
    node<Lead>(`leads/${seg(eventId)}/${seg(repPublicId)}/${seg(visitorPublicId)}`),
  /**
   * Visits to a sponsor representative's booth, keyed by the representative's public id. They sit
   * apart from the public `events/{id}` node, beside the leads: the event's organisers read them,
   * a representative their own booth.
   */
  booths: (eventId: string) => node<Readonly<Record<string, Booth>>>(`booths/${seg(eventId)}`),
  booth: (eventId: string, repPublicId: string) =>
    node<Booth>(`booths/${seg(eventId)}/${seg(repPublicId)}`),
  boothVisits: (eventId: string, repPublicId: string) =>
    node<number>(`booths/${seg(eventId)}/${seg(repPublicId)}/visits`),
  /**
   * A representative's own leads ("My leads"), by visitor public id: readable by that
   * representative alone, written by the server only (the visit, the visitor's answer, the
   * representative's note and rating).
   */
  boothLeads: (eventId: string, repPublicId: string) =>
    node<Readonly<Record<string, BoothLead>>>(`boothLeads/${seg(eventId)}/${seg(repPublicId)}`),
  boothLead: (eventId: string, repPublicId: string, visitorPublicId: string) =>
    node<BoothLead>(`boothLeads/${seg(eventId)}/${seg(repPublicId)}/${seg(visitorPublicId)}`),
  boothLeadContact: (eventId: string, repPublicId: string, visitorPublicId: string) =>
    node<LeadContact>(
      `boothLeads/${seg(eventId)}/${seg(repPublicId)}/${seg(visitorPublicId)}/contact`,
    ),
} as const;
