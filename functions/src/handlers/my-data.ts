import { planDeleteOwnAccount } from '@engage/domain/console-people';
import type { DeleteMyAccountInput } from '@engage/domain/inputs';
import {
  decideDeleteConfirmed,
  decideMyData,
  type MyData,
  type MyPeopleRead,
} from '@engage/domain/my-data';
import { boardNodes } from '@engage/domain/store/boards';
import { inboxNodes } from '@engage/domain/store/inbox';
import { peopleNodes } from '@engage/domain/store/people';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes } from '@engage/domain/store/sessions';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { requireMe } from '@engage/server/users';
import { removeAccount } from './removal.ts';

/**
 * Their schedule, directory entry, meetings, check-ins with each one's attendance line, and each
 * conversation their inbox lists.
 */
const readPeople = async (
  deps: Deps,
  key: string,
  profile: { readonly eventId: string; readonly publicId: string },
): Promise<MyPeopleRead> => {
  const [schedule, directory, meetings, visits, inbox] = await Promise.all([
    read(deps, sessionNodes.stars(key)),
    read(deps, peopleNodes.entry(profile.eventId, profile.publicId)),
    read(deps, peopleNodes.myMeetings(key)),
    read(deps, sessionCheckInNodes.visits(key)),
    read(deps, inboxNodes.inbox(key)),
  ]);
  const ids = Object.keys(visits ?? {});
  const talks = Object.keys(inbox ?? {});
  const [lines, stored] = await Promise.all([
    Promise.all(
      ids.map((id) => read(deps, sessionCheckInNodes.attendee(profile.eventId, id, key))),
    ),
    Promise.all(talks.map((id) => read(deps, inboxNodes.conversation(profile.eventId, id)))),
  ]);
  const attendance = Object.fromEntries(ids.map((id, i) => [id, lines[i] ?? null]));
  const conversations = Object.fromEntries(talks.map((id, i) => [id, stored[i] ?? null]));
  return { schedule, directory, meetings, visits, attendance, conversations };
};

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
  const [account, ledger, all, own, people] = await Promise.all([
    read(deps, userNodes.user(me.key)),
    read(deps, userNodes.ledger(me.key)),
    read(deps, boardNodes.entry(eventId, 'all', publicId)),
    read(deps, boardNodes.entry(eventId, mode, publicId)),
    readPeople(deps, me.key, { eventId, publicId }),
  ]);
  return commit(
    deps,
    decideMyData(
      { key: me.key, account, ledger, boards: { all, [mode]: own }, people },
      deps.now(),
    ),
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
