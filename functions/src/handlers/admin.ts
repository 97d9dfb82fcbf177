import {
  decideAdjustPoints,
  planCompany,
  planContent,
  planRemoveUser,
  planTheme,
  userPage,
} from '@engage/domain/admin';
import type {
  AdminAdjustPointsInput,
  AdminListUsersInput,
  CreateCompanyInput,
  RemoveUserInput,
  SetOrganiserInput,
  SetThemeInput,
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
import { readValue, requireOrganiser, requireUser } from '../users.ts';

/** Organiser functions: each checks the caller's organiser rights for its target first. */
export const listUsers = async (deps: Deps, input: AdminListUsersInput, caller: Caller) => {
  await requireOrganiser(
    deps,
    caller,
    input.eventId === undefined ? 'deployment' : { eventId: input.eventId },
  );
  const pageSize = input.pageSize ?? 50;
  let query = deps.db.ref(dbPaths.users()).orderByKey().limitToFirst(pageSize);
  if (input.startAfter !== undefined) query = query.startAfter(input.startAfter);
  return userPage((await query.get()).val() ?? {}, pageSize, input.eventId);
};

export const adjustPoints = async (deps: Deps, input: AdminAdjustPointsInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  const { by } = await requireOrganiser(deps, caller, { eventId: profile.eventId });
  const user = { key: input.userKey, level: profile.level, profile };
  const change = { delta: input.delta, reason: input.reason, by };
  return commitClaim(deps, dbPaths.userBalance(input.userKey), (balance: Balance | null) =>
    decideAdjustPoints(balance, user, change, context(deps)),
  );
};

export const removeUser = async (deps: Deps, input: RemoveUserInput, caller: Caller) => {
  const profile = await requireUser(deps, input.userKey);
  await requireOrganiser(deps, caller, { eventId: profile.eventId });
  const total = (await readValue<number>(deps, dbPaths.userTotalPoints(input.userKey))) ?? 0;
  const result = await commit(deps, planRemoveUser(input.userKey, profile, total));
  await needAccounts(deps).remove?.(profile.uid);
  return result;
};

const needAccounts = (deps: Deps): Accounts => deps.accounts ?? fail('not-found', 'accounts');

export const setOrganiser = async (deps: Deps, input: SetOrganiserInput, caller: Caller) => {
  const accounts = needAccounts(deps);
  const profile = await requireUser(deps, input.userKey);
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
      { key: input.userKey },
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
  await requireOrganiser(deps, caller, 'deployment');
  return commit(deps, planCompany(input, context(deps)));
};

export const writeSpeaker = async (deps: Deps, input: WriteSpeakerInput, caller: Caller) => {
  await requireOrganiser(deps, caller, { eventId: input.eventId });
  const path = (id: string) => dbPaths.speaker(input.eventId, id);
  return commit(deps, planContent(path, input.speakerId, input.speaker, context(deps)));
};

export const writeSponsor = async (deps: Deps, input: WriteSponsorInput, caller: Caller) => {
  await requireOrganiser(deps, caller, { eventId: input.eventId });
  const path = (id: string) => dbPaths.sponsor(input.eventId, id);
  return commit(deps, planContent(path, input.sponsorId, input.sponsor, context(deps)));
};

export const writePrize = async (deps: Deps, input: WritePrizeInput, caller: Caller) => {
  await requireOrganiser(deps, caller, { eventId: input.eventId });
  const path = (id: string) => dbPaths.prize(input.eventId, id);
  return commit(deps, planContent(path, input.prizeId, input.prize, context(deps)));
};

export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  await requireOrganiser(deps, caller, { eventId: input.eventId });
  return commit(deps, planTheme(input.eventId, input.scheme));
};
