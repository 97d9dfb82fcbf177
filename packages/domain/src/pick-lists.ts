import * as v from 'valibot';
import { keySchema } from './entities.ts';
import { accept, type Plan, refuseField } from './plan.ts';
import type { PickListName, StoredPickLists } from './store/events.ts';
import { listFromStored } from './stored-list.ts';

/**
 * The lists an event's registration offers: its departments, countries and interests, set by its
 * organisers so that attendees pick rather than type, and bingo squares read as the organisers
 * wrote them. An event without a list takes free text there, as before lists existed.
 */
export const PICK_LIST_NAMES = [
  'departments',
  'countries',
  'interests',
] as const satisfies readonly PickListName[];

/** An option is one short phrase; a list is what a select still reads on a phone. */
export const PICK_BOUNDS = { option: 40, options: 50 } as const;

const option = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PICK_BOUNDS.option));
/** A list's options in the order the form offers them, each once whatever its case; empty: no list. */
const list = v.pipe(
  v.array(option),
  v.maxLength(PICK_BOUNDS.options),
  v.check(
    (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
    'each option once',
  ),
);
export const setPickListsInput = v.strictObject({
  eventId: keySchema,
  departments: list,
  countries: list,
  interests: list,
});
export type SetPickListsInput = v.InferOutput<typeof setPickListsInput>;

export type PickLists = Readonly<Record<PickListName, readonly string[]>>;

/** The event's lists as read, every one there (empty: free text). */
export const pickListsOf = (stored: StoredPickLists | null | undefined): PickLists => ({
  departments: listFromStored(stored?.departments),
  countries: listFromStored(stored?.countries),
  interests: listFromStored(stored?.interests),
});

/** What an attendee says of themselves that an event's lists may bound. */
export type Picks = {
  readonly department: string;
  readonly country?: string | undefined;
  readonly interests?: readonly string[] | undefined;
};

/**
 * An attendee's picks against the event's lists: where the event has a list, a value given must
 * be one of its options (any case; kept as the list spells it), else it is refused by field and
 * nothing is written; where it has none, the value is kept as typed. Empty values stay empty.
 */
export const checkPicks = <P extends Picks>(
  stored: StoredPickLists | null | undefined,
  picks: P,
): Plan<P> => {
  const lists = pickListsOf(stored);
  const onList = (options: readonly string[], value: string): string | null => {
    const trimmed = value.trim();
    if (options.length === 0 || trimmed === '') return trimmed;
    return options.find((o) => o.toLowerCase() === trimmed.toLowerCase()) ?? null;
  };
  const department = onList(lists.departments, picks.department);
  if (department === null)
    return refuseField('invalid-argument', 'department', 'not on the event’s list');
  const country = picks.country === undefined ? undefined : onList(lists.countries, picks.country);
  if (country === null)
    return refuseField('invalid-argument', 'country', 'not on the event’s list');
  const interests: string[] = [];
  for (const asked of picks.interests ?? []) {
    const interest = onList(lists.interests, asked);
    if (interest === null)
      return refuseField('invalid-argument', 'interests', 'not on the event’s list');
    if (interest !== '' && !interests.some((i) => i.toLowerCase() === interest.toLowerCase()))
      interests.push(interest);
  }
  return accept({
    ...picks,
    department,
    ...(country === undefined ? {} : { country }),
    ...(picks.interests === undefined ? {} : { interests }),
  });
};
