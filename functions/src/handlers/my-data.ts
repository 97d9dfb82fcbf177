import { planDeleteOwnAccount } from '@engage/domain/console-people';
import type { DeleteMyAccountInput } from '@engage/domain/inputs';
import { decideDeleteConfirmed, decideMyData, type MyData } from '@engage/domain/my-data';
import { boardNodes } from '@engage/domain/store/boards';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireMe } from '@engage/server/users';
import { removeAccount } from './removal.ts';

/**
 * The caller's copy of everything the product holds about them (my-data.ts), gathered here with
 * admin rights: only their own account, found from their uid, never a key they name.
 */
export const exportMyData = async (
  deps: Deps,
  _input: Record<string, never>,
  caller: Caller,
): Promise<MyData> => {
  const me = await requireMe(deps, caller);
  const { eventId, publicId, attendance } = me.profile;
  const mode = attendance ?? 'in_person';
  const [account, ledger, all, own] = await Promise.all([
    read(deps, userNodes.user(me.key)),
    read(deps, userNodes.ledger(me.key)),
    read(deps, boardNodes.entry(eventId, 'all', publicId)),
    read(deps, boardNodes.entry(eventId, mode, publicId)),
  ]);
  return commit(
    deps,
    decideMyData({ key: me.key, account, ledger, boards: { all, [mode]: own } }, deps.now()),
  );
};

/**
 * The caller deletes their own account, once they typed the confirming word: as an organiser's
 * removal, their personal data and Auth account go, the seat comes back, and the ledger stays
 * under an id that names no one (planDeleteOwnAccount). An organiser is refused.
 */
export const deleteMyAccount = async (
  deps: Deps,
  input: DeleteMyAccountInput,
  caller: Caller,
): Promise<{ readonly deleted: true }> => {
  const me = await requireMe(deps, caller);
  const organiser = me.profile.isAdmin === true || caller.token.organiser !== undefined;
  await commit(deps, decideDeleteConfirmed(input.confirm, organiser));
  return removeAccount(deps, me.key, me.profile, (held) =>
    planDeleteOwnAccount(
      me.key,
      held.profile,
      held.total,
      held.boothsVisited,
      held.traces,
      context(deps),
    ),
  );
};
