import { planApplication } from '@engage/domain/admission';
import type { RegisterInput } from '@engage/domain/inputs';
import { planNewAttendee } from '@engage/domain/new-profile';
import {
  claimAccount,
  claimProfile,
  decideApplicant,
  decideRegistering,
  finishedProfile,
  type RegisterAnswer,
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
  settleLateSeat,
} from '@engage/domain/registration-seats';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { homeProfileOf } from '@engage/server/event-instance';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';

/**
 * Read, decide, commit. The event, its teams and the account's uid index are read at once; an
 * account that already has its profile gets it back (the spec's existing user) before any policy
 * or claim. Then the event's company, its admission policy and the caller's application there,
 * and the domain decides who may register for which company, into which of the event's teams,
 * admitted how (decideApplicant): a registrant of a company that admits by approval applies, or
 * hears that their application is pending. Then the account's uid is claimed with the account's
 * turn (decideRegistering): a second try of the account while the first is under way answers
 * "under way" at once and takes nothing; no call waits. Then the email key, a seat in the company
 * (under its admission policy as it is then), a registrant of the event while it is still that
 * company's (claimRegistrant), and the attendee is written. The seat and the registrant are each
 * marked in the step that counts them (claimSeat, claimRegistrant) until the attendee is written,
 * so a retry after a crash between the steps counts neither again. The marks then end, so the
 * company node holds only seats under way; a second try that comes late reads the profile after
 * its seat, finds it, and gives back what it took (settleLateSeat).
 */
export const register = async (
  deps: Deps,
  input: RegisterInput,
  caller: Caller,
): Promise<RegisterAnswer> => {
  const [event, teams, pickLists, heldKey] = await Promise.all([
    read(deps, eventNodes.metadata(input.eventId)),
    read(deps, eventNodes.teams(input.eventId)),
    read(deps, eventNodes.pickLists(input.eventId)),
    read(deps, userNodes.byUid(caller.uid)),
  ]);
  const customerId = event?.customerId;
  // The company is the event's, so it waits on the event; the profile of a held key alongside.
  const [company, admission, application, held] = await Promise.all([
    customerId === undefined ? null : read(deps, organiserNodes.companyMetadata(customerId)),
    customerId === undefined ? null : read(deps, organiserNodes.admission(customerId)),
    customerId === undefined
      ? null
      : read(deps, organiserNodes.application(customerId, caller.uid)),
    heldKey === null ? null : homeProfileOf(deps, heldKey),
  ]);
  const finished = finishedProfile(held);
  if (heldKey !== null && finished !== null)
    return { status: 'duplicate', key: heldKey, user: finished };
  const applicant = await commit(
    deps,
    decideApplicant(
      { email: caller.email, emailVerified: caller.token.email_verified === true },
      input,
      { event, teams, company, admission, application, pickLists },
    ),
  );
  if (applicant.next !== 'seat') {
    const { state } = await commitClaim(
      deps,
      organiserNodes.application(applicant.customerId, caller.uid),
      (current) =>
        planApplication(
          current,
          {
            key: applicant.key,
            name: input.name,
            email: applicant.email,
            eventId: input.eventId,
          },
          deps.now(),
        ),
    );
    // Approved since it was read: this try does not seat; the app, listening, asks again.
    if (state === 'declined') return fail('registration-declined');
    return { status: 'pending', key: applicant.key, customerId: applicant.customerId };
  }
  const ctx = context(deps);
  const [account, turn] = await Promise.all([
    commitClaim(deps, userNodes.byUid(caller.uid), (key) => claimAccount(key, applicant.key)),
    commitClaim(deps, userNodes.registering(applicant.key), (until) =>
      decideRegistering(until, ctx.now),
    ),
  ]);
  if (turn === 'under-way') return { status: 'under-way', key: account.key };
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
  // A retry of a registration that died after its seat finds the seat and carries on with the
  // first try's ticket, so neither the seat nor the registrant is counted twice.
  const seated = await claimAt(deps, organiserNodes.company(applicant.customerId), (current) =>
    claimSeat(
      current,
      { ...claimed, email: applicant.email, invitationCode: input.invitationCode, application },
      ctx.newId(),
      ctx.now,
    ),
  );
  // An import batch is seating this account: the app asks again, and finds the profile the batch
  // wrote or, once the batch has refused the row (this try claimed the profile first), a seat.
  if (seated.ok && seated.value.ticket === null && seated.value.importing)
    return { status: 'under-way', key: account.key };
  // Read after the seat: a try that finished before it (its mark gone) is seen here, however late
  // this one comes. A refusal (the seats full, the policy changed) then releases nothing of it:
  // the profile is that try's, in the seat it counted.
  const written = finishedProfile(await homeProfileOf(deps, account.key));
  if (!seated.ok && written !== null)
    return { status: 'duplicate', key: account.key, user: written };
  const seat = await commit(deps, seated);
  // The seat this try holds goes back, or its mark ends (settleLateSeat).
  if (written !== null || seat.ticket === null) {
    if (seat.ticket !== null)
      await commitClaim(deps, organiserNodes.company(applicant.customerId), (current) =>
        settleLateSeat(current, caller.uid, seat),
      );
    // A seated mark (kept before marks ended) means written: only a removal leaves no profile.
    return { status: 'duplicate', key: account.key, user: written ?? fail('not-found', 'user') };
  }
  const { ticket } = seat;
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
      {
        ...input,
        ...applicant.picks,
        uid: caller.uid,
        email: applicant.email,
        customerId: applicant.customerId,
      },
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
