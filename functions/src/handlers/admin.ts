import {
  decideAdjustPoints,
  planCompany,
  planContent,
  planTheme,
  userPage,
} from '@engage/domain/admin';
import type {
  AdminAdjustPointsInput,
  AdminListUsersInput,
  CreateCompanyInput,
  SetThemeInput,
  WritePrizeInput,
  WriteSpeakerInput,
  WriteSponsorInput,
} from '@engage/domain/inputs';
import type { Balance } from '@engage/domain/market';
import { dbPaths } from '@engage/domain/paths';
import { commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { requireAdmin, requireUser } from '../users.ts';

/** Organiser functions: each checks the caller's rights on the server first. */
export const listUsers = async (deps: Deps, input: AdminListUsersInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const pageSize = input.pageSize ?? 50;
  let query = deps.db.ref(dbPaths.users()).orderByKey().limitToFirst(pageSize);
  if (input.startAfter !== undefined) query = query.startAfter(input.startAfter);
  return userPage((await query.get()).val() ?? {}, pageSize);
};

export const adjustPoints = async (deps: Deps, input: AdminAdjustPointsInput, caller: Caller) => {
  const admin = await requireAdmin(deps, caller);
  const profile = await requireUser(deps, input.userKey);
  const user = { key: input.userKey, level: profile.level, profile };
  const change = { delta: input.delta, reason: input.reason, by: admin.key };
  return commitClaim(deps, dbPaths.userBalance(input.userKey), (balance: Balance | null) =>
    decideAdjustPoints(balance, user, change, context(deps)),
  );
};

export const createCompany = async (deps: Deps, input: CreateCompanyInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  return commit(deps, planCompany(input, context(deps)));
};

export const writeSpeaker = async (deps: Deps, input: WriteSpeakerInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const path = (id: string) => dbPaths.speaker(input.eventId, id);
  return commit(deps, planContent(path, input.speakerId, input.speaker, context(deps)));
};

export const writeSponsor = async (deps: Deps, input: WriteSponsorInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const path = (id: string) => dbPaths.sponsor(input.eventId, id);
  return commit(deps, planContent(path, input.sponsorId, input.sponsor, context(deps)));
};

export const writePrize = async (deps: Deps, input: WritePrizeInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const path = (id: string) => dbPaths.prize(input.eventId, id);
  return commit(deps, planContent(path, input.prizeId, input.prize, context(deps)));
};

export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  return commit(deps, planTheme(input.eventId, input.scheme));
};
