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
import type { Balance } from '@engage/domain/market';
import { decideOrganiserGrant, parseOrganiserClaim } from '@engage/domain/organiser';
import { dbPaths } from '@engage/domain/paths';
import { commit, commitClaim } from '../commit.ts';
import { type Accounts, type Caller, context, type Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { actorOf, readValue, requireOrganiser, requireUser } from '../users.ts';

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

/**
 * Grants or revokes organiser rights: the one callable that sets everything the server and the
 * storage rules check (the claim), with the profile's isAdmin mirror and the organisers index.
 */
export const setOrganiser = async (deps: Deps, input: SetOrganiserInput, caller: Caller) => {
  const accounts = needAccounts(deps);
  const profile = await requireUser(deps, input.userKey);
  // What the caller may hand out is the grant rule's to decide (decideOrganiserGrant).
  const actor = await actorOf(deps, caller);
  const events = input.events ?? [];
  const customers = input.customers ?? [];
  const eventCustomers: Record<string, string | undefined> = {};
  for (const eventId of events)
    eventCustomers[eventId] =
      (await readValue<string>(deps, dbPaths.eventCustomer(eventId))) ?? undefined;
  const customerEvents: Record<string, string[]> = {};
  for (const customerId of customers) {
    const found = await deps.db
      .ref(dbPaths.events())
      .orderByChild('metadata/customerId')
      .equalTo(customerId)
      .get();
    customerEvents[customerId] = Object.keys(found.val() ?? {});
  }
  const claims = (await accounts.claimsOf?.(profile.uid)) ?? {};
  const result = await commit(
    deps,
    decideOrganiserGrant(
      parseOrganiserClaim(caller.token.organiser),
      parseOrganiserClaim(claims.organiser),
      input,
      { eventCustomers, customerEvents },
      { key: input.userKey, uid: profile.uid, name: profile.name, email: profile.email },
      actor,
      context(deps),
    ),
  );
  const { organiser: _previous, ...others } = claims;
  await accounts.setClaims?.(
    profile.uid,
    result.claim === null ? others : { ...others, organiser: result.claim },
  );
  return result;
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

export const writePrize = (deps: Deps, input: WritePrizeInput, caller: Caller) =>
  writeContent(deps, caller, 'prize', input.eventId, input.prizeId, input.prize);

export const deleteContent = (deps: Deps, input: DeleteContentInput, caller: Caller) =>
  writeContent(deps, caller, input.kind, input.eventId, input.id, null);

export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { eventId: input.eventId });
  const before = await readValue<unknown>(deps, dbPaths.theme(input.eventId));
  return commit(deps, decideTheme(input.eventId, input.scheme, before, actor, context(deps)));
};
