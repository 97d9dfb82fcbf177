import type { TraitKind } from './games.ts';
import type { WriteSet } from './plan.ts';
import { eventNodes } from './store/events.ts';
import { isValidKey } from './store/keys.ts';
import { userNodes } from './store/users.ts';

/**
 * An attendee's traits for network bingo (bingo.ts): the stable keys a card's squares are made
 * of, the words a card shows, when an edit gained each, and the counts registration keeps.
 */
export type TraitProfile = {
  readonly department?: string;
  readonly country?: string | undefined;
  /** A list, or the object the database makes of a list. */
  readonly interests?: readonly string[] | Readonly<Record<string, string>> | undefined;
  readonly company?: string;
  readonly teamName?: string;
  readonly attendance?: string;
  readonly isRep?: boolean;
  /** When each trait gained by an edit was gained (traits had since registering are absent). */
  readonly traitsSince?: Readonly<Record<string, number>>;
};
type Trait = {
  readonly trait: string;
  readonly label: string;
  readonly kind: TraitKind;
  /** The profile's value the trait was made of (trimmed); none for a role. */
  readonly value?: string;
};

const slug = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.$#[\]/\s]+/g, '-')
    .slice(0, 60);

/** A trait's stable key (`department-sales`), or '' for a value that makes none. */
export const traitKey = (kind: string, value: string): string => {
  const key = value.trim() === '' ? '' : `${kind}-${slug(value)}`;
  return isValidKey(key) ? key : '';
};

/** The square a partner on any team but the player's fills (bingo-setup.ts offers it). */
export const OTHER_TEAM = 'other-team';

/** The traits an attendee has, as stable keys and the words a card shows. */
export const traitsOf = (profile: TraitProfile): readonly Trait[] => {
  const traits: Trait[] = [];
  const add = (kind: TraitKind, value: string | undefined, label: (v: string) => string) => {
    const key = value === undefined ? '' : traitKey(kind, value);
    if (key !== '' && value !== undefined)
      traits.push({ trait: key, label: label(value.trim()), kind, value: value.trim() });
  };
  add('department', profile.department, (v) => `Works in ${v}`);
  add('country', profile.country, (v) => `From ${v}`);
  for (const interest of Object.values(profile.interests ?? {}))
    add('interest', interest, (v) => `Likes ${v}`);
  add('company', profile.company, (v) => `Works at ${v}`);
  add('team', profile.teamName, (v) => `Is on team ${v}`);
  add('attendance', profile.attendance, (v) =>
    v === 'online' ? 'Joins online' : 'Is here in person',
  );
  if (profile.isRep === true)
    traits.push({ trait: 'role-rep', label: 'Is a sponsor rep', kind: 'role' });
  return traits;
};

/**
 * The traits a profile had at a time: those gained by an edit after it do not count. So a card is
 * judged on the traits its partners had when it was dealt, and a partner who edits their profile
 * to match a square does not fill it. Without a time (a card dealt before cards kept theirs), all.
 */
export const traitsAt = (profile: TraitProfile, at: number | undefined): readonly Trait[] =>
  traitsOf(profile).filter(
    (t) => at === undefined || (profile.traitsSince?.[t.trait] ?? Number.NEGATIVE_INFINITY) <= at,
  );

/** An edit's new traits, each stamped with the time it was gained (traitsSince). */
export const addTraitChanges = (
  into: WriteSet,
  key: string,
  before: TraitProfile,
  after: TraitProfile,
  now: number,
): WriteSet => {
  const had = new Set(traitsOf(before).map((t) => t.trait));
  for (const { trait } of traitsOf(after))
    if (!had.has(trait)) into.set(userNodes.traitSince(key, trait), now);
  return into;
};

/** Counted at registration, per event: what cards are made of. */
export const addTraitCounts = (
  into: WriteSet,
  eventId: string,
  profile: TraitProfile,
): WriteSet => {
  for (const { trait, label, value } of traitsOf(profile)) {
    into.increment(eventNodes.traitField(eventId, trait, 'count'), 1);
    into.set(eventNodes.traitField(eventId, trait, 'label'), label);
    if (value !== undefined) into.set(eventNodes.traitField(eventId, trait, 'value'), value);
  }
  return into;
};
