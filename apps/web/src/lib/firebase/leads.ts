import type { BoothLead } from '@engage/domain/store/events';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import type { LeadConsent } from '@engage/domain/store/users-engage';
import { watch } from './read.ts';

/** A lead as "My leads" shows it: the visitor's public id with what the rep may see. */
export type MyLead = BoothLead & { readonly visitorId: string };
/** A booth the attendee visited, with their answer to its sponsor (none yet: not asked). */
export type BoothConsent = LeadConsent & { readonly repId: string };

/** The rep's own leads, newest first, live; the rules refuse anyone else's. */
export const watchMyLeads = (
  eventId: string,
  repPublicId: string,
  onChange: (leads: MyLead[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    eventNodes.boothLeads(eventId, repPublicId),
    (leads) =>
      onChange(
        Object.entries(leads ?? {})
          .map(([visitorId, lead]) => ({ ...lead, visitorId }))
          .sort((a, b) => b.at - a.at || a.visitorId.localeCompare(b.visitorId)),
      ),
    onError,
  );

/** The booths the attendee visited and their answers, oldest first, live. */
export const watchBoothConsents = (
  key: string,
  onChange: (consents: BoothConsent[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    userNodes.leadConsents(key),
    (consents) =>
      onChange(
        Object.entries(consents ?? {})
          .map(([repId, consent]) => ({ ...consent, repId }))
          .sort((a, b) => a.at - b.at || a.repId.localeCompare(b.repId)),
      ),
    onError,
  );
