import type { AttendanceMode } from './constants.ts';
import { accept, type Plan, refuseField, WriteSet } from './plan.ts';
import { type BoardEntry, boardNodes } from './store/boards.ts';
import { type BoardPrivacy, type BoardShow, userNodes } from './store/users.ts';

/**
 * What the public boards show of a person is theirs to choose: their name, an alias, or nothing.
 * The choice lives on the profile (`metadata/privacy`); every writer of a board entry (an award, a
 * void, a quiz answer, a profile edit, this choice) writes what `boardFace` says, so the live
 * boards, their snapshots, the projector and the kiosk follow it without reading the profile.
 */

/** What a hidden person's entry is called on the live board, so no reader learns their name. */
export const HIDDEN_NAME = 'Attendee';

/** The part of a profile the boards' face follows from. */
export type PublicProfile = {
  readonly name: string;
  readonly privacy?: BoardPrivacy | undefined;
};

/**
 * The name a person is shown under to others: their alias when they chose one, null when they
 * chose to stay off public lists. The directory reads it too.
 */
export const publicName = (
  profile: Pick<PublicProfile, 'name'>,
  privacy: BoardPrivacy | undefined,
): string | null => {
  if (privacy?.show === 'hidden') return null;
  if (privacy?.show === 'alias' && privacy.alias !== undefined && privacy.alias !== '')
    return privacy.alias;
  return profile.name;
};

/**
 * The name a person goes by with someone they deal with one to one (a meeting they ask for or
 * answer): their alias when they chose one, else their name. Someone hidden from the public lists
 * who asks a person for a meeting shows themselves to that person, under their alias if they keep
 * one.
 */
export const contactName = (profile: PublicProfile): string => {
  const alias = profile.privacy?.alias ?? '';
  return (profile.privacy?.show ?? 'name') !== 'name' && alias !== '' ? alias : profile.name;
};

/** What a board entry carries of a person: the name shown, whether it is hidden, the photo too. */
export type BoardFace = {
  readonly name: string;
  readonly hidden: boolean;
  /** A photo beside an alias would name the person again: only their own name shows it. */
  readonly photo: boolean;
};

export const boardFace = (profile: PublicProfile): BoardFace => {
  const name = publicName(profile, profile.privacy);
  return {
    name: name ?? HIDDEN_NAME,
    hidden: name === null,
    photo: (profile.privacy?.show ?? 'name') === 'name',
  };
};

/** The input of the setPrivacy callable, as its schema passed it. */
export type PrivacyInput = { readonly show: BoardShow; readonly alias?: string | undefined };

/** The profile fields the choice needs. */
export type PrivacyProfile = PublicProfile & {
  readonly eventId: string;
  readonly publicId: string;
  readonly attendance?: AttendanceMode | undefined;
  readonly photoVersion?: number | undefined;
  readonly isAdmin?: boolean | undefined;
};

/**
 * A person's choice of how the boards show them, stored on their profile and written at once to
 * the board entries they already have (`onBoards`): the name shown, the hidden mark set or
 * cleared, the photo kept only under their own name. An alias is checked as a name is (by the
 * input schema); choosing an alias without one is refused by field, nothing written.
 */
export const planPrivacy = (
  key: string,
  profile: PrivacyProfile,
  input: PrivacyInput,
  onBoards: boolean,
): Plan<BoardPrivacy> => {
  const alias = input.alias ?? '';
  if (input.show === 'alias' && alias === '')
    return refuseField('invalid-argument', 'alias', 'required');
  const privacy: BoardPrivacy =
    input.show === 'alias' ? { show: 'alias', alias } : { show: input.show };
  const writes = new WriteSet().set(userNodes.privacy(key), privacy);
  if (onBoards && profile.isAdmin !== true) {
    const face = boardFace({ ...profile, privacy });
    for (const board of ['all', profile.attendance ?? 'in_person'] as const) {
      const field = <F extends keyof BoardEntry>(name: F) =>
        boardNodes.entryField(profile.eventId, board, profile.publicId, name);
      writes.set(field('name'), face.name).set(field('hidden'), face.hidden ? true : null);
      writes.set(field('photo'), face.photo ? (profile.photoVersion ?? null) : null);
    }
  }
  return accept(privacy, writes);
};
