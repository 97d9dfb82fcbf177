import { ROOM_GRACE_MS } from './constants.ts';
import { ERROR_MESSAGES } from './errors.ts';
import type { GameRoom, RoomPlayer, RpsMove } from './store/rooms.ts';
import type { PlayerRoomFlags } from './store/users.ts';

/**
 * The disconnect rule (spec section 4) as two ordered steps: first the room is deleted and every
 * player gets active false, disconnected true and the notification; then disconnected is reset.
 * Two steps, because the other player's screen must see `disconnected: true` before it clears.
 */
type DisconnectPlan = {
  readonly deleteRoom: string;
  readonly first: ReadonlyMap<string, PlayerRoomFlags>;
  readonly notification: string;
  readonly afterwards: ReadonlyMap<string, Pick<PlayerRoomFlags, 'disconnected'>>;
};

export const planDisconnect = (roomId: string, players: readonly string[]): DisconnectPlan => ({
  deleteRoom: roomId,
  first: new Map(players.map((player) => [player, { active: false, disconnected: true }])),
  notification: ERROR_MESSAGES.disconnected,
  afterwards: new Map(players.map((player) => [player, { disconnected: false }])),
});

/**
 * What the staleness rule reads of a room (rooms/{roomId}, store/rooms.ts): when it last moved,
 * and each player's flags, which users/{key}/rooms/{roomId} mirrors.
 */
export type RoomActivity = Pick<GameRoom, 'updatedAt'> & {
  readonly players: Readonly<Record<string, PlayerRoomFlags & Pick<RoomPlayer, 'lostAt'>>>;
};

/** When a lost player's seat lapses (server time); undefined while their connection holds. */
export const graceEnd = (
  player: Partial<Pick<RoomPlayer, 'disconnected' | 'lostAt'>>,
): number | undefined => (player.lostAt === undefined ? undefined : player.lostAt + ROOM_GRACE_MS);

/**
 * A player has gone for good at `now` (server time): flagged disconnected (a closed tab, the
 * disconnect rule), or lost for the whole grace period. A player lost for less is waited for.
 */
export const isPlayerGone = (
  player: Pick<RoomPlayer, 'disconnected' | 'lostAt'>,
  now: number,
): boolean => player.disconnected || (graceEnd(player) ?? Number.POSITIVE_INFINITY) <= now;

/**
 * A room is stale once a player has gone (disconnected, or lost past the grace period) or nobody
 * has moved for `idleMs`.
 */
export const isRoomStale = (room: RoomActivity, now: number, idleMs: number): boolean =>
  room.updatedAt + idleMs < now ||
  Object.values(room.players).some((player) => isPlayerGone(player, now));

const BEATS: Record<RpsMove, RpsMove> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

/** The winner's key of one rock-paper-scissors round, or null for a draw. */
export const rpsWinner = (moves: Readonly<Record<string, RpsMove>>): string | null => {
  const [first, second] = Object.entries(moves);
  if (first === undefined || second === undefined || first[1] === second[1]) return null;
  return BEATS[first[1]] === second[1] ? first[0] : second[0];
};
