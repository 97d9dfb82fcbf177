import type {
  PairingDisconnectInput,
  PairingRequestInput,
  PairingRespondInput,
} from '@engage/domain/inputs';
import {
  claimInvited,
  claimRequester,
  decideAnswer,
  decideAnswerable,
  decideDisconnect,
  decideDisconnectReset,
  decidePairRequest,
  type PairNode,
} from '@engage/domain/pairing';
import { dbPaths } from '@engage/domain/paths';
import type { Room } from '@engage/domain/room';
import { commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireMe, requireUser } from '../users.ts';

export const requestPair = async (deps: Deps, input: PairingRequestInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const other = await requireUser(deps, input.otherKey);
  await commit(
    deps,
    decidePairRequest(
      { key: me.key, eventId: me.profile.eventId },
      { key: input.otherKey, eventId: other.eventId },
    ),
  );
  const ctx = context(deps);
  const roomId = ctx.newId();
  await commitClaim(deps, dbPaths.userPairFlags(input.otherKey), (node: PairNode | null) =>
    claimInvited(node, roomId, me.key),
  );
  return commitClaim(deps, dbPaths.userPairFlags(me.key), (node: PairNode | null) =>
    claimRequester(node, roomId, me.key, input.otherKey, input.game, ctx.now),
  );
};

export const respondPair = async (deps: Deps, input: PairingRespondInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const mine = await readValue<PairNode>(deps, dbPaths.userPairFlags(me.key));
  const roomId = await commit(deps, decideAnswerable(mine, input.requesterKey));
  const pair = { roomId, me: me.key, requester: input.requesterKey };
  return commitClaim(deps, dbPaths.roomField(roomId, 'status'), (status: string | null) =>
    decideAnswer(status, pair, input.accept, deps.now()),
  );
};

export const disconnectPair = async (deps: Deps, input: PairingDisconnectInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const room = await readValue<Room>(deps, dbPaths.room(input.roomId));
  const result = await commit(deps, decideDisconnect(input.roomId, room, me.key, context(deps)));
  await commit(deps, decideDisconnectReset(input.roomId, Object.keys(room?.players ?? {})));
  return result;
};
