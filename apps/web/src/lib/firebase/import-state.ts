import { eventTeamsState, type ImportState } from '@engage/domain/attendee-import';
import { seatsLeft } from '@engage/domain/attendee-import-seats';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { read } from './read.ts';

/**
 * What the import's preview judges rows against: the event's teams, who is registered for it
 * already (its people index), and the seats its company has left. An organiser of the event who
 * may not read its company sees no seat count: the server still refuses rows past the seats.
 */
export const readImportState = async (eventId: string): Promise<ImportState> => {
  const [teams, people, customerId] = await Promise.all([
    read(eventNodes.teams(eventId)),
    read(eventNodes.search(eventId)),
    read(eventNodes.customer(eventId)),
  ]);
  const company =
    customerId === null ? null : await read(organiserNodes.company(customerId)).catch(() => null);
  return {
    ...eventTeamsState(teams),
    registered: new Set(Object.keys(people ?? {})),
    seatsLeft: company === null ? Number.MAX_SAFE_INTEGER : seatsLeft(company),
  };
};
