import { decideEventWrite, type StoredEvent } from '@engage/domain/event-admin';
import type { WriteEventInput } from '@engage/domain/inputs';
import { type OrganiserEntry, planClaimsForNewEvent } from '@engage/domain/organiser';
import { dbPaths } from '@engage/domain/paths';
import { commit } from '../commit.ts';
import { type Caller, context, type Deps } from '../deps.ts';
import { readValue, requireOrganiser } from '../users.ts';
import { needAccounts } from './admin.ts';

/**
 * Creates or edits an event. Creating one needs rights over its customer company; editing needs
 * rights over the event, and moving it to another company rights over that company too. A new
 * event then reaches the claims of its company's organisers (the storage rules read events from
 * the claim), so they can upload its logo and pictures at once.
 */
export const writeEvent = async (deps: Deps, input: WriteEventInput, caller: Caller) => {
  const existing = await readValue<StoredEvent>(deps, dbPaths.event(input.eventId));
  const customerId = input.event.customerId;
  const actor =
    input.create || existing === null
      ? await requireOrganiser(deps, caller, { customerId })
      : await requireOrganiser(deps, caller, { eventId: input.eventId });
  if (!input.create && existing?.metadata?.customerId !== customerId)
    await requireOrganiser(deps, caller, { customerId });
  const company = await readValue<object>(deps, dbPaths.companyMetadata(customerId));
  const result = await commit(
    deps,
    decideEventWrite(existing, { exists: company !== null }, input, actor, context(deps)),
  );
  if (input.create) await extendClaims(deps, customerId, input.eventId);
  return result;
};

const extendClaims = async (deps: Deps, customerId: string, eventId: string) => {
  const organisers =
    (await readValue<Record<string, OrganiserEntry>>(deps, dbPaths.organisers())) ?? {};
  const { claims } = await commit(deps, planClaimsForNewEvent(organisers, customerId, eventId));
  const accounts = needAccounts(deps);
  for (const [uid, claim] of Object.entries(claims)) {
    const current = (await accounts.claimsOf?.(uid)) ?? {};
    await accounts.setClaims?.(uid, { ...current, organiser: claim });
  }
};
