import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

export const RPS_MOVES = ['rock', 'paper', 'scissors'] as const;
export type RpsMove = (typeof RPS_MOVES)[number];

/**
 * The multiplayer games' part of the tree: rooms/{roomId} (readable by its two players, who are
 * keyed by public id), the hidden moves of rock-paper-scissors, and the once-per-pair payouts.
 */

/** An attendee as other players see them in a room or the online list: never a key or a uid. */
export type PlayerCard = { readonly name: string; readonly color: string };

export type RoomPlayer = PlayerCard & {
  readonly active: boolean;
  /** Gone for good: the tab was closed, or the disconnect rule ran. */
  readonly disconnected: boolean;
  /**
   * When the player's connection dropped (server time, written by their onDisconnect), until they
   * are back and remove it: the room waits ROOM_GRACE_MS for them (room.ts).
   */
  readonly lostAt?: number;
};

export type ChatMessage = { readonly by: string; readonly text: string; readonly at: Stamp };

/**
 * What one player has said in a room: how many lines, when the last was written (server time) and
 * its id. Written with each line, in the same update; the rules count and pace lines by it (chat.ts).
 */
export type ChatTally = { readonly n: number; readonly at: Stamp; readonly last: string };

/** What a finished match paid one player: the win and the game's completion. */
export type RpsPaid = { readonly win: number; readonly completion: number };

export type RpsState = {
  readonly round: number;
  readonly roundStartedAt: number;
  /** Rounds won, by public id. */
  readonly score: Readonly<Record<string, number>>;
  readonly lastResult?: {
    readonly round: number;
    readonly moves: Readonly<Record<string, RpsMove>>;
    readonly winner: string | null;
  };
  /** Who moved this round (not what): the moves stay hidden until both are in. */
  readonly moved?: Readonly<Record<string, true>>;
  readonly winner?: string | null;
  readonly forfeit?: boolean;
  /** A finished match: what it paid each player, by public id, written once it is settled. */
  readonly paid?: Readonly<Record<string, RpsPaid>>;
};

/** rooms/{roomId}, readable by its two players; players are keyed by public id. */
export type GameRoom = {
  /**
   * A rejected request's room is removed right after its status says so (decideAnswer), so a
   * reader may still see `rejected` for a moment.
   */
  readonly status: 'pending' | 'confirmed' | 'rejected' | 'finished';
  readonly game: 'act03' | 'act05';
  readonly createdAt: number;
  readonly updatedAt: number;
  /** A pending request lapses at this time. */
  readonly expiresAt: number;
  readonly requester: string;
  readonly invited: string;
  readonly players: Readonly<Record<string, RoomPlayer>>;
  readonly messages?: Readonly<Record<string, ChatMessage>>;
  /** Each player's chat tally, by public id. */
  readonly sent?: Readonly<Record<string, ChatTally>>;
  readonly rps?: RpsState;
};

/** When a pair was paid (the claim's time): a replay pays nothing. */
type PaidAt = number;

const room = (roomId: string) => `rooms/${seg(roomId)}`;

export const roomNodes = {
  all: indexOn(() => node<Readonly<Record<string, GameRoom>>>('rooms'), ['updatedAt']),
  room: (roomId: string) => node<GameRoom>(room(roomId)),
  field: <F extends 'status' | 'updatedAt'>(roomId: string, field: F) =>
    node<GameRoom[F]>(`${room(roomId)}/${field}`),
  messages: (roomId: string) =>
    node<Readonly<Record<string, ChatMessage>>>(`${room(roomId)}/messages`),
  message: (roomId: string, messageId: string) =>
    node<ChatMessage>(`${room(roomId)}/messages/${seg(messageId)}`),
  sent: (roomId: string, publicId: string) =>
    node<ChatTally>(`${room(roomId)}/sent/${seg(publicId)}`),
  playerDisconnected: (roomId: string, publicId: string) =>
    node<boolean>(`${room(roomId)}/players/${seg(publicId)}/disconnected`),
  playerLostAt: (roomId: string, publicId: string) =>
    node<number>(`${room(roomId)}/players/${seg(publicId)}/lostAt`),
  rps: (roomId: string) => node<RpsState>(`${room(roomId)}/rps`),
  rpsPaid: (roomId: string) => node<Readonly<Record<string, RpsPaid>>>(`${room(roomId)}/rps/paid`),
  rpsMoved: (roomId: string) => node<Readonly<Record<string, true>>>(`${room(roomId)}/rps/moved`),
  /** Rock-paper-scissors moves of the current round, hidden from clients until both are in. */
  rpsMoves: (roomId: string) => node<Readonly<Record<string, RpsMove>>>(`rpsMoves/${seg(roomId)}`),
  /** Paid once per pair of attendees: a finished small talk, a rock-paper-scissors win. */
  smallTalks: (eventId: string) =>
    node<Readonly<Record<string, PaidAt>>>(`smallTalks/${seg(eventId)}`),
  smallTalk: (eventId: string, pairId: string) =>
    node<PaidAt>(`smallTalks/${seg(eventId)}/${seg(pairId)}`),
  rpsWins: (eventId: string) => node<Readonly<Record<string, PaidAt>>>(`rpsWins/${seg(eventId)}`),
  rpsWin: (eventId: string, winnerLoser: string) =>
    node<PaidAt>(`rpsWins/${seg(eventId)}/${seg(winnerLoser)}`),
  /** Claims a connection between two attendees, so the pair scores once. */
  pairs: (eventId: string) => node<Readonly<Record<string, PaidAt>>>(`pairs/${seg(eventId)}`),
  pair: (eventId: string, pairId: string) => node<PaidAt>(`pairs/${seg(eventId)}/${seg(pairId)}`),
} as const;
