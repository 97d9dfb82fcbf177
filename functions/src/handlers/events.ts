import { claimEventWrite, removedTeams, type StoredEvent } from '@engage/domain/event-admin';
import type { WriteEventInput } from '@engage/domain/inputs';
import {
  decideClaimsFit,
  type OrganiserEntry,
  planClaimsForEventCompany,
} from '@engage/domain/organiser';
import { dbPaths } from '@engage/domain/paths';
import { withClaimLock } from '../claim-lock.ts';
import { commit, commitClaim } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { teamsWithMembers } from '../team-members.ts';
import { readValue, requireOrganiserAs, requireRights, withCurrentClaims } from '../users.ts';
import { needAccounts, setOrganiserClaim } from './admin.ts';

/**
 * Creates or edits an event. Creating one needs rights over its customer company; editing needs
 * rights over the event, and moving it to another company rights over both companies. Rights are
 * the caller's claim as Auth holds it now, not as their token remembers it. An event
 * that joins a company (new or moved) then follows in the organisers' claims: the new company's
 * organisers get it (so they can upload its logo and pictures at once) and the old company's lose
 * it, in the organisers index and on their accounts.
 */
export const writeEvent = async (deps: Deps, input: WriteEventInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const existing = await readValue<StoredEvent>(deps, dbPaths.event(input.eventId));
  const customerId = input.event.customerId;
  const actor =
    input.create || existing === null
      ? await requireOrganiserAs(deps, caller, { customerId })
      : await requireOrganiserAs(deps, caller, { eventId: input.eventId });
  const from = existing?.metadata?.customerId;
  if (!input.create && from !== customerId) {
    // A move takes the event from its company's organisers: rights over that company are needed
    // too, not only a grant of the event itself.
    if (from !== undefined) await requireRights(deps, caller, { customerId: from });
    await requireRights(deps, caller, { customerId });
  }
  const company = await readValue<object>(deps, dbPaths.companyMetadata(customerId));
  const move = { from, to: customerId };
  const touched = from === customerId ? [] : await requireClaimsFit(deps, input.eventId, move);
  const read = {
    companyExists: company !== null,
    teamsWithMembers: await teamsWithMembers(
      deps,
      input.eventId,
      removedTeams(existing, input.teams),
    ),
  };
  // Decided on the event's metadata, where registrations count themselves (claimEventWrite).
  const ctx = context(deps);
  const result = await commitClaim(
    deps,
    dbPaths.eventMetadata(input.eventId),
    (metadata: StoredEvent['metadata'] | null) =>
      claimEventWrite(metadata, existing, read, input, actor, ctx),
  );
  await followClaims(deps, touched, input.eventId, move);
  return result;
};

/**
 * An event that joins a company lengthens its organisers' claims: when one would no longer fit in
 * a sign-in token, the event is refused before anything is written (decideClaimsFit). Answers the
 * organisers whose claims the move changes.
 */
const requireClaimsFit = async (
  deps: Deps,
  eventId: string,
  move: { readonly from: string | undefined; readonly to: string },
): Promise<string[]> => {
  const organisers =
    (await readValue<Record<string, OrganiserEntry>>(deps, dbPaths.organisers())) ?? {};
  const { claims } = planClaimsForEventCompany(organisers, eventId, move).value;
  const accounts = Object.entries(claims);
  const claimsOf = accounts.length === 0 ? undefined : needAccounts(deps).claimsOf;
  const checked = await Promise.all(
    accounts.map(async ([uid, claim]) => ({ claims: (await claimsOf?.(uid)) ?? {}, claim })),
  );
  await commit(deps, decideClaimsFit(checked));
  return Object.keys(claims);
};

/**
 * The organisers whose claims the move changes follow it one by one, each under the same lease a
 * grant or revoke of them holds (withClaimLock): their entry is read again inside it, so a grant
 * that ran meanwhile is built on rather than written over, and index and account agree.
 */
const followClaims = async (
  deps: Deps,
  touched: readonly string[],
  eventId: string,
  move: { readonly from: string | undefined; readonly to: string },
) => {
  for (const uid of touched)
    await withClaimLock(deps, uid, async () => {
      const entry = await readValue<OrganiserEntry>(deps, dbPaths.organiser(uid));
      if (entry === null) return;
      const { claims } = await commit(
        deps,
        planClaimsForEventCompany({ [uid]: entry }, eventId, move),
      );
      const claim = claims[uid];
      if (claim !== undefined) await setOrganiserClaim(deps, uid, claim);
    });
};
