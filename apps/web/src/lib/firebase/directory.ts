import {
  type DirectoryBy,
  directoryQuery,
  interestKey,
  rankSuggestions,
  type Suggestion,
} from '@engage/domain/directory';
import { pickListsOf } from '@engage/domain/pick-lists';
import { eventNodes } from '@engage/domain/store/events';
import {
  type DirectoryEntry,
  type MeetingSetup,
  type MyMeeting,
  peopleNodes,
} from '@engage/domain/store/people';
import { endAt, limitToFirst, startAt } from 'firebase/database';
import { orderByIndexed, read, readChildren, watch } from './read.ts';

/** A listed person as the directory shows them, by public id. */
export type ListedPerson = DirectoryEntry & { readonly publicId: string };
export type SearchBy = DirectoryBy | 'interest';

/**
 * One search of the event's directory, never the whole of it: a name, company or team is one
 * indexed range of at most a page (directoryQuery); an interest reads that interest's list and
 * then the entries of its first page, one by one.
 */
export const searchDirectory = async (
  eventId: string,
  by: SearchBy,
  text: string,
): Promise<ListedPerson[]> => {
  if (by === 'interest') {
    const members = await read(peopleNodes.interest(eventId, interestKey(text)));
    const ids = Object.entries(members ?? {})
      .sort(([, a], [, b]) => a.name.localeCompare(b.name))
      .slice(0, 30)
      .map(([id]) => id);
    return entriesOf(eventId, ids);
  }
  const q = directoryQuery(eventId, by, text);
  const rows = await readChildren(
    q.path,
    orderByIndexed(q.path, q.orderBy),
    startAt(q.start),
    endAt(q.end),
    limitToFirst(q.limit),
  );
  return rows.map(([publicId, entry]) => ({ ...entry, publicId }));
};

const entriesOf = async (eventId: string, ids: readonly string[]): Promise<ListedPerson[]> => {
  const entries = await Promise.all(ids.map((id) => read(peopleNodes.entry(eventId, id))));
  return entries.flatMap((entry, i) =>
    entry === null ? [] : [{ ...entry, publicId: ids[i] ?? '' }],
  );
};

/** People who share the viewer's interests: each interest's list read, ranked in the domain. */
export const suggestPeople = async (
  eventId: string,
  me: { readonly publicId: string; readonly department: string },
  interests: readonly string[],
): Promise<Suggestion[]> => {
  const lists = await Promise.all(
    interests.map(async (interest) => [
      interest,
      await read(peopleNodes.interest(eventId, interestKey(interest))),
    ]),
  );
  return rankSuggestions(me, Object.fromEntries(lists));
};

export const readListed = (key: string): Promise<boolean | null> => read(peopleNodes.listed(key));

export const readMeetingSetup = (eventId: string): Promise<MeetingSetup | null> =>
  read(peopleNodes.setup(eventId));

/** The event's meeting slots and spots as organisers set them (null: none), live. */
export const watchMeetingSetup = (
  eventId: string,
  onChange: (setup: MeetingSetup | null) => void,
): (() => void) => watch(peopleNodes.setup(eventId), onChange);

/** The attendee's meetings, soonest first, live. */
export type MeetingRow = MyMeeting & { readonly id: string };
export const watchMyMeetings = (
  key: string,
  onChange: (meetings: MeetingRow[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    peopleNodes.myMeetings(key),
    (meetings) =>
      onChange(
        Object.entries(meetings ?? {})
          .map(([id, meeting]) => ({ ...meeting, id }))
          .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id)),
      ),
    onError,
  );

/** The interests the event's organisers offer (its pick list), in their order. */
export const readInterests = async (eventId: string): Promise<readonly string[]> =>
  pickListsOf(await read(eventNodes.pickLists(eventId))).interests;
