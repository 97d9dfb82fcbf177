import type { RegisterInput } from '@engage/domain/inputs';
import { planNewAttendee } from '@engage/domain/new-profile';
import {
  claimAccount,
  claimProfile,
  decideApplicant,
  decideSettled,
  type RegisterResult,
  SETTLE_LOOK_MS,
} from '@engage/domain/registration';
import {
  claimRegistrant,
  claimSeat,
  endRegistering,
  endSeatClaim,
  noteSeatCompany,
  releaseMovedSeat,
  releaseSeat,
  seatToRelease,
} from '@engage/domain/registration-seats';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';

/**
 * The profile of an account that already claimed its key: a registration tapped twice finds the
 * first one still under way (the key claimed, the profile not yet written), so it waits for that
 * one to finish (or to be turned away, which releases the claim) instead of taking a second seat.
 * Null when there is no finished profile: then this registration carries on as the first.
 */
const finishedProfile = async (
  deps: Deps,
  uid: string,
  key: string,
): Promise<UserMetadata | null> => {
  const since = deps.now();
  for (let looks = 0; ; looks += 1) {
    const [user, claimedKey] = await Promise.all([
      read(deps, userNodes.metadata(key)),
      read(deps, userNodes.byUid(uid)),
    ]);
    const settled = decideSettled({ user, claimedKey }, key, { since, now: deps.now(), looks });
    if (settled.status === 'finished') return settled.user;
    if (settled.status === 'carry-on') return null;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_LOOK_MS));
  }
};

/**
 * Read, decide, commit: the event, its teams and its company are read; the domain decides who may
 * register for which company, into which of the event's teams; then the account's uid is claimed (a second registration returns the
 * existing profile), the email key, a seat in the company, a registrant of the event while it is
 * still that company's (claimRegistrant), and the attendee is written. The seat and the registrant
 * are each marked in the step that counts them (claimSeat, claimRegistrant) until the attendee is
 * written, so a retry after a crash between the steps counts neither again; the seat's mark then
 * stays, as seated, until the user is removed, so a second try that comes late takes no seat.
 */
export const register = async (
  deps: Deps,
  input: RegisterInput,
  caller: Caller,
): Promise<RegisterResult> => {
  // The event and its teams at once; the company is the event's, so it waits on the event.
  const [event, teams] = await Promise.all([
    read(deps, eventNodes.metadata(input.eventId)),
    read(deps, eventNodes.teams(input.eventId)),
  ]);
  const company =
    event?.customerId === undefined
      ? null
      : await read(deps, organiserNodes.companyMetadata(event.customerId));
  const applicant = await commit(
    deps,
    decideApplicant(
      { email: caller.email, emailVerified: caller.token.email_verified === true },
      input,
      { event, teams, company },
    ),
  );
  const account = await commitClaim(deps, userNodes.byUid(caller.uid), (key) =>
    claimAccount(key, applicant.key),
  );
  if (account.status === 'duplicate') {
    const user = await finishedProfile(deps, caller.uid, account.key);
    if (user !== null) return { status: 'duplicate', key: account.key, user };
  }
  // The seat an earlier try noted is read while the profile is claimed: it is used only once the
  // claim holds, and only this account's tries write it.
  const [, seatCompany] = await Promise.all([
    commitClaim(deps, userNodes.field(applicant.key, 'uid'), (uid) =>
      claimProfile(uid, caller.uid),
    ),
    read(deps, userNodes.seatCompany(applicant.key)),
  ]);
  const claimed = { key: applicant.key, uid: caller.uid };
  // A seat an earlier try took in the company the event has since left goes back first.
  const releaseFrom = seatToRelease(seatCompany, applicant.customerId);
  if (releaseFrom !== null)
    await commitClaim(deps, organiserNodes.company(releaseFrom), (current) =>
      releaseMovedSeat(current, caller.uid),
    );
  await commitClaim(deps, userNodes.seatCompany(applicant.key), (heldAt) =>
    noteSeatCompany(heldAt, applicant.customerId),
  );
  const ctx = context(deps);
  // A retry of a registration that died after its seat finds the seat and carries on with the
  // first try's ticket, so neither the seat nor the registrant is counted twice; a try that finds
  // the seat taken by a registration that finished (however late it comes) answers its profile.
  const { ticket } = await commitClaim(
    deps,
    organiserNodes.company(applicant.customerId),
    (current) => claimSeat(current, claimed, ctx.newId()),
  );
  if (ticket === null) {
    const user = await read(deps, userNodes.metadata(account.key));
    // Seated means written: only a removal since then leaves no profile.
    return { status: 'duplicate', key: account.key, user: user ?? fail('not-found', 'user') };
  }
  const counted = await claimAt(
    deps,
    eventNodes.metadata(input.eventId),
    (metadata: Parameters<typeof claimRegistrant>[0]) =>
      claimRegistrant(metadata, applicant.customerId, ticket),
  );
  // Refused (the event moved): the seat goes back only while this try's ticket holds it.
  if (!counted.ok)
    await commitClaim(deps, organiserNodes.company(applicant.customerId), (current) =>
      releaseSeat(current, { ...claimed, ticket }, counted),
    );
  const result = await commit(
    deps,
    planNewAttendee(
      applicant.key,
      { ...input, uid: caller.uid, email: applicant.email, customerId: applicant.customerId },
      ctx,
      { registrantCounted: true },
    ),
  );
  // Once the attendee is written, the seat's mark and the registrant's go on nodes of their own.
  await Promise.all([
    commitClaim(deps, organiserNodes.company(applicant.customerId), (current) =>
      endSeatClaim(current, caller.uid, ticket),
    ),
    commitClaim(
      deps,
      eventNodes.metadata(input.eventId),
      (metadata: Parameters<typeof endRegistering>[0]) => endRegistering(metadata, ticket),
    ),
  ]);
  return result;
};
