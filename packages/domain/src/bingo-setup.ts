import * as v from 'valibot';
import { type Actor, auditEventChange } from './audit.ts';
import { OTHER_TEAM, traitKey } from './bingo-traits.ts';
import { keySchema } from './entities.ts';
import { type PickLists, pickListsOf, type SetPickListsInput } from './pick-lists.ts';
import { accept, type Claim, type Context, claim, refuseField, WriteSet } from './plan.ts';
import { type BingoSquares, eventNodes, type StoredPickLists } from './store/events.ts';

/**
 * What organisers set for an event's network bingo: the lists registration offers (pick-lists.ts)
 * and, from a catalogue built on them and on roles, the squares its cards are dealt from.
 */

export type SquareKind = 'department' | 'country' | 'interest' | 'role';
/** A square an organiser may choose: the trait a partner needs, and the words a card shows. */
export type SquareOption = {
  readonly trait: string;
  readonly label: string;
  readonly kind: SquareKind;
};

/**
 * Every square an event's cards may deal: one per option of its lists, and those of roles. Labels
 * are short, so that a square's words fit a phone's card whole. Speakers are content, not
 * accounts, so no square asks for one.
 */
export const squareCatalogue = (lists: PickLists): readonly SquareOption[] => {
  const of = (kind: SquareKind, values: readonly string[], words: (v: string) => string) =>
    values
      .map((value) => ({ trait: traitKey(kind, value), label: words(value), kind }))
      .filter((option) => option.trait !== '');
  return [
    ...of('department', lists.departments, (d) => `Works in ${d}`),
    ...of('country', lists.countries, (c) => `From ${c}`),
    ...of('interest', lists.interests, (i) => `Likes ${i}`),
    { trait: 'role-rep', label: 'A sponsor rep', kind: 'role' },
    { trait: OTHER_TEAM, label: 'On another team', kind: 'role' },
    { trait: 'attendance-online', label: 'Joins online', kind: 'role' },
    { trait: 'attendance-in_person', label: 'Here in person', kind: 'role' },
  ];
};

/** The most squares a choice holds: every option of three full lists, and the roles. */
export const MAX_SQUARES = 160;
export const setBingoSquaresInput = v.strictObject({
  eventId: keySchema,
  squares: v.pipe(v.array(keySchema), v.maxLength(MAX_SQUARES)),
});
export type SetBingoSquaresInput = v.InferOutput<typeof setBingoSquaresInput>;

/** What an event's console shows: its lists, the catalogue they make and the squares chosen. */
export type BingoSetupView = {
  readonly lists: PickLists;
  readonly catalogue: readonly SquareOption[];
  readonly chosen: readonly string[];
};

export const bingoSetupView = (
  lists: StoredPickLists | null,
  squares: BingoSquares | null,
): BingoSetupView => {
  const read = pickListsOf(lists);
  const catalogue = squareCatalogue(read);
  return {
    lists: read,
    catalogue,
    chosen: catalogue.map((o) => o.trait).filter((trait) => squares?.[trait] !== undefined),
  };
};

type EventRead = { readonly exists: boolean };

/**
 * An organiser's choice of squares, decided in a transaction on it: each a square of the event's
 * catalogue (else refused by field, nothing written), kept with its words; none chosen goes back
 * to dealing from every trait. The change is in the audit log.
 */
export const decideBingoSquares = (
  current: BingoSquares | null,
  input: SetBingoSquaresInput,
  read: EventRead & { readonly lists: StoredPickLists | null },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly chosen: number }, BingoSquares> => {
  if (!read.exists) return refuseField('not-found', 'eventId', 'no such event');
  const catalogue = new Map(squareCatalogue(pickListsOf(read.lists)).map((o) => [o.trait, o]));
  const next: Record<string, string> = {};
  for (const trait of input.squares) {
    const option = catalogue.get(trait);
    if (option === undefined)
      return refuseField('invalid-argument', 'squares', `${trait} is not a square of this event`);
    next[trait] = option.label;
  }
  const writes = new WriteSet();
  auditEventChange(
    writes,
    input.eventId,
    actor,
    'bingo.squares',
    { before: current, after: next },
    ctx,
  );
  const chosen = Object.keys(next).length;
  return claim(chosen === 0 ? null : next, accept({ chosen }, writes));
};

/**
 * An organiser's lists, decided in a transaction on them: an empty list is none (free text). A
 * chosen square whose option is gone goes with it, in the same update. The change is in the audit
 * log.
 */
export const decidePickLists = (
  current: StoredPickLists | null,
  input: SetPickListsInput,
  read: EventRead & { readonly squares: BingoSquares | null },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<PickLists, StoredPickLists> => {
  if (!read.exists) return refuseField('not-found', 'eventId', 'no such event');
  const lists: PickLists = {
    departments: input.departments,
    countries: input.countries,
    interests: input.interests,
  };
  const next: Partial<Record<keyof PickLists, readonly string[]>> = {};
  for (const [name, options] of Object.entries(lists) as [keyof PickLists, readonly string[]][])
    if (options.length > 0) next[name] = options;
  const writes = new WriteSet();
  auditEventChange(
    writes,
    input.eventId,
    actor,
    'lists.set',
    { before: pickListsOf(current), after: lists },
    ctx,
  );
  const offered = new Set(squareCatalogue(lists).map((o) => o.trait));
  const kept = Object.entries(read.squares ?? {}).filter(([trait]) => offered.has(trait));
  if (kept.length < Object.keys(read.squares ?? {}).length)
    writes.set(
      eventNodes.bingoSquares(input.eventId),
      kept.length === 0 ? null : Object.fromEntries(kept),
    );
  return claim(Object.keys(next).length === 0 ? null : next, accept(lists, writes));
};
