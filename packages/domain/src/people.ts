import { type Actor, addAudit } from './audit.ts';
import { addTraitChanges } from './bingo-traits.ts';
import { pickUserColor, validateColorName } from './colors.ts';
import { checkPicks } from './pick-lists.ts';
import { accept, type Context, type Plan, refuse, refuseField, WriteSet } from './plan.ts';
import { boardFace } from './privacy.ts';
import { encodeQrPayload } from './qr-payload.ts';
import { boardNodes } from './store/boards.ts';
import { eventNodes, type SearchRow, type StoredPickLists } from './store/events.ts';
import { type EveryoneRow, everyoneNodes } from './store/everyone.ts';
import type { IndexedNode } from './store/indexed.ts';
import { type UserMetadata, userNodes } from './store/users.ts';

/** The search form of a text: trimmed and lowercased, as rows store their `n` and `e`. */
export const searchText = (text: string): string => text.trim().toLocaleLowerCase('en');

export const searchRow = (user: UserMetadata): SearchRow => ({
  n: searchText(user.name),
  e: searchText(user.email),
  name: user.name,
  email: user.email,
  company: user.company,
  department: user.department,
  teamName: user.teamName,
  attendance: user.attendance,
  publicId: user.publicId,
  isRep: user.isRep,
  isAdmin: user.isAdmin,
});

/** The user's row in the index of every event's people: the event's row, its event and uid. */
export const everyoneRow = (user: UserMetadata): EveryoneRow => ({
  ...searchRow(user),
  eventId: user.eventId,
  uid: user.uid,
});

/** The highest character a key can hold: `prefix + END` bounds every text that starts with prefix. */
export const PREFIX_END = '\uf8ff';

export type SearchRange = {
  readonly field: 'n' | 'e';
  readonly start: string;
  readonly end: string;
};

export type SearchBy = 'auto' | 'name' | 'email';

/**
 * What one search asks the index: one field, ordered, from the prefix to the prefix's end, so a
 * page is one indexed query (`orderByChild(field).startAt(start).endAt(end).limitToFirst(n)`).
 * Asked to choose, a text holding `@` is an email prefix, any other a name prefix; nothing typed
 * lists everyone by name.
 */
export const searchRange = (query: string, by: SearchBy = 'auto'): SearchRange => {
  const text = searchText(query);
  const field = by === 'email' || (by === 'auto' && text.includes('@')) ? 'e' : 'n';
  return { field, start: text, end: `${text}${PREFIX_END}` };
};

/** Where the next page starts: the last row's ordered value and its key. */
export type PageCursor = { readonly value: string; readonly key: string };

/**
 * One page of an event's people, described as plain data for whichever SDK reads it (the web
 * SDK in the console, the admin SDK on a server), so every reader asks the same indexed query:
 * the index's path, the child it orders by, a start at the prefix (or just after the cursor, the
 * key breaking ties between equal names) and an end at the prefix's end, and one row more than
 * the page, to know whether another page follows.
 */
export type PeoplePageQuery<R extends SearchRow = SearchRow> = {
  /** The index's node: its rows are typed from it for every reader. */
  readonly path: IndexedNode<R, SearchRange['field'] | 'teamName'>;
  readonly orderBy: SearchRange['field'];
  readonly start: { readonly at: string } | { readonly after: string; readonly key: string };
  readonly end: string;
  readonly limit: number;
};

const pageQuery = <R extends SearchRow>(
  path: PeoplePageQuery<R>['path'],
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): PeoplePageQuery<R> => ({
  path,
  orderBy: range.field,
  start: cursor === undefined ? { at: range.start } : { after: cursor.value, key: cursor.key },
  end: range.end,
  limit: pageSize + 1,
});

export const peoplePageQuery = (
  eventId: string,
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): PeoplePageQuery => pageQuery(eventNodes.search(eventId), range, cursor, pageSize);

/** The same page of every event's people at once (everyoneNodes), for an organiser of all. */
export const everyonePageQuery = (
  range: SearchRange,
  cursor: PageCursor | undefined,
  pageSize: number,
): PeoplePageQuery<EveryoneRow> => pageQuery(everyoneNodes.everyone(), range, cursor, pageSize);

/**
 * The rows such a query read, cut to the page: the page itself, and the cursor of its last row
 * when the extra row says another page follows.
 */
export const cutPage = <R>(
  rows: readonly R[],
  pageSize: number,
  cursorOf: (row: R) => PageCursor,
): { readonly rows: R[]; readonly next?: PageCursor } => {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return rows.length > pageSize && last !== undefined
    ? { rows: page, next: cursorOf(last) }
    : { rows: page };
};

/** What an attendee may change on their own profile (through the updateProfile callable). */
export type ProfileEdit = {
  readonly name: string;
  readonly company: string;
  readonly department: string;
  readonly country?: string | undefined;
  readonly interests?: readonly string[] | undefined;
  readonly color: string;
};

/**
 * A profile edit as the server makes it: the profile, its QR code (which carries the colour), the
 * people index, and the name on the leaderboard entries the attendee already has, so every screen
 * shows the new name. A colour outside the colour rule is refused, nothing written; none at all
 * is drawn for the attendee, as at registration (the browser never draws it).
 */
export const planProfileEdit = (
  key: string,
  user: UserMetadata,
  asked: Omit<ProfileEdit, 'color'> & { readonly color?: string | undefined },
  boards: { readonly onBoards: boolean; readonly isRepListed: boolean },
  ctx: Pick<Context, 'random'>,
  /** When the edit is made: a bingo trait it gives is stamped then (addTraitChanges). */
  now?: number,
  /** The event's lists: a department, country or interest not on one is refused by field. */
  lists?: StoredPickLists | null,
): Plan<ProfileEdit> => {
  const picked = checkPicks(lists, asked);
  if (!picked.ok) return picked;
  // A rep's company is the sponsor a visitor is asked to share their details with (and whose
  // booth a crawl counts): only an organiser, who made them a rep, changes who they stand for.
  if (user.isRep === true && picked.value.company.trim() !== (user.company ?? '').trim())
    return refuseField(
      'invalid-argument',
      'company',
      'a representative stands for their sponsor: ask an organiser',
    );
  const edit = { ...picked.value, color: asked.color ?? pickUserColor(ctx.random) };
  if (!validateColorName(edit.color).ok) return refuse('invalid-colour');
  const writes = new WriteSet();
  if (now !== undefined) addTraitChanges(writes, key, user, { ...user, ...edit }, now);
  for (const field of ['name', 'company', 'department', 'color'] as const)
    writes.set(userNodes.field(key, field), edit[field]);
  if (edit.country !== undefined)
    writes.set(userNodes.field(key, 'country'), edit.country === '' ? null : edit.country);
  if (edit.interests !== undefined)
    writes.set(
      userNodes.field(key, 'interests'),
      edit.interests.length === 0 ? null : edit.interests,
    );
  writes.set(
    userNodes.field(key, 'qr_code'),
    encodeQrPayload({ uid: user.publicId, color: edit.color, isRep: user.isRep }),
  );
  const row = (field: 'n' | 'name' | 'company' | 'department', value: string) =>
    writes
      .set(eventNodes.searchField(user.eventId, key, field), value)
      .set(everyoneNodes.field(key, field), value);
  row('n', searchText(edit.name));
  row('name', edit.name);
  row('company', edit.company);
  row('department', edit.department);
  if (boards.onBoards && user.isAdmin !== true) {
    for (const board of ['all', user.attendance ?? 'in_person'] as const)
      writes.set(
        boardNodes.entryField(user.eventId, board, user.publicId, 'name'),
        boardFace({ ...user, name: edit.name }).name,
      );
  }
  if (boards.isRepListed)
    writes.set(eventNodes.rep(user.eventId, user.publicId), {
      name: edit.name,
      company: edit.company,
      key,
    });
  return accept(edit, writes);
};

/**
 * Making a sponsor representative, or unmaking one: the profile flag, the QR code (which carries
 * isRep), the people index, and the event's list of representatives their booth visits hang on.
 */
export const planRep = (
  key: string,
  user: UserMetadata,
  isRep: boolean,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
  /** When the change is made: becoming a representative is a bingo trait gained then. */
  now?: number,
): Plan<{ readonly isRep: boolean }> => {
  const writes = new WriteSet();
  if (now !== undefined) addTraitChanges(writes, key, user, { ...user, isRep }, now);
  writes
    .set(userNodes.field(key, 'isRep'), isRep)
    .set(
      userNodes.field(key, 'qr_code'),
      encodeQrPayload({ uid: user.publicId, color: user.color, isRep }),
    )
    .set(eventNodes.searchField(user.eventId, key, 'isRep'), isRep)
    .set(everyoneNodes.field(key, 'isRep'), isRep)
    .set(
      eventNodes.rep(user.eventId, user.publicId),
      isRep ? { name: user.name, company: user.company, key } : null,
    );
  addAudit(
    writes,
    { kind: 'event', id: user.eventId },
    actor,
    { action: 'rep.set', target: key, before: { isRep: user.isRep }, after: { isRep } },
    ctx,
  );
  return accept({ isRep }, writes);
};
