import { decideCompanyUpdate, planCompany } from '@engage/domain/console-companies';
import { decideAdjustPoints, planRemoveUser } from '@engage/domain/console-people';
import type {
  AdminAdjustPointsInput,
  CreateCompanyInput,
  RemoveUserInput,
  SetOrganiserInput,
  UpdateCompanyInput,
} from '@engage/domain/inputs';
import { type OrganiserScope, parseOrganiserClaim } from '@engage/domain/organiser';
import {
  decideOrganiserGrant,
  decideUserRemoval,
  type HoldingsRead,
} from '@engage/domain/organiser-grants';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read, readChildren } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import {
  actorOf,
  requireOrganiser,
  requireOrganiserAs,
  requireUserAs,
  withCurrentClaims,
} from '@engage/server/users';
import { changeRights, needAccounts, type RightsRead, readRights } from './organiser-rights.ts';
import { removeAccount } from './removal.ts';

/** Organiser functions: each checks the caller's organiser rights for its target first. */
export const adjustPoints = async (deps: Deps, input: AdminAdjustPointsInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUserAs(deps, caller, input.userKey);
  const [actor, { levels }] = await Promise.all([
    requireOrganiserAs(deps, caller, { eventId: profile.eventId }),
    readScoring(deps, profile.eventId),
  ]);
  const user = { key: input.userKey, level: profile.level, profile };
  const change = { delta: input.delta, reason: input.reason, ...actor };
  const ctx = context(deps);
  return commitClaim(deps, userNodes.balance(input.userKey), (balance) =>
    decideAdjustPoints(balance, user, change, ctx, levels),
  );
};

/**
 * Removing a user deletes their account, so the remover must run everything the account holds as
 * organiser too (decideUserRemoval), not only the user's event: else an organiser of one company
 * could delete the deployment's organiser who registered for one of its events. Their sessions are
 * revoked first and the rules told from when (planSessionsRevoked): a deleted account's ID token
 * is valid for up to an hour and would keep its organiser reads. Every removed user's are, not
 * only those whose claim was read as organiser, so a grant racing the removal leaves no token
 * behind; before the profile goes, so a retry after a crash revokes again.
 */
export const removeUser = async (deps: Deps, input: RemoveUserInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUserAs(deps, caller, input.userKey);
  // What the user holds is read beside the caller's rights over them: neither waits on the other.
  const [actor, holdings] = await Promise.all([
    requireOrganiserAs(deps, caller, { eventId: profile.eventId }),
    readRights(deps, profile.uid).then((rights) => readHoldings(deps, rights, {})),
  ]);
  await commit(
    deps,
    decideUserRemoval(parseOrganiserClaim(caller.token.organiser), holdings.current, holdings.read),
  );
  return removeAccount(deps, input.userKey, profile, (held) =>
    planRemoveUser(
      input.userKey,
      held.profile,
      held.total,
      actor,
      context(deps),
      held.boothsVisited,
      held.traces,
    ),
  );
};

/** The events of each company, as the events themselves say (their metadata's customerId). */
const eventsOfCompanies = async (
  deps: Deps,
  customerIds: Iterable<string>,
): Promise<Record<string, string[]>> =>
  Object.fromEntries(
    await Promise.all(
      [...new Set(customerIds)].map(async (customerId) => {
        const found = await readChildren(deps, eventNodes.all(), (ref) =>
          ref.orderByChild('metadata/customerId').equalTo(customerId),
        );
        return [customerId, found.map(([eventId]) => eventId)] as const;
      }),
    ),
  );

/**
 * What a user holds as organiser (`held`: their index entry's claim, where rights live), with what
 * the grant rule needs to weigh it: the company of each event held or `named` (and of the user's
 * own event), the events of each company held or named, and the entry's own events.
 */
const readHoldings = async (
  deps: Deps,
  asRead: RightsRead,
  named: {
    readonly events?: readonly string[] | undefined;
    readonly customers?: readonly string[] | undefined;
    readonly ownEvent?: string | undefined;
  },
): Promise<{ readonly current: OrganiserScope; readonly read: HoldingsRead }> => {
  const { entry, claims, held } = asRead;
  const current = parseOrganiserClaim(held);
  const own = named.ownEvent === undefined ? [] : [named.ownEvent];
  const eventIds = [...new Set([...(named.events ?? []), ...current.events, ...own])];
  const [customers, customerEvents] = await Promise.all([
    Promise.all(eventIds.map((eventId) => read(deps, eventNodes.customer(eventId)))),
    eventsOfCompanies(deps, [...(named.customers ?? []), ...current.customers]),
  ]);
  const eventCustomers: Record<string, string | undefined> = Object.fromEntries(
    eventIds.map((eventId, i) => [eventId, customers[i] ?? undefined]),
  );
  return {
    current,
    read: {
      eventCustomers,
      customerEvents,
      // An entry without its own events (written before they were kept) is not trusted for
      // them: they are then the held events of no held company.
      grantedEvents: entry?.events === undefined ? undefined : Object.keys(entry.events),
      claims,
    },
  };
};

/**
 * Grants or revokes organiser rights: the one callable that sets everything the server and the
 * storage rules check (the claim), with the profile's isAdmin mirror and the organisers index.
 * What is read covers both what the change names and what the user holds now, since the claim is
 * worked out again from the grants and the companies' current events.
 */
export const setOrganiser = async (deps: Deps, input: SetOrganiserInput, given: Caller) => {
  // Without Auth no claim can be set: refused before anything is read.
  needAccounts(deps);
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUserAs(deps, caller, input.userKey);
  // What the caller may hand out is the grant rule's to decide (decideOrganiserGrant).
  const actor = await actorOf(deps, caller);
  // Decided on the rights as stored, and again if another change of them lands first.
  return changeRights(deps, profile.uid, async (asRead) => {
    const { current, read } = await readHoldings(deps, asRead, {
      ...input,
      ownEvent: profile.eventId,
    });
    return decideOrganiserGrant(
      parseOrganiserClaim(caller.token.organiser),
      current,
      input,
      read,
      {
        key: input.userKey,
        uid: profile.uid,
        name: profile.name,
        email: profile.email,
        eventId: profile.eventId,
      },
      actor,
      context(deps),
    );
  });
};

export const createCompany = async (deps: Deps, input: CreateCompanyInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, 'deployment');
  return commit(deps, planCompany(input, actor, context(deps)));
};

/** A company's name, subscription and user limit are the deployment's to set, not its own. */
export const updateCompany = async (deps: Deps, input: UpdateCompanyInput, caller: Caller) => {
  const [actor, existing] = await Promise.all([
    requireOrganiser(deps, caller, 'deployment'),
    read(deps, organiserNodes.companyMetadata(input.companyId)),
  ]);
  return commit(deps, decideCompanyUpdate(existing, input, actor, context(deps)));
};
