import type { RpsPaid } from './store/rooms.ts';

/**
 * What the game screens and the game callables share: the answers of the game callables and the
 * bingo card (the shapes the server stores for players to read live in the store, store/*.ts).
 * Every point follows from state the server saw: a scan with a token it issued, messages it
 * stored, moves it resolved, squares it checked against the partner's profile, answers it checked.
 */

/** A QR code's short-lived token, issued to its owner; the screen refreshes it before it expires. */
export type QrToken = {
  /** What the QR carries (the spec's uid, colour and isRep, plus the token). */
  readonly qr: string;
  /**
   * A code of its own to type by hand when a camera is refused or missing: it connects one
   * partner only (the first to use it), where the QR connects whoever scans it while it lives.
   */
  readonly code: string;
  readonly expiresAt: number;
};

/** What one awardConnection call paid one side, by what earned it. */
export type ConnectionPayment = {
  /** The connection itself, with the booth points of a visitor. */
  readonly connection: number;
  /** A first connection completes QR networking (act06). */
  readonly completion: number;
  /** Bingo lines and a full card the partner's square made. */
  readonly bingo: number;
};

export type ConnectionResult = {
  /** Every point the call paid the caller: the sum of `paid`. */
  readonly awarded: number;
  readonly paid: ConnectionPayment;
  /** Every point the call paid the partner. */
  readonly partnerAwarded: number;
  /** What the call paid the partner, by what earned it. */
  readonly partnerPaid: ConnectionPayment;
  readonly partner: { readonly name: string; readonly color: string };
  readonly boothVisit: boolean;
  /** The bingo square the partner filled on the scanner's card, if any: its English words. */
  readonly bingoSquare?: string;
  /** The same square, with what a screen tells it from in the reader's words. */
  readonly filledSquare?: SquareOfCard;
};

export type RequestResult = { readonly roomId: string; readonly expiresAt: number };
export type LeaveResult = {
  readonly roomId: string;
  readonly notification: string;
  /**
   * Every point the leaver was paid: a small talk that really happened (messages from both
   * sides), with the game's completion.
   */
  readonly awarded: number;
  readonly paid?: { readonly talk: number; readonly completion: number };
};

export type RpsResult = {
  readonly status: 'waiting' | 'round' | 'finished';
  readonly round: number;
  readonly score: Readonly<Record<string, number>>;
  readonly winner?: string | null;
  /** Every point the match paid the caller: the win and the game's completion. */
  readonly awarded: number;
  /** A finished match: what it paid each player, by public id (also kept on the room). */
  readonly paid?: Readonly<Record<string, RpsPaid>>;
};

/**
 * What a square asks for: a value of a profile's field (its department, country, interest,
 * company, team), whether they attend in person or online, or a role told by the trait alone (a
 * sponsor rep, another team, anyone).
 */
export type TraitKind =
  | 'department'
  | 'country'
  | 'interest'
  | 'company'
  | 'team'
  | 'attendance'
  | 'role';
export type BingoSquare = {
  readonly trait: string;
  /** The square's words in English, as dealt: what a screen shows when it cannot tell them. */
  readonly label: string;
  /** Its kind and the value it was made of, so a screen tells it in the reader's words. */
  readonly kind?: TraitKind;
  readonly value?: string;
  /** The name of the attendee whose connection filled it. */
  readonly filledBy?: string;
};
/** A square as a screen tells it: what it asks for, without who filled it. */
export type SquareOfCard = Pick<BingoSquare, 'trait' | 'label' | 'kind' | 'value'>;
export type BingoCard = {
  readonly squares: readonly BingoSquare[];
  readonly lines: number;
  readonly complete: boolean;
};

export type TriviaQuestion = {
  readonly image: string;
  readonly question: string;
  readonly options: readonly string[];
};
export type TriviaAnswer = {
  readonly correct: boolean;
  /** The right answer, revealed once the pick is stored, and the pick. */
  readonly right: string;
  readonly picked: string;
  /** Every point the answer paid: the sum of `paid`. */
  readonly awarded: number;
  readonly paid: { readonly right: number; readonly completion: number };
  readonly answered: number;
  readonly total: number;
  readonly complete: boolean;
};

/** Conversation prompts shown in a small talk, to get two strangers talking. */
export const CONVERSATION_PROMPTS = [
  'What brought you to this event?',
  'Which talk are you most looking forward to?',
  'What are you working on right now that excites you?',
  'What is one thing you learned this week?',
  'If you could swap jobs with anyone here for a day, who would it be?',
  'What is the best advice you have had in your career?',
  'Which tool or habit saves you the most time?',
  'What would make this event a success for you?',
] as const;

/** A pending request lapses after this long; a rock-paper-scissors move has this long. */
export const PAIR_REQUEST_TTL_MS = 2 * 60_000;
export const RPS_MOVE_TIMEOUT_MS = 30_000;
/**
 * A QR token lives this long (a printed badge's, when the organiser allows it, much longer), and
 * the Connect screen asks for a new one QR_REFRESH_LEAD_MS before it expires: the code on screen
 * rotates every 30 s, and a code seen (or filmed) stops working a minute after it was issued.
 */
export const QR_TOKEN_TTL_MS = 60_000;
export const QR_REFRESH_LEAD_MS = 30_000;
export const BADGE_QR_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** An attendee keeps at most this many notifications: the newest. */
export const NOTIFICATION_CAP = 50;
/** A small talk counts once each side sent this many messages. */
export const SMALL_TALK_MIN_MESSAGES = 2;
