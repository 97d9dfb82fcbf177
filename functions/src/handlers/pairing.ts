import type { GameRoom } from '@engage/domain/games';
import type {
  PairingDisconnectInput,
  PairingRequestInput,
  PairingRespondInput,
} from '@engage/domain/inputs';
import {
  checkNodeRoom,
  claimInvited,
  claimRequester,
  completedByTalk,
  decideAnswer,
  decideAnswerable,
  decideDisconnect,
  decideDisconnectReset,
  decidePairRequest,
  decideSmallTalk,
  type PairNode,
  type Player,
  type RoomCheck,
  smallTalkClaim,
} from '@engage/domain/pairing';
import { dbPaths } from '@engage/domain/paths';
import { GAME } from '@engage/domain/points';
import { decideCompletion } from '@engage/domain/scoring';
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
  node: await readValue<PairNode>(deps, dbPaths.userPairFlags(key)),
});

/** The room a player's pairing node names now, and whether it is open (see RoomCheck). */
const checkRoom = async (deps: Deps, key: string, now: number): Promise<RoomCheck> => {
  const node = await readValue<PairNode>(deps, dbPaths.userPairFlags(key));
  const room =
    node?.roomId === undefined ? null : await readValue<GameRoom>(deps, dbPaths.room(node.roomId));
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
  await commitClaim(deps, dbPaths.userPairFlags(other.key), (node: PairNode | null) =>
    claimInvited(node, theirRoom, roomId, me.profile.publicId, ctx.now),
  );
  return commitClaim(deps, dbPaths.userPairFlags(me.key), (node: PairNode | null) =>
    claimRequester(node, myRoom, roomId, me, other, input.game, ctx),
  );
};

export const respondPair = async (deps: Deps, input: PairingRespondInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const mine = await readValue<PairNode>(deps, dbPaths.userPairFlags(me.key));
  await commit(deps, decideAnswerable(mine, input.roomId));
  const room =
    (await readValue<GameRoom>(deps, dbPaths.room(input.roomId))) ?? fail('not-found', 'room');
  const requester = (await keyForPublicId(deps, room.requester)) ?? fail('not-found', 'attendee');
  const players = [await playerOf(deps, me.key), await playerOf(deps, requester)] as const;
  const pair = { roomId: input.roomId, players };
  return commitClaim(
    deps,
    dbPaths.roomField(input.roomId, 'status'),
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
  const room = await readValue<GameRoom>(deps, dbPaths.room(input.roomId));
  const players = await playersOf(deps, room);
  const ctx = context(deps);
  const talkAt = smallTalkClaim(room, me.profile, players);
  const talk =
    talkAt === null
      ? { awarded: 0 }
      : await commitClaim(deps, talkAt, (at: number | null) =>
          decideSmallTalk(at, room, players, ctx),
        );
  for (const player of completedByTalk(talk, players))
    await commitClaim(
      deps,
      dbPaths.userGameComplete(player.key, GAME.smallTalk),
      (done: boolean | null) => decideCompletion(done, player, GAME.smallTalk, ctx),
    );
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
  return { ...left, awarded: talk.awarded };
};

export { playerOf, playersOf };
