import type { LeadConsentInput, LeadNoteInput } from '@engage/domain/inputs';
import { decideLeadConsent, decideLeadNote } from '@engage/domain/leads';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { commitClaim } from '@engage/server/commit';
import type { Caller, Deps } from '@engage/server/deps';
import { requireMe } from '@engage/server/users';

/**
 * A visitor's answer to a sponsor whose booth they visited, decided in a transaction on their
 * consent: their contact details go on the representative's lead, or come off it.
 */
export const shareLeadDetails = async (deps: Deps, input: LeadConsentInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  return commitClaim(deps, userNodes.leadConsent(me.key, input.repId), (consent) =>
    decideLeadConsent(consent, me, input),
  );
};

/** A representative's note and rating of one of their own leads, in a transaction on the lead. */
export const noteLead = async (deps: Deps, input: LeadNoteInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const { eventId, publicId } = me.profile;
  return commitClaim(deps, eventNodes.boothLead(eventId, publicId, input.visitorId), (lead) =>
    decideLeadNote(lead, me, input),
  );
};
