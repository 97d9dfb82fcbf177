import { validateColorName } from '@engage/domain/colors';
import type { RegisterInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { isLimitReached, newUser, type UserMetadata } from '@engage/domain/registration';
import { encodeUserKey } from '@engage/domain/user-key';
import { ServerValue } from 'firebase-admin/database';
import type { Caller, Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { fail } from '../errors.ts';

export type RegisterResult = {
  readonly status: 'created' | 'duplicate';
  readonly key: string;
  readonly user: UserMetadata;
};

/**
 * Creates the caller's profile, or returns it when the key exists. The key is claimed first
 * (a transaction on its uid field), then a seat in the company (a transaction on its user count
 * that refuses at the limit), so the limit holds exactly under any number of concurrent calls;
 * a refused seat releases the claim.
 */
export const register = async (
  deps: Deps,
  input: RegisterInput,
  caller: Caller,
): Promise<RegisterResult> => {
  if (caller.email === undefined) return fail('invalid-email');
  const key = encodeUserKey(caller.email);
  if (!key.ok) return fail('invalid-email');
  if (input.color !== undefined && !validateColorName(input.color).ok)
    return fail('invalid-colour');
  const metadataRef = deps.db.ref(dbPaths.userMetadata(key.value));

  const claim = await transact(
    deps.db.ref(dbPaths.userField(key.value, 'uid')),
    (current: string | null) => (current === null ? caller.uid : undefined),
  );
  if (!claim.committed) {
    const existing = (await metadataRef.get()).val() as UserMetadata;
    return { status: 'duplicate', key: key.value, user: existing };
  }
  const release = () => deps.db.ref(dbPaths.user(key.value)).remove();

  const [company, event] = await Promise.all([
    deps.db.ref(dbPaths.companyMetadata(input.customerId)).get(),
    deps.db.ref(dbPaths.eventMetadata(input.eventId)).get(),
  ]);
  if (!company.exists() || !event.exists()) {
    await release();
    return fail('not-found', company.exists() ? 'event' : 'company');
  }
  const userLimit = company.child('userLimit').val() as number | null;
  const seat = await transact(
    deps.db.ref(dbPaths.companyUserCount(input.customerId)),
    (count: number | null) =>
      isLimitReached(count ?? 0, userLimit ?? undefined) ? undefined : (count ?? 0) + 1,
  );
  if (!seat.committed) {
    await release();
    return fail('registration-limit-reached');
  }

  const created = newUser(
    {
      uid: caller.uid,
      name: input.name,
      email: caller.email,
      company: input.company,
      department: input.department,
      teamName: input.teamName,
      customerId: input.customerId,
      eventId: input.eventId,
    },
    deps.random,
  );
  const user = {
    ...created,
    ...(input.color ? { color: input.color } : {}),
    attendance: input.attendance ?? 'in_person',
  };
  const entry = { name: user.name, score: 0, teamName: user.teamName };
  await deps.db.ref().update({
    [dbPaths.userMetadata(key.value)]: user,
    [dbPaths.userGame(key.value, 'act04')]: {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    },
    [dbPaths.userBadges(key.value)]: {
      coins: 0,
      kool_badge: 0,
      super_networker: 0,
      issued_badges: 0,
      gifts: 0,
    },
    [dbPaths.uidIndex(caller.uid)]: key.value,
    [dbPaths.eventRegistrants(input.eventId)]: ServerValue.increment(1),
    [dbPaths.eventLeaderboardEntry(input.eventId, key.value)]: entry,
    [dbPaths.leaderboardEntry(input.eventId, user.attendance, key.value)]: entry,
    [`${dbPaths.teamLeaderboardEntry(input.eventId, user.teamName)}/name`]: user.teamName,
  });
  return { status: 'created', key: key.value, user };
};
