import type { CallableRequest } from '@engage/domain/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BoothConsent, MyLead } from '../../lib/firebase/leads.ts';
import { useLiveQuery, useMemberLiveQueryResult } from '../../lib/live-query.ts';
import { leadKeys } from './queries.ts';

const leads = () => import('../../lib/firebase/leads.ts');
// The Functions SDK loads with the first answer or note, not with the screen.
const calls = () => import('../../lib/firebase/calls.ts');

/** The rep's own leads, newest first, live (the rules refuse anyone else). */
export const useMyLeads = (eventId: string, repPublicId: string): UseQueryResult<MyLead[]> =>
  useMemberLiveQueryResult(leadKeys.mine(eventId, repPublicId), async (onChange, onError) =>
    (await leads()).watchMyLeads(eventId, repPublicId, onChange, onError),
  );

/** The booths the attendee visited and their answer to each sponsor, live. */
export const useBoothConsents = (key: string | undefined): BoothConsent[] | undefined =>
  useLiveQuery(
    leadKeys.consents(key ?? ''),
    key === undefined
      ? undefined
      : async (onChange, onError) => (await leads()).watchBoothConsents(key, onChange, onError),
  );

/** The live listeners show the change once it lands: nothing to invalidate. */
export const shareLeadDetails = async (
  request: CallableRequest<'shareLeadDetails'>,
): Promise<void> => {
  await (await calls()).callShareLeadDetails(request);
};

export const noteLead = async (request: CallableRequest<'noteLead'>): Promise<void> => {
  await (await calls()).callNoteLead(request);
};
