import type { RegisterInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import {
  claimProfile,
  decideApplicant,
  decideSeat,
  planNewAttendee,
  type RegisterResult,
  type UserMetadata,
} from '@engage/domain/registration';
import { commit, commitClaim } from '../commit.ts';
import type { Caller, Deps } from '../deps.ts';

/**
 * Read, decide, commit: the key is claimed for the caller (a duplicate returns the existing user),
 * then a seat in the company (exact under any number of concurrent calls), then the attendee.
 */
export const register = async (
  deps: Deps,
  input: RegisterInput,
  caller: Caller,
): Promise<RegisterResult> => {
  const { key, email } = await commit(deps, decideApplicant(caller.email, input.color));
  const claimed = await commitClaim(deps, dbPaths.userField(key, 'uid'), (uid: string | null) =>
    claimProfile(uid, caller.uid),
  );
  if (claimed === 'duplicate') {
    const user = (await deps.db.ref(dbPaths.userMetadata(key)).get()).val() as UserMetadata;
    return { status: 'duplicate', key, user };
  }
  const [company, event] = await Promise.all([
    deps.db.ref(dbPaths.companyMetadata(input.customerId)).get(),
    deps.db.ref(dbPaths.eventMetadata(input.eventId)).get(),
  ]);
  const userLimit = company.child('userLimit').val() as number | null;
  await commitClaim(deps, dbPaths.companyUserCount(input.customerId), (count: number | null) =>
    decideSeat(
      count,
      {
        company: company.exists(),
        event: event.exists(),
        ...(userLimit === null ? {} : { userLimit }),
      },
      key,
    ),
  );
  return commit(deps, planNewAttendee(key, { ...input, uid: caller.uid, email }, deps.random));
};
