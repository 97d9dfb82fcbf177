import * as v from 'valibot';
import { PREFIX_END, searchText } from './people.ts';
import { accept, type Plan, refuse, WriteSet } from './plan.ts';
import { publicName } from './privacy.ts';
import type { IndexedNode } from './store/indexed.ts';
import { hasControlCharacter, isValidKey } from './store/keys.ts';
import { type DirectoryEntry, type InterestMember, peopleNodes } from './store/people.ts';
import type { UserMetadata } from './store/users.ts';

/**
 * The event's directory (docs/meetings.md): attendees who chose to be listed (off by default),
 * searched by name, company, team and interest, with suggestions of people who share interests.
 * The server writes one public entry per listed attendee (by public id, never the email or uid)
 * and one small line under each of their interests, and removes both when they unlist, so what
 * others read is only what a listed person shows. A search reads one indexed range or one
 * interest's list, never the whole event.
 */

export const setListingInput = v.strictObject({ listed: v.boolean() });
export type SetListingInput = v.InferOutput<typeof setListingInput>;
export type Listing = { readonly listed: boolean };

/** A list the database may hand back as an object by index, as a list. */
export const listOf = (
  stored: readonly string[] | Readonly<Record<string, string>> | undefined,
): readonly string[] =>
  stored === undefined ? [] : Array.isArray(stored) ? stored : Object.values(stored);

/** An interest as a database key: lowercased, the characters a key cannot hold as `_`. */
export const interestKey = (interest: string): string => {
  const key = [...searchText(interest)]
    .map((char) => (/[.$#[\]/]/.test(char) || hasControlCharacter(char) ? '_' : char))
    .join('');
  return isValidKey(key) ? key : '_';
};

/**
 * How the directory shows a person, for their own screens to say: not at all (they did not ask to
 * be listed), not while hidden (they asked, but chose to stay off public lists: directoryEntry
 * writes them no entry, and their flag waits), or under the name directoryEntry writes (their
 * alias, with no photo, or their name).
 */
export type ListingState =
  | { readonly kind: 'unlisted' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'listed'; readonly name: string; readonly alias: boolean };

export const listingState = (
  listed: boolean,
  profile: Pick<UserMetadata, 'name' | 'privacy'>,
): ListingState => {
  if (!listed) return { kind: 'unlisted' };
  const name = publicName(profile, profile.privacy);
  if (name === null) return { kind: 'hidden' };
  return { kind: 'listed', name, alias: (profile.privacy?.show ?? 'name') === 'alias' };
};

type Listed = Pick<
  UserMetadata,
  | 'name'
  | 'company'
  | 'department'
  | 'teamName'
  | 'interests'
  | 'photoVersion'
  | 'publicId'
  | 'privacy'
> & { readonly eventId: string };

/**
 * The entry of a listed attendee, under their public name (publicName: the alias when they chose
 * one, docs/privacy.md); the photo only under their own name, as on the boards. Null for someone
 * who chose to stay off public lists: the directory does not show them either.
 */
export const directoryEntry = (user: Listed): DirectoryEntry | null => {
  const name = publicName(user, user.privacy);
  if (name === null) return null;
  const interests = listOf(user.interests);
  const ownName = (user.privacy?.show ?? 'name') === 'name';
  return {
    name,
    n: searchText(name),
    company: user.company,
    c: searchText(user.company),
    department: user.department,
    teamName: user.teamName,
    ...(interests.length === 0 ? {} : { interests }),
    ...(user.photoVersion === undefined || !ownName ? {} : { photo: user.photoVersion }),
  };
};

/**
 * Listing or unlisting the attendee, or refreshing their entry after an edit or a privacy choice
 * (`listed` as it stays): the flag, the entry and a line under each interest; the lines of
 * interests the entry no longer holds (`before`, the entry as stored) go, and unlisting removes
 * everything. Someone hidden from public lists keeps their flag but has no entry and no lines
 * until they show again. An organiser's own profile is no attendee and is never listed.
 */
export const planListing = (
  key: string,
  user: Listed & { readonly isAdmin?: boolean },
  listed: boolean,
  before: DirectoryEntry | null,
): Plan<Listing> => {
  if (listed && user.isAdmin === true) return refuse('not-listed', 'organisers are not listed');
  const writes = new WriteSet();
  const entry = listed ? directoryEntry(user) : null;
  const keep = new Set(listOf(entry?.interests).map(interestKey));
  for (const old of listOf(before?.interests).map(interestKey))
    if (!keep.has(old)) writes.remove(peopleNodes.interestMember(user.eventId, old, user.publicId));
  writes.set(peopleNodes.listed(key), listed ? true : null);
  writes.set(peopleNodes.entry(user.eventId, user.publicId), entry);
  if (entry !== null)
    for (const interest of keep)
      writes.set(peopleNodes.interestMember(user.eventId, interest, user.publicId), {
        name: entry.name,
        department: user.department,
      });
  return accept({ listed }, writes);
};

export type DirectoryBy = 'name' | 'company' | 'team';

/**
 * One page of the directory as one indexed query: by the lowercased name or company from the
 * typed prefix, or a team exactly; `limit` rows at most. Plain data for the web SDK.
 */
export type DirectoryQuery = {
  readonly path: IndexedNode<DirectoryEntry, 'n' | 'c' | 'teamName'>;
  readonly orderBy: 'n' | 'c' | 'teamName';
  readonly start: string;
  readonly end: string;
  readonly limit: number;
};

export const DIRECTORY_PAGE = 30;

export const directoryQuery = (eventId: string, by: DirectoryBy, text: string): DirectoryQuery => {
  const path = peopleNodes.directory(eventId);
  if (by === 'team') {
    const team = text.trim().toUpperCase();
    return { path, orderBy: 'teamName', start: team, end: team, limit: DIRECTORY_PAGE };
  }
  const prefix = searchText(text);
  return {
    path,
    orderBy: by === 'name' ? 'n' : 'c',
    start: prefix,
    end: `${prefix}${PREFIX_END}`,
    limit: DIRECTORY_PAGE,
  };
};

/** A suggested person: who, the interests both like (the reason shown), and the same department. */
export type Suggestion = {
  readonly publicId: string;
  readonly name: string;
  readonly shared: readonly string[];
  readonly sameDepartment: boolean;
};

export const SUGGESTIONS = 10;

/**
 * People to meet, from the lists of the viewer's own interests (by interest as they spell it):
 * most shared interests first, then the viewer's department, then by name; never the viewer.
 * The reason is the shared interests themselves ("You both like Design").
 */
export const rankSuggestions = (
  me: { readonly publicId: string; readonly department: string },
  lists: Readonly<Record<string, Readonly<Record<string, InterestMember>> | null>>,
  limit = SUGGESTIONS,
): Suggestion[] => {
  const people = new Map<string, { name: string; department: string; shared: string[] }>();
  for (const [interest, members] of Object.entries(lists))
    for (const [publicId, member] of Object.entries(members ?? {})) {
      if (publicId === me.publicId) continue;
      const person = people.get(publicId) ?? { ...member, shared: [] };
      person.shared.push(interest);
      people.set(publicId, person);
    }
  const department = searchText(me.department);
  return [...people.entries()]
    .map(([publicId, person]) => ({
      publicId,
      name: person.name,
      shared: person.shared,
      sameDepartment: department !== '' && searchText(person.department) === department,
    }))
    .sort(
      (a, b) =>
        b.shared.length - a.shared.length ||
        Number(b.sameDepartment) - Number(a.sameDepartment) ||
        a.name.localeCompare(b.name, 'en') ||
        a.publicId.localeCompare(b.publicId, 'en'),
    )
    .slice(0, limit);
};
