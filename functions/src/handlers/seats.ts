import { decideApplication, planAdmission } from '@engage/domain/admission';
import { decideSeatReach, planSeatRelease, takeSeatTurn } from '@engage/domain/console-people';
import { DomainError } from '@engage/domain/errors';
import type {
  DecideApplicationInput,
  ReleaseSeatInput,
  SetAdmissionInput,
} from '@engage/domain/inputs-console';
import { parseOrganiserClaim } from '@engage/domain/organiser';
import { finishedProfile } from '@engage/domain/registration';
import { reserveApprovalSeat, returnMarkedSeat } from '@engage/domain/registration-seats';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { homeProfileOf } from '@engage/server/event-instance';
import { read } from '@engage/server/read';
import { requireOrganiser, requireOrganiserAs, withCurrentClaims } from '@engage/server/users';

/**
 * A company's seats, run by its organisers (a claim over the company, or the deployment): how they
 * are taken, which are released, and who waiting for approval is seated.
 */

export const setAdmission = async (deps: Deps, input: SetAdmissionInput, caller: Caller) => {
  const actor = await requireOrganiser(deps, caller, { customerId: input.customerId });
  const [company, before] = await Promise.all([
    read(deps, organiserNodes.companyMetadata(input.customerId)),
    read(deps, organiserNodes.admission(input.customerId)),
  ]);
  await commit(deps, planAdmission(company, before, input, actor, context(deps)));
  return { customerId: input.customerId };
};

/**
 * A seat given back: the attendee's profile goes in one update (planSeatRelease), their account
 * stays. Releases of one user take turns (takeSeatTurn), and
 * the one holding it reads the profile, so a seat released twice at once
 * counts down once: the second finds no profile.
 */
export const releaseSeat = async (deps: Deps, input: ReleaseSeatInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const customerId = await read(deps, userNodes.field(input.userKey, 'customerId'));
  // A key of a company the caller does not run is answered as a key nobody registered.
  await commit(deps, decideSeatReach(parseOrganiserClaim(caller.token.organiser), customerId));
  const actor = await requireOrganiserAs(deps, caller, { customerId: customerId ?? '' });
  await commitClaim(deps, userNodes.releasing(input.userKey), (until) =>
    takeSeatTurn(until, deps.now()),
  );
  const [profile, total] = await Promise.all([
    read(deps, userNodes.metadata(input.userKey)),
    read(deps, userNodes.totalPoints(input.userKey)),
  ]);
  // The profile read in the turn must still be the one whose company's rights were checked.
  const holder = profile?.customerId === customerId ? profile : null;
  return commit(deps, planSeatRelease(input.userKey, holder, total ?? 0, actor, context(deps)));
};

/**
 * An organiser approves or declines a registrant waiting on the company's approval. An approval
 * first takes a seat in the company's seat transaction (reserveApprovalSeat), so approvals at
 * once never hold more seats than the company has (`seats-full` past the last), then decides the
 * application with that seat's ticket; an application gone meanwhile gives the seat back, and
 * so does one whose registrant is registered already (another way admitted them since they
 * applied: their seat's mark ended, so the profile, read after the seat, tells). A decline of an
 * approved application gives back the seat the approval held, unless the registration has taken
 * it over.
 */
export const answerApplication = async (
  deps: Deps,
  input: DecideApplicationInput,
  caller: Caller,
) => {
  const actor = await requireOrganiser(deps, caller, { customerId: input.customerId });
  const ctx = context(deps);
  const company = organiserNodes.company(input.customerId);
  const asRead = await read(deps, organiserNodes.application(input.customerId, input.uid));
  const giveBack = (ticket: string) =>
    commitClaim(deps, company, (current) => returnMarkedSeat(current, input.uid, ticket));
  const reserve = async (applicantKey: string): Promise<string | null> => {
    const minted = ctx.newId();
    const { ticket } = await commitClaim(deps, company, (current) =>
      reserveApprovalSeat(current, input.uid, minted),
    );
    // A mark of another (an approval racing this one, a registration under way) is not this
    // approval's to give back.
    if (ticket !== minted) return ticket;
    const profile = await homeProfileOf(deps, applicantKey);
    if (finishedProfile(profile)?.uid !== input.uid) return ticket;
    await giveBack(ticket);
    return null;
  };
  const reserved =
    input.approve && asRead !== null && asRead.state !== 'approved'
      ? await reserve(asRead.key)
      : null;
  try {
    const { freed, ...answer } = await commitClaim(
      deps,
      organiserNodes.application(input.customerId, input.uid),
      (current) =>
        decideApplication(current, input, input.approve, actor, ctx, reserved ?? undefined),
    );
    if (freed !== undefined) await giveBack(freed);
    return answer;
  } catch (error) {
    // Only a gone application gives the seat back: it may be another approval's of this uid.
    if (reserved !== null && error instanceof DomainError && error.code === 'not-found')
      await giveBack(reserved);
    throw error;
  }
};
