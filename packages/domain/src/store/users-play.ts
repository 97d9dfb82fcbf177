import type { PairFlags } from '../chat-pairing.ts';
import type { BingoCard } from '../games.ts';
import type { GameCode } from '../points.ts';
import { seg } from './keys.ts';
import type { Handover, PurchaseState, SaleRefusal } from './market.ts';
import { node, type Stamp } from './node.ts';

/**
 * What an attendee plays and buys, in their part of the tree: users/{key}/games (a node per game,
 * the points game's balance and purchases among them) and the purchases their profile shows
 * (users/{key}/metadata/purchases). The rest of a user is in users.ts, whose userNodes holds these
 * nodes too.
 */

/** What a user bought, by prize: how many in all, and when last. */
export type OwnPurchase = { readonly qty: number; readonly at: Stamp };

/** What every game node of a user may say: its code once played, and whether it is complete. */
export type GameEntry = { readonly code?: GameCode; readonly isComplete?: boolean };

/**
 * The card as stored at games/act01: the card, the game's isComplete flag, and when it was dealt
 * (its squares are judged on the traits partners had then).
 */
export type BingoCardNode = BingoCard & {
  readonly isComplete?: boolean;
  readonly dealtAt?: number;
};

export type StoredTriviaAnswer = {
  readonly correct: boolean;
  readonly at: number;
  /** The pick and the right answer, stored together: the right one is told only once picked. */
  readonly picked?: string;
  readonly right?: string;
};
export type TriviaAnswers = Readonly<Record<string, StoredTriviaAnswer>>;
/** games/act02: the trivia questions answered, by question id. */
export type TriviaGame = GameEntry & { readonly answers?: TriviaAnswers };

export type PurchaseRequest = {
  readonly prizeId: string;
  readonly qty: number;
  readonly cost: number;
  readonly at: number;
  /** Absent on purchases settled before purchases were charged first: those were sold. */
  readonly state?: PurchaseState;
  /** The ledger entry of the charge, chosen when charged so that writing it again is the same. */
  readonly ledgerId?: string;
  /** Why a refunded purchase was not sold, so a retry of it is refused the same way. */
  readonly error?: SaleRefusal;
  /** The prize desk's hand-over of a sold purchase, as the attendee sees it. */
  readonly handover?: Handover;
};

/**
 * The points game's node: earned (totalPoints), spent, and every purchase by its request id. A
 * purchase is charged here first (spent goes up, the request is pending), so no sale can exist
 * that was not paid for; `pendingAt` is the oldest pending request's time, which the sweeper
 * queries to settle purchases whose call died.
 */
export type Balance = {
  readonly code?: GameCode;
  readonly isComplete?: boolean;
  readonly totalPoints?: number;
  readonly spentPoints?: number;
  /** Purchases by the screen's idempotency key, so a double tap is charged once. */
  readonly requests?: Readonly<Record<string, PurchaseRequest>>;
  readonly pendingAt?: number;
  /**
   * The award ledger entries an organiser voided (voids.ts), by entry id: kept in the balance so
   * that the void, decided in a transaction here, takes each award back once.
   */
  readonly voided?: Readonly<Record<string, true>>;
};

/** games/multiplayer_room: the spec's two flags, plus the room and the other player's public id. */
export type PairNode = PairFlags & {
  readonly roomId?: string;
  readonly with?: string;
  readonly at?: number;
};

/** A user's games by code; the four with a shape of their own are named. */
export type UserGames = {
  readonly act01?: BingoCardNode;
  readonly act02?: TriviaGame;
  readonly act04?: Balance;
  readonly multiplayer_room?: PairNode;
  readonly [code: string]: GameEntry | PairNode | undefined;
};

const user = (key: string) => `users/${seg(key)}`;
const game = (key: string, code: GameCode | 'multiplayer_room') =>
  `${user(key)}/games/${seg(code)}`;

export const userPlayNodes = {
  purchaseQty: (key: string, prizeId: string) =>
    node<number>(`${user(key)}/metadata/purchases/${seg(prizeId)}/qty`),
  purchaseAt: (key: string, prizeId: string) =>
    node<Stamp>(`${user(key)}/metadata/purchases/${seg(prizeId)}/at`),
  game: (key: string, code: GameCode) => node<GameEntry>(game(key, code)),
  gameCode: (key: string, code: GameCode) => node<GameCode>(`${game(key, code)}/code`),
  gameComplete: (key: string, code: GameCode) => node<boolean>(`${game(key, code)}/isComplete`),
  /** An attendee's bingo card (games/act01). */
  bingo: (key: string) => node<BingoCardNode>(game(key, 'act01')),
  /** Answered trivia (games/act02/answers). */
  triviaAnswers: (key: string) => node<TriviaAnswers>(`${game(key, 'act02')}/answers`),
  /** The points game's node: the running total and what was spent, charged in one transaction. */
  balance: (key: string) => node<Balance>(game(key, 'act04')),
  spentPoints: (key: string) => node<number>(`${game(key, 'act04')}/spentPoints`),
  totalPoints: (key: string) => node<number>(`${game(key, 'act04')}/totalPoints`),
  /** The award entries an organiser voided (voids.ts). */
  voided: (key: string) => node<Readonly<Record<string, true>>>(`${game(key, 'act04')}/voided`),
  /** The attendee's own view of a purchase's hand-over: allocated, then claimed. */
  handover: (key: string, requestId: string) =>
    node<Handover>(`${game(key, 'act04')}/requests/${seg(requestId)}/handover`),
  pairFlags: (key: string) => node<PairNode>(game(key, 'multiplayer_room')),
  pairFlag: (key: string, flag: 'requester' | 'other') =>
    node<boolean>(`${game(key, 'multiplayer_room')}/${flag}`),
} as const;
