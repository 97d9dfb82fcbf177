import { makeCompanyId } from '@engage/domain/company-id';
import type {
  AdminAdjustPointsInput,
  AdminListUsersInput,
  CreateCompanyInput,
  SetThemeInput,
  WritePrizeInput,
  WriteSpeakerInput,
  WriteSponsorInput,
} from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { applyAwards } from '../awards.ts';
import type { Caller, Deps } from '../deps.ts';
import { requireAdmin, requireUser } from '../users.ts';

/** Organiser functions: each checks isAdmin on the server first. */
export const listUsers = async (deps: Deps, input: AdminListUsersInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const pageSize = input.pageSize ?? 50;
  let query = deps.db.ref(dbPaths.users()).orderByKey().limitToFirst(pageSize);
  if (input.startAfter !== undefined) query = query.startAfter(input.startAfter);
  const users = ((await query.get()).val() ?? {}) as Record<
    string,
    { metadata?: { name?: string; email?: string; uid?: string } }
  >;
  const keys = Object.keys(users).sort();
  return {
    users: keys.map((key) => ({
      key,
      name: users[key]?.metadata?.name ?? '',
      email: users[key]?.metadata?.email ?? '',
      uid: users[key]?.metadata?.uid ?? '',
    })),
    next: keys.length === pageSize ? keys.at(-1) : undefined,
  };
};

export const adjustPoints = async (deps: Deps, input: AdminAdjustPointsInput, caller: Caller) => {
  const admin = await requireAdmin(deps, caller);
  const user = await requireUser(deps, input.userKey);
  await applyAwards(deps, [
    {
      profile: user,
      award: {
        key: input.userKey,
        points: input.delta,
        reason: `admin: ${input.reason}`,
        by: admin.key,
      },
    },
  ]);
  return { delta: input.delta };
};

export const createCompany = async (deps: Deps, input: CreateCompanyInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  const id = makeCompanyId(input.name, deps);
  await deps.db.ref(dbPaths.company(id)).set({
    metadata: {
      name: input.name,
      subscription: input.subscription,
      eventTotal: 0,
      ...(input.userLimit !== undefined ? { userLimit: input.userLimit } : {}),
      ...(input.logo !== undefined ? { logo: input.logo } : {}),
      ...(input.formId !== undefined ? { formId: input.formId } : {}),
    },
    userCount: 0,
  });
  return { id };
};

const writeItem = async (deps: Deps, collection: string, id: string | undefined, value: object) => {
  const ref =
    id === undefined ? deps.db.ref(collection).push() : deps.db.ref(`${collection}/${id}`);
  await ref.set(value);
  return { id: ref.key ?? '' };
};

export const writeSpeaker = async (deps: Deps, input: WriteSpeakerInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  return writeItem(deps, dbPaths.speakers(input.eventId), input.speakerId, input.speaker);
};

export const writeSponsor = async (deps: Deps, input: WriteSponsorInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  return writeItem(deps, dbPaths.sponsors(input.eventId), input.sponsorId, input.sponsor);
};

export const writePrize = async (deps: Deps, input: WritePrizeInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  return writeItem(deps, dbPaths.prizes(input.eventId), input.prizeId, input.prize);
};

/** The scheme was validated by the input schema (hex colours, known palette names only). */
export const setTheme = async (deps: Deps, input: SetThemeInput, caller: Caller) => {
  await requireAdmin(deps, caller);
  await deps.db.ref(dbPaths.theme(input.eventId)).set(input.scheme);
  return { eventId: input.eventId };
};
