import type { Traces } from '@engage/domain/anonymise';
import { planTurnLetGo, refuseGoneUser, takeSeatTurn } from '@engage/domain/console-people';
import type { PeopleTraces } from '@engage/domain/people-gone';
import { photoFiles } from '@engage/domain/photo';
import type { Plan } from '@engage/domain/plan';
import { otherMember } from '@engage/domain/inbox';
import { inboxNodes } from '@engage/domain/store/inbox';
import { peopleNodes } from '@engage/domain/store/people';
import { roomNodes } from '@engage/domain/store/rooms';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import type { Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { keyForPublicId } from '@engage/server/users';
import { needAccounts, revokeSessions } from './organiser-rights.ts';

/** The account as its remover found it. */
type Account = {
  readonly uid: string;
  readonly eventId: string;
  readonly publicId?: string | undefined;
};

/** What a removal reads of the account, inside the user's turn. */
type HeldAccount = {
  readonly profile: UserMetadata;
  readonly total: number;
  /** The reps whose booths the attendee visited (leads.ts): their details leave those leads. */
  readonly boothsVisited: readonly string[];
  readonly traces: Traces;
};

/** Each conversation of their inbox, with the other member's key (found by their public id). */
const readConversations = async (
  deps: Deps,
  key: string,
  publicId: string | undefined,
): Promise<Record<string, string | null>> => {
  const ids = Object.keys((await read(deps, inboxNodes.inbox(key))) ?? {});
  const others = await Promise.all(
    ids.map((id) => {
      const other = publicId === undefined ? null : otherMember(id, publicId);
      return other === null ? null : keyForPublicId(deps, other);
    }),
  );
  return Object.fromEntries(ids.map((id, i) => [id, others[i] ?? null]));
};

/**
 * Their directory entry, each of their meetings as the event stores it, their check-ins and
 * their conversations.
 */
const readPeople = async (deps: Deps, key: string, account: Account): Promise<PeopleTraces> => {
  const { eventId, publicId } = account;
  const [entry, mine, visits, conversations] = await Promise.all([
    publicId === undefined ? null : read(deps, peopleNodes.entry(eventId, publicId)),
    read(deps, peopleNodes.myMeetings(key)),
    read(deps, sessionCheckInNodes.visits(key)),
    readConversations(deps, key, publicId),
  ]);
  const ids = Object.keys(mine ?? {});
  const stored = await Promise.all(ids.map((id) => read(deps, peopleNodes.meeting(eventId, id))));
  return {
    entry,
    meetings: Object.fromEntries(ids.map((id, i) => [id, stored[i] ?? null])),
    visits,
    conversations,
  };
};

/**
 * What a departing person left that names them (anonymise.ts, people-gone.ts): their ledger, the
 * event's pay-once claims, their directory entry, meetings and check-ins. The claims are read
 * whole, since a claim names its two sides only in its id (a removal is rare, and an event's
 * claims are small beside its boards).
 */
const readTraces = async (deps: Deps, key: string, account: Account): Promise<Traces> => {
  const { eventId } = account;
  const [ledger, pairs, smallTalks, rpsWins, people] = await Promise.all([
    read(deps, userNodes.ledger(key)),
    read(deps, roomNodes.pairs(eventId)),
    read(deps, roomNodes.smallTalks(eventId)),
    read(deps, roomNodes.rpsWins(eventId)),
    readPeople(deps, key, account),
  ]);
  return { ledger, pairs, smallTalks, rpsWins, people };
};

/**
 * An account's removal, by an organiser (removeUser) or by its owner (deleteMyAccount). The user's
 * turn is taken as a seat release takes it (takeSeatTurn), and the profile read again in it: a
 * release or another removal racing this one finds the turn held, or no profile, and the seat
 * counts come down once. Sessions are revoked and the photos go before the profile: if deleting
 * fails, the attendee is still there and a retry deletes again (a file already gone is no error);
 * the other way round, a retry finds no one. The Auth account goes last.
 */
export const removeAccount = async <T>(
  deps: Deps,
  key: string,
  account: Account,
  decide: (held: HeldAccount) => Plan<T>,
): Promise<T> => {
  const files = deps.files ?? fail('not-found', 'storage');
  await commitClaim(deps, userNodes.releasing(key), (until) =>
    takeSeatTurn(until, deps.now(), 'user'),
  );
  const [held, total, consents, traces] = await Promise.all([
    read(deps, userNodes.metadata(key)),
    read(deps, userNodes.totalPoints(key)),
    read(deps, userNodes.leadConsents(key)),
    readTraces(deps, key, account),
  ]);
  if (held === null || held.uid !== account.uid) return commit(deps, refuseGoneUser(key));
  let result: T;
  try {
    await revokeSessions(deps, account.uid);
    await Promise.all(photoFiles(held).map((path) => files.remove(path)));
    result = await commit(
      deps,
      decide({
        profile: held,
        total: total ?? 0,
        boothsVisited: Object.keys(consents ?? {}),
        traces,
      }),
    );
  } catch (error) {
    await commit(deps, planTurnLetGo(key));
    throw error;
  }
  await needAccounts(deps).remove?.(account.uid);
  return result;
};
