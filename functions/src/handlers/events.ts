import { decideEventWrite, type StoredEvent } from '@engage/domain/event-admin';
import type { WriteEventInput } from '@engage/domain/inputs';
import { type OrganiserEntry, planClaimsForEventCompany } from '@engage/domain/organiser';
import { dbPaths } from '@engage/domain/paths';
import { commit } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireOrganiserAs, withCurrentClaims } from '../users.ts';
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
    if (from !== undefined) await requireOrganiserAs(deps, caller, { customerId: from });
    await requireOrganiserAs(deps, caller, { customerId });
  }
  const company = await readValue<object>(deps, dbPaths.companyMetadata(customerId));
  const result = await commit(
    deps,
    decideEventWrite(existing, { exists: company !== null }, input, actor, context(deps)),
  );
  if (from !== customerId) await followClaims(deps, input.eventId, { from, to: customerId });
  return result;
};

const followClaims = async (
  deps: Deps,
  eventId: string,
  move: { readonly from: string | undefined; readonly to: string },
) => {
  const organisers =
    (await readValue<Record<string, OrganiserEntry>>(deps, dbPaths.organisers())) ?? {};
  const { claims } = await commit(deps, planClaimsForEventCompany(organisers, eventId, move));
  const accounts = needAccounts(deps);
  for (const [uid, claim] of Object.entries(claims)) await setOrganiserClaim(accounts, uid, claim);
};
