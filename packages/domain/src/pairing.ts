import type { AwardProfile } from './awards.ts';
import { flagsToState, stateToFlags } from './chat-pairing.ts';
import { type LeaveResult, PAIR_REQUEST_TTL_MS, type RequestResult } from './games.ts';
import { told } from './notice-words.ts';
import { addNotification } from './notifications.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { isPlayerGone, planDisconnect } from './room.ts';
import { type GameRoom, roomNodes } from './store/rooms.ts';
import { userNodes } from './store/users.ts';
import type { PairNode } from './store/users-play.ts';

type PairingGame = 'act03' | 'act05';

/** A player as a pairing plan needs them: key (for their own nodes), public profile, their inbox. */
export type Player = {
  readonly key: string;
  readonly profile: AwardProfile & { readonly color: string };
  readonly notifications: readonly string[];
  /** Their pairing node as read: a plan that closes a room frees only nodes that name it. */
  readonly node?: PairNode | null;
};

/** Whether a player's node still names this room (a newer pairing must not be touched). */
const inRoom = (player: Player, roomId: string): boolean => player.node?.roomId === roomId;

/**
 * A room still holds its players: not gone, not finished, nobody gone (disconnected, or lost past
 * the grace period), not lapsed.
 */
export const isRoomOpen = (room: GameRoom | null, now: number): boolean =>
  room !== null &&
  room.status !== 'finished' &&
  !Object.values(room.players ?? {}).some((p) => isPlayerGone(p, now)) &&
  !(room.status === 'pending' && room.expiresAt <= now);

/**
 * What the handler saw of a player's room before the transaction on their node: which room the
 * node named then, and whether that room was open. A room lives at another path, so its state is
 * read first; the decision stays in the transaction because it trusts that reading only for the
 * room it was about.
 */
export type RoomCheck = { readonly roomId: string | undefined; readonly open: boolean };

/**
 * The check of the room a node names. A request claims the invited player's node before its room
 * is written, so a node naming a room that does not exist yet is a request in flight (open) until
 * a request's lifetime has passed since the node was claimed.
 */
export const checkNodeRoom = (
  node: PairNode | null,
  room: GameRoom | null,
  now: number,
): RoomCheck => {
  const roomId = node?.roomId;
  if (roomId === undefined) return { roomId, open: false };
  if (room !== null) return { roomId, open: isRoomOpen(room, now) };
  return { roomId, open: node?.at !== undefined && now - node.at < PAIR_REQUEST_TTL_MS };
};

/**
 * Idle: no node yet, rejected (false/false), or a node whose room was seen no longer open. A node
 * naming any other room (a request that landed since the reading, from a concurrent call) is busy.
 */
const isIdle = (node: PairNode | null, seen: RoomCheck): boolean =>
  node === null || flagsToState(node) === 'rejected' || (node.roomId === seen.roomId && !seen.open);

/** Who may ask whom: not oneself, only someone at the same event. */
export const decidePairRequest = (
  me: { readonly key: string; readonly eventId: string },
  other: { readonly key: string; readonly eventId: string },
): Plan<true> => {
  if (other.key === me.key) return refuse('self-scan');
  if (other.eventId !== me.eventId) return refuse('not-in-event');
  return accept(true);
};

/**
 * A request claims the invited player's node first (a transaction), then the requester's, so two
 * requests to one person cannot both land and a requester has one outstanding request; either
 * being busy refuses, and a half-made request is undone.
 */
export const claimInvited = (
  node: PairNode | null,
  roomOpen: RoomCheck,
  roomId: string,
  requester: string,
  now: number,
): Claim<true, PairNode> =>
  isIdle(node, roomOpen)
    ? claim(
        { ...stateToFlags('waiting-to-accept'), roomId, with: requester, at: now },
        accept(true),
      )
    : refuse('illegal-transition', 'the other player is busy');

export const claimRequester = (
  node: PairNode | null,
  roomOpen: RoomCheck,
  roomId: string,
  me: Player,
  other: Player,
  game: PairingGame,
  ctx: Context,
): Claim<RequestResult, PairNode> => {
  if (!isIdle(node, roomOpen)) {
    const undo = new WriteSet().set(userNodes.pairFlags(other.key), stateToFlags('rejected'));
    return refuse('illegal-transition', 'you are busy', undo);
  }
  const expiresAt = ctx.now + PAIR_REQUEST_TTL_MS;
  const seat = (player: Player) => ({
    name: player.profile.name,
    color: player.profile.color,
    active: true,
    disconnected: false,
  });
  const room: GameRoom = {
    status: 'pending',
    game,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    expiresAt,
    requester: me.profile.publicId,
    invited: other.profile.publicId,
    players: { [me.profile.publicId]: seat(me), [other.profile.publicId]: seat(other) },
  };
  const flags = { active: true, disconnected: false };
  const writes = new WriteSet()
    .set(roomNodes.room(roomId), room)
    .set(userNodes.room(me.key, roomId), flags)
    .set(userNodes.room(other.key, roomId), flags);
  addNotification(
    writes,
    other.key,
    other.notifications,
    told({ message: 'pairRequest', params: { name: me.profile.name, game } }),
    ctx,
  );
  return claim(
    { ...stateToFlags('waiting-to-connect'), roomId, with: other.profile.publicId, at: ctx.now },
    accept({ roomId, expiresAt }, writes),
  );
};

/** Only the invited player answers, and only a request for that room. */
export const decideAnswerable = (mine: PairNode | null, roomId: string): Plan<true> =>
  mine === null || flagsToState(mine) !== 'waiting-to-accept' || mine.roomId !== roomId
    ? refuse('illegal-transition', 'no request for you in that room')
    : accept(true);

export type PairAnswer = { readonly roomId: string; readonly state: 'connected' | 'rejected' };

/**
 * The room and its mirrors gone, and its players back to idle: a rejection or a lapsed request.
 * A player who has moved on to another room keeps that pairing.
 */
const closeRequest = (roomId: string, players: readonly Player[]): WriteSet => {
  const writes = new WriteSet().remove(roomNodes.room(roomId));
  for (const player of players) {
    if (inRoom(player, roomId))
      writes.set(userNodes.pairFlags(player.key), stateToFlags('rejected'));
    writes.remove(userNodes.room(player.key, roomId));
  }
  return writes;
};

/**
 * The room's status moves pending -> confirmed (or the request is rejected) exactly once, in a
 * transaction on the status; a request that lapsed is closed instead. A rock-paper-scissors room
 * starts its first round.
 */
export const decideAnswer = (
  status: string | null,
  room: Pick<GameRoom, 'expiresAt' | 'game'>,
  pair: { readonly roomId: string; readonly players: readonly [Player, Player] },
  acceptIt: boolean,
  now: number,
): Claim<PairAnswer, GameRoom['status']> => {
  if (status !== 'pending') return refuse('illegal-transition', 'the request is no longer pending');
  const { roomId, players } = pair;
  // A lapsed request, or one whose requester has moved on, cannot be taken up any more.
  if (room.expiresAt <= now || !players.every((player) => inRoom(player, roomId)))
    return refuse('request-expired', undefined, closeRequest(roomId, players));
  if (!acceptIt)
    return claim('rejected', accept({ roomId, state: 'rejected' }, closeRequest(roomId, players)));
  const connected = stateToFlags('connected');
  const writes = new WriteSet().set(roomNodes.field(roomId, 'updatedAt'), now);
  for (const { key } of players) {
    writes.set(userNodes.pairFlag(key, 'requester'), connected.requester);
    writes.set(userNodes.pairFlag(key, 'other'), connected.other);
  }
  if (room.game === 'act03')
    writes.set(roomNodes.rps(roomId), { round: 1, roundStartedAt: now, score: {} });
  return claim('confirmed', accept({ roomId, state: 'connected' }, writes));
};

/**
 * The disconnect rule (spec section 4) in two plans, committed in order: first the room is
 * deleted and every player gets active false, disconnected true, idle pairing flags and the
 * notification; then (`decideDisconnectReset`) disconnected is reset. Two steps, so the other
 * player's screen sees `disconnected: true` before it clears.
 */
export const decideDisconnect = (
  roomId: string,
  room: GameRoom | null,
  me: string,
  players: readonly Player[],
  ctx: Pick<Context, 'newId'>,
): Plan<Omit<LeaveResult, 'awarded'>> => {
  if (room === null || room.players?.[me] === undefined) return refuse('not-found', 'room');
  const plan = planDisconnect(
    roomId,
    players.map((player) => player.key),
  );
  const writes = new WriteSet().remove(roomNodes.room(roomId)).remove(roomNodes.rpsMoves(roomId));
  for (const player of players) {
    const flags = plan.first.get(player.key);
    if (flags !== undefined) writes.set(userNodes.room(player.key, roomId), flags);
    if (inRoom(player, roomId))
      writes.set(userNodes.pairFlags(player.key), stateToFlags('rejected'));
    addNotification(
      writes,
      player.key,
      player.notifications,
      told({ message: 'disconnected', params: {} }),
      ctx,
    );
  }
  return accept({ roomId, notification: plan.notification }, writes);
};

export const decideDisconnectReset = (roomId: string, keys: readonly string[]): Plan<true> => {
  const writes = new WriteSet();
  for (const [key, flags] of planDisconnect(roomId, keys).afterwards)
    writes.set(userNodes.roomDisconnected(key, roomId), flags.disconnected);
  return accept(true, writes);
};
