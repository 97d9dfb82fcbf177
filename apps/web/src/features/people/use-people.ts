import type { CallableRequest } from '@engage/domain/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { MeetingRow } from '../../lib/firebase/directory.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { peopleKeys } from './queries.ts';

const directory = () => import('../../lib/firebase/directory.ts');
// The Functions SDK loads with the first change, not with the screen.
const calls = () => import('../../lib/firebase/calls.ts');

/** The attendee's meetings, soonest first, live (their own user node: nobody else reads it). */
export const useMyMeetings = (key: string): MeetingRow[] | undefined =>
  useLiveQuery(peopleKeys.meetings(key), async (onChange, onError) =>
    (await directory()).watchMyMeetings(key, onChange, onError),
  );

/** Listing or unlisting oneself: the directory's searches and one's own flag read again. */
export const setListing = async (queryClient: QueryClient, key: string, listed: boolean) => {
  await (await calls()).callSetDirectoryListing({ listed });
  queryClient.setQueryData(peopleKeys.listed(key), listed);
  await queryClient.invalidateQueries({ queryKey: peopleKeys.all });
};

/** The live list of meetings shows each change once it lands: nothing to invalidate. */
export const requestMeeting = async (request: CallableRequest<'requestMeeting'>) =>
  (await calls()).callRequestMeeting(request);

export const answerMeeting = async (request: CallableRequest<'answerMeeting'>) =>
  (await calls()).callAnswerMeeting(request);

export const checkInMeeting = async (request: CallableRequest<'meetingCheckIn'>) =>
  (await calls()).callMeetingCheckIn(request);

export const askSmallTalk = async (otherPublicId: string) =>
  (await calls()).callRequestPair({ otherPublicId, game: 'act05' });
