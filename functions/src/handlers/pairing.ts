import type {
  PairingDisconnectInput,
  PairingRequestInput,
  PairingRespondInput,
} from '@engage/domain/inputs';
import {
  checkNodeRoom,
  claimInvited,
  claimRequester,
  decideAnswer,
  decideAnswerable,
  decideDisconnect,
  decideDisconnectReset,
  decidePairRequest,
  decideSmallTalk,
  type Player,
  type RoomCheck,
} from '@engage/domain/pairing';
import { GAME } from '@engage/domain/points';
import { decideCompletion, pairId } from '@engage/domain/scoring';
import { type GameRoom, roomNodes } from '@engage/domain/store/rooms';
import { type PairNode, userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { commitInRoom } from '@engage/server/room-commit';
import {
  keyForPublicId,
  notificationIds,
  readValue,
  requireMe,
  requireUser,
} from '@engage/server/users';

/** A player by key, with what a pairing plan needs. */
const playerOf = async (deps: Deps, key: string): Promise<Player> => ({
  key,
  profile: await requireUser(deps, key),
  notifications: await notificationIds(deps, key),
  node: await readValue<PairNode>(deps, userNodes.pairFlags(key)),
});

/** The room a player's pairing node names now, and whether it is open (see RoomCheck). */
const checkRoom = async (deps: Deps, key: string, now: number): Promise<RoomCheck> => {
  const node = await readValue<PairNode>(deps, userNodes.pairFlags(key));
  const room =
    node?.roomId === undefined
      ? null
      : await readValue<GameRoom>(deps, roomNodes.room(node.roomId));
  return checkNodeRoom(node, room, now);
};

/** The room's players as keys (rooms name them by public id), in the room's order. */
const playersOf = async (deps: Deps, room: GameRoom | null): Promise<Player[]> => {
  const players: Player[] = [];
  for (const publicId of Object.keys(room?.players ?? {})) {
    const key = await keyForPublicId(deps, publicId);
    if (key !== null) players.push(await playerOf(deps, key));
  }
  return players;
};

export const requestPair = async (deps: Deps, input: PairingRequestInput, caller: Caller) => {
  const me = await playerOf(deps, (await requireMe(deps, caller)).key);
  const otherKey =
    (await keyForPublicId(deps, input.otherPublicId)) ?? fail('not-found', 'attendee');
  const other = await playerOf(deps, otherKey);
  await commit(
    deps,
    decidePairRequest(
      { key: me.key, eventId: me.profile.eventId },
      { key: other.key, eventId: other.profile.eventId },
    ),
  );
  const ctx = context(deps);
  const roomId = ctx.newId();
  const [myRoom, theirRoom] = await Promise.all([
    checkRoom(deps, me.key, ctx.now),
    checkRoom(deps, other.key, ctx.now),
  ]);
  await commitClaim(deps, userNodes.pairFlags(other.key), (node: PairNode | null) =>
    claimInvited(node, theirRoom, roomId, me.profile.publicId, ctx.now),
  );
  return commitClaim(deps, userNodes.pairFlags(me.key), (node: PairNode | null) =>
    claimRequester(node, myRoom, roomId, me, other, input.game, ctx),
  );
};

export const respondPair = async (deps: Deps, input: PairingRespondInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const mine = await readValue<PairNode>(deps, userNodes.pairFlags(me.key));
  await commit(deps, decideAnswerable(mine, input.roomId));
  const room =
    (await readValue<GameRoom>(deps, roomNodes.room(input.roomId))) ?? fail('not-found', 'room');
  const requester = (await keyForPublicId(deps, room.requester)) ?? fail('not-found', 'attendee');
  const players = [await playerOf(deps, me.key), await playerOf(deps, requester)] as const;
  const pair = { roomId: input.roomId, players };
  return commitClaim(
    deps,
    roomNodes.field(input.roomId, 'status'),
    (status: string | null) => decideAnswer(status, room, pair, input.accept, deps.now()),
    (committing, plan) => commitInRoom(committing, input.roomId, plan),
  );
};

/**
 * Leaving a room: a small talk that happened is paid (and completes the game), then the
 * disconnect rule runs in its two steps.
 */
export const disconnectPair = async (deps: Deps, input: PairingDisconnectInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = await readValue<GameRoom>(deps, roomNodes.room(input.roomId));
  const players = await playersOf(deps, room);
  const ctx = context(deps);
  const [first, second] = players;
  let awarded = 0;
  if (first !== undefined && second !== undefined && room?.players?.[me.profile.publicId]) {
    const talk = await commitClaim(
      deps,
      roomNodes.smallTalk(me.profile.eventId, pairId(first.key, second.key)),
      (at: number | null) => decideSmallTalk(at, room, players, ctx),
    );
    awarded = talk.awarded;
    if (talk.awarded > 0) {
      for (const player of players)
        await commitClaim(
          deps,
          userNodes.gameComplete(player.key, GAME.smallTalk),
          (done: boolean | null) => decideCompletion(done, player, GAME.smallTalk, ctx),
        );
    }
  }
  const left = await commit(
    deps,
    decideDisconnect(input.roomId, room, me.profile.publicId, players, ctx),
  );
  await commit(
    deps,
    decideDisconnectReset(
      input.roomId,
      players.map((p) => p.key),
    ),
  );
  return { ...left, awarded };
};

export { playerOf, playersOf };
