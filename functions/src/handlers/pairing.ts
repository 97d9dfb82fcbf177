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
  type Player,
} from '@engage/domain/pairing';
import { GAME } from '@engage/domain/points';
import { decideCompletion } from '@engage/domain/scoring';
import type { PointValues } from '@engage/domain/scoring-table';
import {
  completedByTalk,
  decideSmallTalk,
  notifySmallTalk,
  smallTalkClaim,
  talkHappened,
} from '@engage/domain/small-talk';
import type { Node } from '@engage/domain/store/node';
import { type GameRoom, roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { PairNode } from '@engage/domain/store/users-play';
import { claimAt, commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { commitInRoom } from '@engage/server/room-commit';
import { readScoring } from '@engage/server/scoring';
import {
  keyForPublicId,
  keyForUid,
  notificationIds,
  type Profile,
  profileOf,
} from '@engage/server/users';
import { partnerLogOf, takeShares } from './partner-shares.ts';

/** A player by key, with what a pairing plan needs, read at once; null when unregistered. */
const readPlayer = async (
  deps: Deps,
  key: string,
): Promise<(Player & { profile: Profile }) | null> => {
  const [profile, notifications, node] = await Promise.all([
    profileOf(deps, key),
    notificationIds(deps, key),
    read(deps, userNodes.pairFlags(key)),
  ]);
  return profile === null ? null : { key, profile, notifications, node };
};

/** A player by key; one who is not registered is `not-found`. */
const playerOf = async (deps: Deps, key: string) =>
  (await readPlayer(deps, key)) ?? fail('not-found', 'user');

/** The room a player's node (as read) names now, and whether it is open (see RoomCheck). */
const checkRoom = async (deps: Deps, node: PairNode | null | undefined, now: number) => {
  const room = node?.roomId === undefined ? null : await read(deps, roomNodes.room(node.roomId));
  return checkNodeRoom(node ?? null, room, now);
};

/**
 * The caller and a room with its players, each fact read once and as much as possible at once:
 * the caller's key beside the room, then the caller beside the keys behind the room's public ids,
 * then the other players. Players come in the room's order, leaving out a public id with no key;
 * `present` answers them, refusing one whose profile is gone (so a caller may refuse first).
 */
const readRoom = async (deps: Deps, caller: Caller, roomId: string) => {
  const [myKey, room] = await Promise.all([
    keyForUid(deps, caller.uid),
    read(deps, roomNodes.room(roomId)),
  ]);
  const [mine, keys] = await Promise.all([
    myKey === null ? null : readPlayer(deps, myKey),
    Promise.all(Object.keys(room?.players ?? {}).map((id) => keyForPublicId(deps, id))),
  ]);
  const me = mine ?? fail('not-found', 'profile');
  // The event's points come with the other players, for what the room's game may pay.
  const [players, scoring] = await Promise.all([
    Promise.all(
      keys.flatMap((key) => (key === null ? [] : [key === me.key ? me : readPlayer(deps, key)])),
    ),
    readScoring(deps, me.profile.eventId),
  ]);
  const present = () => players.map((player) => player ?? fail('not-found', 'user'));
  return { me, room, present, points: scoring.points };
};

export const requestPair = async (deps: Deps, input: PairingRequestInput, caller: Caller) => {
  const [myKey, otherKey] = await Promise.all([
    keyForUid(deps, caller.uid),
    keyForPublicId(deps, input.otherPublicId),
  ]);
  const [mine, theirs] = await Promise.all([
    myKey === null ? null : readPlayer(deps, myKey),
    otherKey === null ? null : readPlayer(deps, otherKey),
  ]);
  const me = mine ?? fail('not-found', 'profile');
  if (otherKey === null) return fail('not-found', 'attendee');
  const other = theirs ?? fail('not-found', 'user');
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
    checkRoom(deps, me.node, ctx.now),
    checkRoom(deps, other.node, ctx.now),
  ]);
  await commitClaim(deps, userNodes.pairFlags(other.key), (node) =>
    claimInvited(node, theirRoom, roomId, me.profile.publicId, ctx.now),
  );
  return commitClaim(deps, userNodes.pairFlags(me.key), (node) =>
    claimRequester(node, myRoom, roomId, me, other, input.game, ctx),
  );
};

export const respondPair = async (deps: Deps, input: PairingRespondInput, caller: Caller) => {
  const [myKey, stored] = await Promise.all([
    keyForUid(deps, caller.uid),
    read(deps, roomNodes.room(input.roomId)),
  ]);
  const [mine, requesterKey] = await Promise.all([
    myKey === null ? null : readPlayer(deps, myKey),
    stored === null ? null : keyForPublicId(deps, stored.requester),
  ]);
  const me = mine ?? fail('not-found', 'profile');
  await commit(deps, decideAnswerable(me.node ?? null, input.roomId));
  const room = stored ?? fail('not-found', 'room');
  const requester = await playerOf(deps, requesterKey ?? fail('not-found', 'attendee'));
  const pair = { roomId: input.roomId, players: [me, requester] as const };
  return commitClaim(
    deps,
    roomNodes.field(input.roomId, 'status'),
    (status) => decideAnswer(status, room, pair, input.accept, deps.now()),
    (committing, plan) => commitInRoom(committing, input.roomId, plan),
  );
};

/**
 * Leaving a room: a small talk that happened is paid (and completes the game), then the
 * disconnect rule runs in its two steps.
 */
export const disconnectPair = async (deps: Deps, input: PairingDisconnectInput, caller: Caller) => {
  const { me, room, present, points } = await readRoom(deps, caller, input.roomId);
  const players = present();
  const ctx = context(deps);
  const talkAt = smallTalkClaim(room, me.profile, players);
  const talk =
    talkAt === null
      ? { awarded: 0, paid: {} }
      : await payTalk(deps, talkAt, room, players, me.key, points);
  const completes = completedByTalk(talk, players);
  const completed = await Promise.all(
    completes.map((player) =>
      commitClaim(deps, userNodes.gameComplete(player.key, GAME.smallTalk), (done) =>
        decideCompletion(done, player, GAME.smallTalk, ctx, points),
      ),
    ),
  );
  const completions = Object.fromEntries(
    completes.map((player, i) => [player.key, completed[i]?.awarded ?? 0]),
  );
  const told = await commit(deps, notifySmallTalk(talk, completions, players, ctx));
  const left = await commit(
    deps,
    decideDisconnect(input.roomId, room, me.profile.publicId, told, ctx),
  );
  await commit(
    deps,
    decideDisconnectReset(
      input.roomId,
      players.map((p) => p.key),
    ),
  );
  const paid = { talk: talk.awarded, completion: completions[me.key] ?? 0 };
  return { ...left, awarded: paid.talk + paid.completion, paid };
};

/**
 * A small talk that happened pays both players, each their share under the partner rule (taken
 * first, given back when the pair was already paid), once per pair in a transaction on its claim.
 */
const payTalk = async (
  deps: Deps,
  talkAt: Node<number>,
  room: GameRoom | null,
  players: readonly Player[],
  caller: string,
  points: PointValues,
) => {
  const ctx = context(deps);
  const [first, second] = players;
  if (!talkHappened(room, players) || first === undefined || second === undefined)
    return commitClaim(deps, talkAt, (at) =>
      decideSmallTalk(at, room, players, ctx, {}, undefined, points),
    );
  const logs = await Promise.all([partnerLogOf(deps, first.key), partnerLogOf(deps, second.key)]);
  const shares = await takeShares(
    deps,
    [
      { ...first, log: logs[0] },
      { ...second, log: logs[1] },
    ],
    players,
  );
  const rates = Object.fromEntries(players.map((p) => [p.key, shares.rateOf(p.key)]));
  const decided = await claimAt(deps, talkAt, (at) =>
    decideSmallTalk(at, room, players, ctx, rates, caller, points),
  );
  if (decided.next === undefined) await shares.release();
  return commit(deps, decided);
};

export { readRoom };
