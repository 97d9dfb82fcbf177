import { flagsToState, type PairFlags, stateToFlags } from '@engage/domain/chat-pairing';
import type {
  PairingDisconnectInput,
  PairingRequestInput,
  PairingRespondInput,
} from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { planDisconnect, type Room } from '@engage/domain/room';
import { ServerValue } from 'firebase-admin/database';
import type { Caller, Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { fail } from '../errors.ts';
import { requireMe, requireUser } from '../users.ts';

/** A player's pairing node: the two flags of the spec, plus which room and with whom. */
type PairNode = PairFlags & { readonly roomId?: string; readonly with?: string };

const isIdle = (node: PairNode | null): boolean =>
  node === null || flagsToState(node) === 'rejected';

/**
 * A request claims the invited player's pairing node, then the requester's (transactions, so two
 * requests to the same person cannot both land); either being busy refuses with
 * illegal-transition, and a half-made request is undone.
 */
export const requestPair = async (deps: Deps, input: PairingRequestInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  if (input.otherKey === me.key) return fail('self-scan');
  const other = await requireUser(deps, input.otherKey);
  if (other.eventId !== me.profile.eventId)
    return fail('illegal-transition', 'not at the same event');
  const roomId = deps.db.ref(dbPaths.rooms()).push().key ?? `${deps.now()}`;
  const invitedRef = deps.db.ref(dbPaths.userPairFlags(input.otherKey));
  const requesterRef = deps.db.ref(dbPaths.userPairFlags(me.key));
  const invited = await transact(invitedRef, (node: PairNode | null) =>
    isIdle(node) ? { ...stateToFlags('waiting-to-accept'), roomId, with: me.key } : undefined,
  );
  if (!invited.committed) return fail('illegal-transition', 'the other player is busy');
  const requester = await transact(requesterRef, (node: PairNode | null) =>
    isIdle(node)
      ? { ...stateToFlags('waiting-to-connect'), roomId, with: input.otherKey }
      : undefined,
  );
  if (!requester.committed) {
    await invitedRef.set(stateToFlags('rejected'));
    return fail('illegal-transition', 'you are busy');
  }
  const now = deps.now();
  const flags = { active: true, disconnected: false };
  const room: Room & { requester: string; invited: string } = {
    status: 'pending',
    game: input.game,
    createdAt: now,
    updatedAt: now,
    players: { [me.key]: flags, [input.otherKey]: flags },
    requester: me.key,
    invited: input.otherKey,
  };
  await deps.db.ref().update({
    [dbPaths.room(roomId)]: room,
    [dbPaths.userRoom(me.key, roomId)]: flags,
    [dbPaths.userRoom(input.otherKey, roomId)]: flags,
  });
  return { roomId };
};

/** Only the invited player answers; the room's status moves pending -> confirmed exactly once. */
export const respondPair = async (deps: Deps, input: PairingRespondInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const mine = (await deps.db.ref(dbPaths.userPairFlags(me.key)).get()).val() as PairNode | null;
  if (
    mine === null ||
    flagsToState(mine) !== 'waiting-to-accept' ||
    mine.with !== input.requesterKey ||
    mine.roomId === undefined
  ) {
    return fail('illegal-transition', 'no request from that player');
  }
  const roomId = mine.roomId;
  const status = await transact(
    deps.db.ref(`${dbPaths.room(roomId)}/status`),
    (current: string | null) =>
      current === 'pending' ? (input.accept ? 'confirmed' : 'rejected') : undefined,
  );
  if (!status.committed) return fail('illegal-transition', 'the request is no longer pending');
  if (input.accept) {
    const connected = stateToFlags('connected');
    await deps.db.ref().update({
      [`${dbPaths.userPairFlags(me.key)}/requester`]: connected.requester,
      [`${dbPaths.userPairFlags(me.key)}/other`]: connected.other,
      [`${dbPaths.userPairFlags(input.requesterKey)}/requester`]: connected.requester,
      [`${dbPaths.userPairFlags(input.requesterKey)}/other`]: connected.other,
      [`${dbPaths.room(roomId)}/updatedAt`]: deps.now(),
    });
    return { roomId, state: 'connected' as const };
  }
  await deps.db.ref().update({
    [dbPaths.userPairFlags(me.key)]: stateToFlags('rejected'),
    [dbPaths.userPairFlags(input.requesterKey)]: stateToFlags('rejected'),
    [dbPaths.room(roomId)]: null,
    [dbPaths.userRoom(me.key, roomId)]: null,
    [dbPaths.userRoom(input.requesterKey, roomId)]: null,
  });
  return { roomId, state: 'rejected' as const };
};

/**
 * The disconnect rule: the room is deleted, every player gets active false and disconnected true
 * and the notification, then disconnected is reset.
 */
export const disconnectPair = async (deps: Deps, input: PairingDisconnectInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = (await deps.db.ref(dbPaths.room(input.roomId)).get()).val() as Room | null;
  if (room === null || room.players[me.key] === undefined) return fail('not-found', 'room');
  const plan = planDisconnect(input.roomId, Object.keys(room.players));
  const first: Record<string, unknown> = {
    [dbPaths.room(plan.deleteRoom)]: null,
    [dbPaths.rpsMoves(input.roomId)]: null,
  };
  for (const [player, flags] of plan.first) {
    first[dbPaths.userRoom(player, input.roomId)] = flags;
    first[dbPaths.userPairFlags(player)] = stateToFlags('rejected');
    const noteId = deps.db.ref(dbPaths.userNotifications(player)).push().key ?? String(deps.now());
    first[`${dbPaths.userNotifications(player)}/${noteId}`] = {
      message: plan.notification,
      at: ServerValue.TIMESTAMP,
      roomId: input.roomId,
    };
  }
  await deps.db.ref().update(first);
  const afterwards: Record<string, unknown> = {};
  for (const [player, flags] of plan.afterwards)
    afterwards[`${dbPaths.userRoom(player, input.roomId)}/disconnected`] = flags.disconnected;
  await deps.db.ref().update(afterwards);
  return { roomId: input.roomId, notification: plan.notification };
};
