import type { TalkPaid } from '@engage/domain/award-words';
import { flagsToState, type PairFlags, type PairingState } from '@engage/domain/chat-pairing';
import { graceEnd, isPlayerGone } from '@engage/domain/room';
import type { GameRoom, PlayerCard } from '@engage/domain/store/rooms';
import { i18n } from '../i18n/i18n.ts';

/**
 * What a game screen shows of the user's pairing, decided from the live flags and room alone (and
 * what the screen remembers of a room that has gone), so every case is a plain function of data.
 */
export type PairGame = GameRoom['game'];
export type Opponent = PlayerCard & { readonly publicId: string };

/** The four pairing states of the spec, in the words the screens use. */
export const pairingStates = i18n('pairingStates', {
  'waiting-to-connect': 'waiting to connect',
  'waiting-to-accept': 'waiting for you to accept',
  connected: 'connected',
  rejected: 'rejected',
} satisfies Record<PairingState, string>);

export const pairingWords = (flags: PairFlags | null | undefined): string | undefined =>
  flags ? pairingStates.get()[flagsToState(flags)] : undefined;

/** The room the screen last saw the user in, so a room that vanishes can be explained. */
export type RoomMemory = {
  readonly roomId: string;
  readonly room: GameRoom;
  /** The request was accepted at some point: its room going away is a disconnect. */
  readonly connected: boolean;
};

/** The memory after seeing `room` (the room the flags name); the same object when nothing changed. */
export const rememberRoom = (
  memory: RoomMemory | null,
  roomId: string | undefined,
  room: GameRoom | null | undefined,
): RoomMemory | null => {
  if (roomId === undefined || room === null || room === undefined) return memory;
  const same = memory?.roomId === roomId;
  const connected =
    (same && memory.connected) || room.status === 'confirmed' || room.status === 'finished';
  if (same && memory.room === room && memory.connected === connected) return memory;
  return { roomId, room, connected };
};

const opponentIn = (room: GameRoom, me: string): Opponent | undefined => {
  const entry = Object.entries(room.players).find(([publicId]) => publicId !== me);
  return entry === undefined
    ? undefined
    : { publicId: entry[0], name: entry[1].name, color: entry[1].color };
};

/** Why a pairing ended: the other refused, withdrew, let it lapse, went away; or the user left. */
export type Ending = 'rejected' | 'withdrawn' | 'expired' | 'disconnected' | 'left';

/** The user closed the room (Leave), or the screen closed it after the other player went away. */
export type Closed = {
  readonly roomId: string;
  readonly awarded: number;
  /** What the close paid the user, by what earned it (LeaveResult's). */
  readonly paid?: TalkPaid | undefined;
  readonly reason: 'left' | 'disconnected';
};

export type PairView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'idle' }
  | { readonly kind: 'elsewhere'; readonly game: PairGame; readonly other: Opponent | undefined }
  | {
      readonly kind: 'outgoing' | 'incoming';
      readonly roomId: string;
      readonly other: Opponent;
      readonly expiresAt: number;
    }
  | {
      readonly kind: 'connected' | 'finished';
      readonly roomId: string;
      readonly other: Opponent;
      readonly room: GameRoom;
      /**
       * The other player's connection dropped: the room waits for them until this time (server
       * time), then ends for both.
       */
      readonly waitingUntil?: number;
    }
  | {
      readonly kind: 'ended';
      readonly reason: Ending;
      readonly other: Opponent | undefined;
      readonly awarded?: number;
      readonly paid?: TalkPaid | undefined;
    };

/** The room a screen listens to: the one the flags name, else the one it last saw the user in. */
export const watchedRoom = (
  flags: { readonly roomId?: string } | null | undefined,
  memory: RoomMemory | null,
): string | undefined => flags?.roomId ?? memory?.roomId;

export type PairInput = {
  /** The user's public id. */
  readonly me: string;
  /** The game this screen plays. */
  readonly game: PairGame;
  /** undefined while loading; null before the first pairing. */
  readonly flags: (PairFlags & { readonly roomId?: string }) | null | undefined;
  /**
   * The watched room (`watchedRoom`): undefined while loading, null when it is gone. The flags
   * may let go of a room before its last change arrives (a finished match resets them), so the
   * remembered room stays watched until the user moves on.
   */
  readonly room: GameRoom | null | undefined;
  readonly memory: RoomMemory | null;
  readonly closed: Closed | null;
  /** A room the user has put behind them (read the ending, went back to the list). */
  readonly dismissed: string | undefined;
  readonly now: number;
};

const liveView = (
  roomId: string,
  room: GameRoom,
  me: string,
  game: PairGame,
  now: number,
): PairView => {
  const other = opponentIn(room, me);
  if (room.game !== game) return { kind: 'elsewhere', game: room.game, other };
  if (other === undefined) return { kind: 'idle' };
  if (room.status === 'finished') return { kind: 'finished', roomId, other, room };
  // Gone for good: a closed tab, or a lost connection past the grace period (server time).
  if (Object.values(room.players).some((player) => isPlayerGone(player, now)))
    return { kind: 'ended', reason: 'disconnected', other };
  if (room.status === 'pending') {
    if (now >= room.expiresAt) return { kind: 'ended', reason: 'expired', other };
    return {
      kind: room.requester === me ? 'outgoing' : 'incoming',
      roomId,
      other,
      expiresAt: room.expiresAt,
    };
  }
  // The answer's transaction writes the status ('rejected') a moment before the room is removed.
  if (room.status !== 'confirmed')
    return { kind: 'ended', reason: room.requester === me ? 'rejected' : 'withdrawn', other };
  const waitingUntil = graceEnd(room.players[other.publicId] ?? {});
  return waitingUntil === undefined
    ? { kind: 'connected', roomId, other, room }
    : { kind: 'connected', roomId, other, room, waitingUntil };
};

/** A room that is gone: what it was when last seen says why. */
const goneView = ({ roomId, room, connected }: RoomMemory, me: string, now: number): PairView => {
  const other = opponentIn(room, me);
  if (room.status === 'finished' && other !== undefined)
    return { kind: 'finished', roomId, other, room };
  if (connected) return { kind: 'ended', reason: 'disconnected', other };
  if (now >= room.expiresAt) return { kind: 'ended', reason: 'expired', other };
  return { kind: 'ended', reason: room.requester === me ? 'rejected' : 'withdrawn', other };
};

export const pairView = ({
  me,
  game,
  flags,
  room,
  memory,
  closed,
  dismissed,
  now,
}: PairInput): PairView => {
  if (flags === undefined) return { kind: 'loading' };
  if (closed !== null && closed.roomId !== dismissed) {
    const last = memory?.roomId === closed.roomId ? opponentIn(memory.room, me) : undefined;
    const paid = closed.paid === undefined ? {} : { paid: closed.paid };
    return { kind: 'ended', reason: closed.reason, other: last, awarded: closed.awarded, ...paid };
  }
  const watched = watchedRoom(flags, memory);
  const roomId = watched !== dismissed ? watched : undefined;
  if (roomId !== undefined && room === undefined) return { kind: 'loading' };
  if (roomId !== undefined && room !== null && room?.players[me] !== undefined)
    return liveView(roomId, room, me, game, now);
  if (memory !== null && memory.roomId !== dismissed && memory.room.game === game)
    return goneView(memory, me, now);
  return { kind: 'idle' };
};
