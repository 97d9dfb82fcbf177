import {
  type ContentKind,
  decideAdjustPoints,
  decideCompanyUpdate,
  decideTheme,
  planCompany,
  planContent,
  planRemoveUser,
} from '@engage/domain/admin';
import type {
  AdminAdjustPointsInput,
  CreateCompanyInput,
  DeleteContentInput,
  RemoveUserInput,
  SetOrganiserInput,
  SetThemeInput,
  UpdateCompanyInput,
  WritePrizeInput,
  WriteSpeakerInput,
  WriteSponsorInput,
} from '@engage/domain/inputs';
import type { Balance, PrizeOffer } from '@engage/domain/market';
import {
  claimShrinks,
  decideOrganiserGrant,
  type OrganiserEntry,
  parseOrganiserClaim,
} from '@engage/domain/organiser';
import { dbPaths } from '@engage/domain/paths';
import { planPrizeEdit } from '@engage/domain/prize-edit';
import { withClaimLock } from '../claim-lock.ts';
import { commit, commitClaim } from '../commit.ts';
import { type Accounts, type Caller, context, type Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { actorOf, readValue, requireOrganiser, requireUser, withCurrentClaims } from '../users.ts';

/** Organiser functions: each checks the caller's organiser rights for its target first. */
export const adjustPoints = async (deps: Deps, input: AdminAdjustPointsInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  const actor = await requireOrganiser(deps, caller, { eventId: profile.eventId });
  const user = { key: input.userKey, level: profile.level, profile };
  const change = { delta: input.delta, reason: input.reason, ...actor };
  const ctx = context(deps);
  return commitClaim(deps, dbPaths.userBalance(input.userKey), (balance: Balance | null) =>
    decideAdjustPoints(balance, user, change, ctx),
  );
};

export const removeUser = async (deps: Deps, input: RemoveUserInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  const actor = await requireOrganiser(deps, caller, { eventId: profile.eventId });
  const total = (await readValue<number>(deps, dbPaths.userTotalPoints(input.userKey))) ?? 0;
  const result = await commit(
    deps,
    planRemoveUser(input.userKey, profile, total, actor, context(deps)),
  );
  await needAccounts(deps).remove?.(profile.uid);
  return result;
};

export const needAccounts = (deps: Deps): Accounts =>
  deps.accounts ?? fail('not-found', 'accounts');

/** The account's organiser claim set to `claim` (none when null), its other claims kept. */
export const setOrganiserClaim = async (accounts: Accounts, uid: string, claim: string | null) => {
  const { organiser: previous, ...others } = (await accounts.claimsOf?.(uid)) ?? {};
  await accounts.setClaims?.(uid, claim === null ? others : { ...others, organiser: claim });
  if (claimShrinks(previous, claim)) await accounts.revokeSessions?.(uid);
};

/** The events of each company, as the events themselves say (their metadata's customerId). */
const eventsOfCompanies = async (deps: Deps, customerIds: Iterable<string>) => {
  const customerEvents: Record<string, string[]> = {};
  for (const customerId of new Set(customerIds)) {
    const found = await deps.db
      .ref(dbPaths.events())
      .orderByChild('metadata/customerId')
      .equalTo(customerId)
      .get();
    customerEvents[customerId] = Object.keys(found.val() ?? {});
  }
  return customerEvents;
};

/**
 * Grants or revokes organiser rights: the one callable that sets everything the server and the
 * storage rules check (the claim), with the profile's isAdmin mirror and the organisers index.
 * What is read covers both what the change names and what the user holds now, since the claim is
 * worked out again from the grants and the companies' current events.
 */
export const setOrganiser = async (deps: Deps, input: SetOrganiserInput, given: Caller) => {
  const accounts = needAccounts(deps);
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUser(deps, input.userKey);
  // What the caller may hand out is the grant rule's to decide (decideOrganiserGrant).
  const actor = await actorOf(deps, caller);
  // One grant or revoke of a user at a time: each reads the claim it then rewrites.
  return withClaimLock(deps, profile.uid, async () => {
    const claims = (await accounts.claimsOf?.(profile.uid)) ?? {};
    const current = parseOrganiserClaim(claims.organiser);
    const entry = await readValue<OrganiserEntry>(deps, dbPaths.organiser(profile.uid));
    const eventCustomers: Record<string, string | undefined> = {};
    for (const eventId of new Set([...(input.events ?? []), ...current.events]))
      eventCustomers[eventId] =
        (await readValue<string>(deps, dbPaths.eventCustomer(eventId))) ?? undefined;
    const customerEvents = await eventsOfCompanies(deps, [
      ...(input.customers ?? []),
      ...current.customers,
    ]);
    const result = await commit(
      deps,
      decideOrganiserGrant(
        parseOrganiserClaim(caller.token.organiser),
        current,
        input,
        {
          eventCustomers,
          customerEvents,
          // An entry out of step with the account, or without its own events, is not trusted
          // for them: they are then the held events of no held company.
          grantedEvents:
            entry?.events === undefined || entry.claim !== claims.organiser
              ? undefined
              : Object.keys(entry.events),
        },
        {
          key: input.userKey,
          uid: profile.uid,
          name: profile.name,
          email: profile.email,
          eventId: profile.eventId,
        },
        actor,
        context(deps),
      ),
    );
    await setOrganiserClaim(accounts, profile.uid, result.claim);
    return result;
  });
};

export const createCompany = async (deps: Deps, input: CreateCompanyInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, 'deployment');
  return commit(deps, planCompany(input, actor, context(deps)));
};

/** A company's name, subscription and user limit are the deployment's to set, not its own. */
export const updateCompany = async (deps: Deps, input: UpdateCompanyInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, 'deployment');
  const existing = await readValue<Record<string, unknown>>(
    deps,
    dbPaths.companyMetadata(input.companyId),
  );
  return commit(deps, decideCompanyUpdate(existing, input, actor, context(deps)));
};

const CONTENT_PATHS: Record<ContentKind, (eventId: string, id: string) => string> = {
  speaker: dbPaths.speaker,
  sponsor: dbPaths.sponsor,
  prize: dbPaths.prize,
};

const writeContent = async (
  deps: Deps,
  caller: Caller,
  kind: ContentKind,
  eventId: string,
  id: string | undefined,
  value: object | null,
) => {
  const actor = await requireOrganiser(deps, caller, { eventId });
  const before =
    id === undefined ? null : await readValue<unknown>(deps, CONTENT_PATHS[kind](eventId, id));
  return commit(deps, planContent(kind, eventId, { id, before }, value, actor, context(deps)));
};

export const writeSpeaker = (deps: Deps, input: WriteSpeakerInput, caller: Caller) =>
  writeContent(deps, caller, 'speaker', input.eventId, input.speakerId, input.speaker);

export const writeSponsor = (deps: Deps, input: WriteSponsorInput, caller: Caller) =>
  writeContent(deps, caller, 'sponsor', input.eventId, input.sponsorId, input.sponsor);

/** A prize is edited in a transaction on its node, where its sales are decided too. */
export const writePrize = async (deps: Deps, input: WritePrizeInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { eventId: input.eventId });
  const ctx = context(deps);
  const target = { eventId: input.eventId, id: input.prizeId ?? ctx.newId() };
  return commitClaim(deps, dbPaths.prize(target.eventId, target.id), (current: PrizeOffer | null) =>
    planPrizeEdit(current, target, input.prize, input.stockSeen, actor, ctx),
  );
};

export const deleteContent = (deps: Deps, input: DeleteContentInput, caller: Caller) =>
  writeContent(deps, caller, input.kind, input.eventId, input.id, null);

export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { eventId: input.eventId });
  const before = await readValue<unknown>(deps, dbPaths.theme(input.eventId));
  return commit(deps, decideTheme(input.eventId, input.scheme, before, actor, context(deps)));
};
