import type { TeamName } from '../colors.ts';
import type { AttendanceMode } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';
import type { ConnectionResult } from '../games.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';
import type { NoticeMessage, NotificationKind } from './notices.ts';
import type { OtpState } from './otp.ts';
import { type CrawlProgress, type LeadConsent, userEngageNodes } from './users-engage.ts';
import { type OwnPurchase, type UserGames, userPlayNodes } from './users-play.ts';

/**
 * The attendees' part of the tree: users/{key} (the key is the encoded email, user-key.ts) and the
 * indexes, counters and mail that go with an account. Every shape stored there is declared here.
 */

export const BADGE_COUNTERS = [
  'coins',
  'kool_badge',
  'super_networker',
  'issued_badges',
  'gifts',
  'booth_crawler',
  'sessions',
] as const;
export type BadgeCounter = (typeof BADGE_COUNTERS)[number];
/**
 * The booth crawl's counter and the sessions checked in to (session-checkin.ts) are ours, not the
 * spec's: written only when they first count.
 */
type OwnCounter = 'booth_crawler' | 'sessions';
export type Badges = Readonly<Record<Exclude<BadgeCounter, OwnCounter>, number>> &
  Partial<Readonly<Record<OwnCounter, number>>>;
/** The spec's badge counters at 0: what a new attendee starts with, and a counter not written yet. */
export const NO_BADGES: Badges = {
  coins: 0,
  kool_badge: 0,
  super_networker: 0,
  issued_badges: 0,
  gifts: 0,
};

/** The metadata of a user as stored under users/{key}/metadata. */
export type UserMetadata = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  /**
   * Where the attendee is from and what they like, from the event's lists where it has them; the
   * interests a list, or the object the database makes of a list.
   */
  readonly country?: string;
  readonly interests?: readonly string[] | Readonly<Record<string, string>>;
  readonly color: string;
  readonly qr_code: string;
  readonly isOnline: boolean;
  readonly isAdmin: boolean;
  readonly isRep: boolean;
  readonly isPrizeAllocated: boolean;
  readonly isPrizeClaimed: boolean;
  readonly isPrizePurchased: boolean;
  readonly welcomeVideo: boolean;
  readonly eventId: string;
  readonly customerId: string;
  readonly teamName: TeamName;
  readonly level: number;
  readonly isLoggedIn: boolean;
  readonly attendance: AttendanceMode;
  /**
   * The attendee's opaque public id: what leaderboards and booth visits are keyed by, so nothing
   * public carries the email (the user key) or the uid.
   */
  readonly publicId: string;
  /** Set once the attendee's photo is published (publishPhoto): its version, for the boards. */
  readonly photoVersion?: number;
  /** The attendee's own upload, `uploads/{uid}/photo` (the database rules allow nothing else). */
  readonly photo?: string;
  readonly purchases?: Readonly<Record<string, OwnPurchase>>;
  /** False on an organiser's own profile (planOrganiserProfile): it holds no seat to give back. */
  readonly takesSeat?: boolean;
  /**
   * When the attendee came to have each bingo trait they gained by an edit after registering, by
   * trait key (bingo.ts): a card dealt before that time does not count the trait. Server only.
   */
  readonly traitsSince?: Readonly<Record<string, number>>;
  /** How the attendee appears on the public boards (privacy.ts); none: under their name. */
  readonly privacy?: BoardPrivacy;
};

/** How an attendee appears on public boards: under their name, under an alias, or not at all. */
export type BoardShow = 'name' | 'alias' | 'hidden';
export type BoardPrivacy = { readonly show: BoardShow; readonly alias?: string };

/** A player's flags for a room they are in, mirrored from rooms/{roomId}/players. */
export type PlayerRoomFlags = { readonly active: boolean; readonly disconnected: boolean };

export type AppNotification = {
  readonly kind: NotificationKind;
  /** The sentence in English, as the server wrote it: what a reader without the message shows. */
  readonly text: string;
  /** What the sentence tells, by key (notice-words.ts); missing on notifications written before. */
  readonly message?: NoticeMessage;
  /** The values the message is told from; the database drops it where there are none. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** The points the server paid with what the text tells of, where it paid any. */
  readonly points?: number;
  readonly at: Stamp;
  readonly read?: boolean;
};

export type StoredUser = {
  readonly metadata: UserMetadata;
  /**
   * The company a registration of this user took (or is taking) its seat in, written before the
   * seat: a retry after the event moved finds it and gives that seat back (seatToRelease).
   */
  readonly seatCompany?: string;
  /**
   * While a registration of this user is under way, until when it holds the turn (claimed in a
   * transaction): another try of the account answers "under way" instead of waiting for it, and
   * takes over only once the holder ran out of time (it died).
   */
  readonly registering?: number;
  readonly games?: UserGames;
  /** One entry per open connection of the attendee (presence), removed by onDisconnect. */
  readonly connections?: Readonly<Record<string, true>>;
  readonly notifications?: Readonly<Record<string, AppNotification>>;
  /**
   * The time of the newest announcement of the event the attendee has seen (store/announcements.ts):
   * every announcement after it is unread. The attendee writes it; it is never ahead of the server.
   */
  readonly announcementsSeen?: number;
  readonly rooms?: Readonly<Record<string, PlayerRoomFlags>>;
  readonly badges?: Badges;
  /**
   * The highest level the attendee was told their points reached (level-notices.ts), raised in a
   * transaction so each level is told once. Server only.
   */
  readonly levelNoticed?: number;
  readonly leadConsents?: Readonly<Record<string, LeadConsent>>;
  readonly boothCrawl?: CrawlProgress;
};

/** One line of a user's points: what moved them, why, who gave them, and when. */
export type LedgerEntry = {
  readonly points: number;
  readonly reason: string;
  readonly at: Stamp;
  readonly by: string;
  /** Set on a purchase's charge, and on an organiser's void of an award. */
  readonly kind?: 'purchase' | 'void';
  /** On a void: the ledger entry of the award it takes back. */
  readonly voids?: string;
  /** What the award would have paid before the partner rule cut it (partner-awards.ts). */
  readonly full?: number;
};

/**
 * An attendee's per-partner awards (partner-awards.ts), decided in a transaction here: when each
 * paid one in the last hour was decided, by award id, when each newcomer paid for in the last hour
 * (a partner who had met nobody else) was first paid for, by public id, and how many were decided
 * with each partner, by public id. Server only.
 */
export type PartnerLog = {
  readonly recent?: Readonly<Record<string, number>>;
  readonly newcomers?: Readonly<Record<string, number>>;
  readonly met?: Readonly<Record<string, number>>;
};

export type StoredQrToken = {
  readonly key: string;
  readonly eventId: string;
  readonly expiresAt: number;
  /** A code to type (claimTypedCode): it connects one partner only, never from a QR. */
  readonly typed?: true;
  /** The user key of the partner who used a typed code. */
  readonly usedBy?: string;
  /** When it was issued: a queued scan must have been made between this and expiresAt. */
  readonly issuedAt?: number;
};

/**
 * A queued scan as the server received it, by the id the phone gave it: its first answer, kept so
 * that the same scan sent again is answered the same and paid once (queued-scan.ts).
 */
export type ScanReceipt = {
  readonly at: number;
  readonly result?: ConnectionResult;
  readonly error?: ErrorCode;
};

/**
 * The entries presence keeps per attendee, one per open connection (a tab, a device): at most
 * eight, named by slot, so a script cannot add hundreds or give them any name (the rules check
 * both), and the console's count of connections stays true.
 */
export const CONNECTION_SLOTS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;
export type ConnectionSlot = (typeof CONNECTION_SLOTS)[number];

/** An account's token bucket for one kind of callable. */
export type Bucket = { readonly tokens: number; readonly at: number };

/** A mail waiting for a sender. */
export type OutboxMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly at: Stamp;
};

/** An attendee on the event's online list, as other players see them. */
export type OnlineEntry = { readonly name: string; readonly color: string; readonly at: Stamp };

const user = (key: string) => `users/${seg(key)}`;

export const userNodes = {
  /** Every user, indexed by their event and company and by a purchase waiting to be settled. */
  all: indexOn(
    () => node<Readonly<Record<string, StoredUser>>>('users'),
    ['metadata/customerId', 'metadata/eventId', 'games/act04/pendingAt'],
  ),
  user: (key: string) => node<StoredUser>(user(key)),
  metadata: (key: string) => node<UserMetadata>(`${user(key)}/metadata`),
  /** One field of the metadata, set alone so that the others stay as they are. */
  field: <F extends keyof UserMetadata & string>(key: string, field: F) =>
    node<UserMetadata[F]>(`${user(key)}/metadata/${seg(field)}`),
  level: (key: string) => node<number>(`${user(key)}/metadata/level`),
  privacy: (key: string) => node<BoardPrivacy>(`${user(key)}/metadata/privacy`),
  traitSince: (key: string, trait: string) =>
    node<number>(`${user(key)}/metadata/traitsSince/${seg(trait)}`),
  seatCompany: (key: string) => node<string>(`${user(key)}/seatCompany`),
  /** Until when a registration of this user holds its turn (decideRegistering). Server only. */
  registering: (key: string) => node<number>(`${user(key)}/registering`),
  /** Until when a seat release of this user holds its turn (takeSeatTurn). Server only. */
  releasing: (key: string) => node<number>(`${user(key)}/releasing`),
  /** What the attendee plays and buys (users-play.ts). */
  ...userPlayNodes,
  /** What the attendee was told and answered: levels, announcements, booths (users-engage.ts). */
  ...userEngageNodes,
  /** One entry per open connection of the attendee (presence), removed by onDisconnect. */
  connections: (key: string) => node<Readonly<Record<string, true>>>(`${user(key)}/connections`),
  /** One open connection's entry: a slot of CONNECTION_SLOTS, taken only while it is free. */
  connection: (key: string, slot: ConnectionSlot) => node<true>(`${user(key)}/connections/${slot}`),
  notifications: (key: string) =>
    node<Readonly<Record<string, AppNotification>>>(`${user(key)}/notifications`),
  notification: (key: string, id: string) =>
    node<AppNotification>(`${user(key)}/notifications/${seg(id)}`),
  notificationRead: (key: string, id: string) =>
    node<boolean>(`${user(key)}/notifications/${seg(id)}/read`),
  rooms: (key: string) => node<Readonly<Record<string, PlayerRoomFlags>>>(`${user(key)}/rooms`),
  room: (key: string, roomId: string) => node<PlayerRoomFlags>(`${user(key)}/rooms/${seg(roomId)}`),
  roomDisconnected: (key: string, roomId: string) =>
    node<boolean>(`${user(key)}/rooms/${seg(roomId)}/disconnected`),
  badges: (key: string) => node<Badges>(`${user(key)}/badges`),
  badge: (key: string, counter: BadgeCounter) => node<number>(`${user(key)}/badges/${counter}`),
  /** uid -> user key, so security rules and functions can go from an auth uid to the profile. */
  byUid: (uid: string) => node<string>(`uids/${seg(uid)}`),
  /** public id -> user key, so the server finds the attendee a screen names. Server only. */
  byPublicId: (publicId: string) => node<string>(`publicIds/${seg(publicId)}`),
  /** A QR token by its short code: whose it is, for which event, until when. Server only. */
  qrTokens: indexOn(() => node<Readonly<Record<string, StoredQrToken>>>('qrTokens'), ['expiresAt']),
  qrToken: (code: string) => node<StoredQrToken>(`qrTokens/${seg(code)}`),
  /** Every queued scan's receipt of the attendee. Server only. */
  scanReceipts: (key: string) =>
    node<Readonly<Record<string, ScanReceipt>>>(`scanReceipts/${seg(key)}`),
  /** A queued scan's receipt, by the attendee's key and the scan's id. Server only. */
  scanReceipt: (key: string, scanId: string) =>
    node<ScanReceipt>(`scanReceipts/${seg(key)}/${seg(scanId)}`),
  /** The attendee's per-partner awards, for the partner rule; no client reads it. */
  partnerLog: (key: string) => node<PartnerLog>(`partnerAwards/${seg(key)}`),
  partnerMet: (key: string, publicId: string) =>
    node<number>(`partnerAwards/${seg(key)}/met/${seg(publicId)}`),
  partnerRecent: (key: string, id: string) =>
    node<number>(`partnerAwards/${seg(key)}/recent/${seg(id)}`),
  ledger: (key: string) => node<Readonly<Record<string, LedgerEntry>>>(`ledger/${seg(key)}`),
  ledgerEntry: (key: string, entryId: string) =>
    node<LedgerEntry>(`ledger/${seg(key)}/${seg(entryId)}`),
  otp: (emailKey: string) => node<OtpState>(`otp/${seg(emailKey)}`),
  /** An account's token bucket for one kind of callable (abuse limits); no client reads it. */
  limit: (uid: string, bucket: string) => node<Bucket>(`limits/${seg(uid)}/${seg(bucket)}`),
  /** Mail for a sender to deliver (one-time codes); the dev stack prints it. */
  outbox: () => node<Readonly<Record<string, OutboxMail>>>('outbox'),
  mail: (id: string) => node<OutboxMail>(`outbox/${seg(id)}`),
  /** Who is online at each event, by public id; each attendee writes their own entry. */
  onlineLists: () =>
    node<Readonly<Record<string, Readonly<Record<string, OnlineEntry>>>>>('online'),
  online: (eventId: string) =>
    node<Readonly<Record<string, OnlineEntry>>>(`online/${seg(eventId)}`),
  onlineEntry: (eventId: string, publicId: string) =>
    node<OnlineEntry>(`online/${seg(eventId)}/${seg(publicId)}`),
} as const;
