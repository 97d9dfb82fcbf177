import { flagsToState, type PairFlags, stateToFlags } from './chat-pairing.ts';
import { dbPaths } from './paths.ts';
import {
  accept,
  type Claim,
  claim,
  type Context,
  type Plan,
  refuse,
  SERVER_TIME,
  WriteSet,
} from './plan.ts';
import { planDisconnect, type Room } from './room.ts';

/** A player's pairing node: the two flags of the spec, plus which room and with whom. */
export type PairNode = PairFlags & { readonly roomId?: string; readonly with?: string };
export type PairingGame = 'act03' | 'act05';

/** Idle is no node yet, or the false/false state a rejection or a disconnect leaves. */
const isIdle = (node: PairNode | null): boolean =>
  node === null || flagsToState(node) === 'rejected';

/** Who may ask whom: not oneself, only someone at the same event. */
export const decidePairRequest = (
  me: { readonly key: string; readonly eventId: string },
  other: { readonly key: string; readonly eventId: string },
): Plan<true> => {
  if (other.key === me.key) return refuse('self-scan');
  if (other.eventId !== me.eventId) return refuse('illegal-transition', 'not at the same event');
  return accept(true);
};

/**
 * A request claims the invited player's node first (a transaction), then the requester's, so two
 * requests to one person cannot both land; either being busy refuses, and a half-made request is
 * undone (the invited node back to rejected).
 */
export const claimInvited = (
  node: PairNode | null,
  roomId: string,
  requester: string,
): Claim<true> =>
  isIdle(node)
    ? claim({ ...stateToFlags('waiting-to-accept'), roomId, with: requester }, accept(true))
    : refuse('illegal-transition', 'the other player is busy');

export const claimRequester = (
  node: PairNode | null,
  roomId: string,
  requester: string,
  invited: string,
  game: PairingGame,
  now: number,
): Claim<{ readonly roomId: string }> => {
  if (!isIdle(node)) {
    const undo = new WriteSet().set(dbPaths.userPairFlags(invited), stateToFlags('rejected'));
    return refuse('illegal-transition', 'you are busy', undo);
  }
  const flags = { active: true, disconnected: false };
  const room: Room & { readonly requester: string; readonly invited: string } = {
    status: 'pending',
    game,
    createdAt: now,
    updatedAt: now,
    players: { [requester]: flags, [invited]: flags },
    requester,
    invited,
  };
  const writes = new WriteSet()
    .set(dbPaths.room(roomId), room)
    .set(dbPaths.userRoom(requester, roomId), flags)
    .set(dbPaths.userRoom(invited, roomId), flags);
  return claim(
    { ...stateToFlags('waiting-to-connect'), roomId, with: invited },
    accept({ roomId }, writes),
  );
};

/** Only the invited player answers, and only a request from that player. */
export const decideAnswerable = (mine: PairNode | null, requesterKey: string): Plan<string> =>
  mine === null ||
  flagsToState(mine) !== 'waiting-to-accept' ||
  mine.with !== requesterKey ||
  mine.roomId === undefined
    ? refuse('illegal-transition', 'no request from that player')
    : accept(mine.roomId);

export type PairAnswer = { readonly roomId: string; readonly state: 'connected' | 'rejected' };

/**
 * The room's status moves pending -> confirmed (or the request is rejected) exactly once, in a
 * transaction on the status; then both players' flags follow.
 */
export const decideAnswer = (
  status: string | null,
  pair: { readonly roomId: string; readonly me: string; readonly requester: string },
  acceptIt: boolean,
  now: number,
): Claim<PairAnswer> => {
  if (status !== 'pending') return refuse('illegal-transition', 'the request is no longer pending');
  const { roomId, me, requester } = pair;
  const writes = new WriteSet();
  if (acceptIt) {
    const connected = stateToFlags('connected');
    for (const player of [me, requester]) {
      writes.set(dbPaths.userPairFlag(player, 'requester'), connected.requester);
      writes.set(dbPaths.userPairFlag(player, 'other'), connected.other);
    }
    writes.set(dbPaths.roomField(roomId, 'updatedAt'), now);
    return claim('confirmed', accept({ roomId, state: 'connected' }, writes));
  }
  for (const player of [me, requester]) {
    writes.set(dbPaths.userPairFlags(player), stateToFlags('rejected'));
    writes.remove(dbPaths.userRoom(player, roomId));
  }
  writes.remove(dbPaths.room(roomId));
  return claim('rejected', accept({ roomId, state: 'rejected' }, writes));
};

export type DisconnectResult = { readonly roomId: string; readonly notification: string };

/**
 * The disconnect rule (spec section 4) in two plans, committed in order: first the room is deleted
 * and every player gets active false, disconnected true, idle pairing flags and the notification;
 * then (`decideDisconnectReset`) disconnected is reset. Two steps, so the other player's screen sees
 * `disconnected: true` before it clears.
 */
export const decideDisconnect = (
  roomId: string,
  room: Pick<Room, 'players'> | null,
  me: string,
  ctx: Pick<Context, 'newId'>,
): Plan<DisconnectResult> => {
  if (room === null || room.players[me] === undefined) return refuse('not-found', 'room');
  const plan = planDisconnect(roomId, Object.keys(room.players));
  const writes = new WriteSet().remove(dbPaths.room(roomId)).remove(dbPaths.rpsMoves(roomId));
  for (const [player, flags] of plan.first) {
    writes.set(dbPaths.userRoom(player, roomId), flags);
    writes.set(dbPaths.userPairFlags(player), stateToFlags('rejected'));
    writes.set(dbPaths.userNotification(player, ctx.newId()), {
      message: plan.notification,
      at: SERVER_TIME,
      roomId,
    });
  }
  return accept({ roomId, notification: plan.notification }, writes);
};

export const decideDisconnectReset = (roomId: string, players: readonly string[]): Plan<true> => {
  const writes = new WriteSet();
  for (const [player, flags] of planDisconnect(roomId, players).afterwards)
    writes.set(dbPaths.userRoomDisconnected(player, roomId), flags.disconnected);
  return accept(true, writes);
};
