import { addTraitCounts } from './bingo-traits.ts';
import { pickUserColor, type TeamName } from './colors.ts';
import type { AttendanceMode } from './constants.ts';
import { everyoneRow, searchRow } from './people.ts';
import { accept, type Context, type Plan, WriteSet } from './plan.ts';
import { encodeQrPayload } from './qr-payload.ts';
import type { RegisterResult } from './registration.ts';
import { eventNodes } from './store/events.ts';
import { everyoneNodes } from './store/everyone.ts';
import { NO_BADGES, type UserMetadata, userNodes } from './store/users.ts';

/** What a new attendee is made from: the caller's account and the registration form. */
export type RegistrationInput = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly country?: string | undefined;
  readonly interests?: readonly string[] | undefined;
  readonly teamName: TeamName;
  readonly customerId: string;
  readonly eventId: string;
  readonly attendance?: AttendanceMode | undefined;
  /** A colour of the user's own choice (checked by the colour rule), else one of the 7 at random. */
  readonly color?: string | undefined;
};

/** New users (spec section 5): not admin, not rep, level 0, a colour, their QR code. */
const newUser = (
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
): UserMetadata => {
  const color = input.color ?? pickUserColor(ctx.random);
  const publicId = ctx.newId();
  return {
    uid: input.uid,
    name: input.name,
    email: input.email,
    company: input.company,
    department: input.department,
    ...(input.country ? { country: input.country } : {}),
    ...(input.interests?.length ? { interests: input.interests } : {}),
    color,
    qr_code: encodeQrPayload({ uid: publicId, color, isRep: false }),
    isOnline: false,
    isAdmin: false,
    isRep: false,
    isPrizeAllocated: false,
    isPrizeClaimed: false,
    isPrizePurchased: false,
    welcomeVideo: false,
    eventId: input.eventId,
    customerId: input.customerId,
    teamName: input.teamName,
    level: 0,
    isLoggedIn: false,
    attendance: input.attendance ?? 'in_person',
    publicId,
  };
};

/**
 * A new attendee as writes: the profile, the points game at zero, the badge counters, the uid
 * index and the registrant counter. Leaderboard entries come with the first points (addAward).
 * The dev seed and the benchmarks make their attendees through this too, so an attendee is
 * spelled once.
 */
export const planNewAttendee = (
  key: string,
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
  /** Whether claimRegistrant already counted the attendee (a registration does; a seed does not). */
  options: { readonly registrantCounted?: boolean } = {},
): Plan<RegisterResult> => {
  const user = newUser(input, ctx);
  const writes = new WriteSet()
    .set(userNodes.metadata(key), user)
    .set(userNodes.balance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(userNodes.badges(key), NO_BADGES)
    .set(userNodes.byUid(input.uid), key)
    .set(userNodes.byPublicId(user.publicId), key)
    .set(eventNodes.searchRow(input.eventId, key), searchRow(user))
    .set(everyoneNodes.row(key), everyoneRow(user));
  if (options.registrantCounted !== true)
    writes.increment(eventNodes.registrants(input.eventId), 1);
  addTraitCounts(writes, input.eventId, user);
  return accept({ status: 'created', key, user }, writes);
};

/**
 * An organiser's own profile: what an attendee's has, with isAdmin, but not counted as a
 * registrant and not on the attendee leaderboards.
 */
export const planOrganiserProfile = (
  key: string,
  input: RegistrationInput,
  ctx: Pick<Context, 'newId' | 'random'>,
): Plan<UserMetadata> => {
  // An organiser's own profile takes no seat: removing it gives none back.
  const user = { ...newUser(input, ctx), isAdmin: true, takesSeat: false };
  const writes = new WriteSet()
    .set(userNodes.metadata(key), user)
    .set(userNodes.balance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(userNodes.byUid(input.uid), key)
    .set(eventNodes.searchRow(input.eventId, key), searchRow(user))
    .set(everyoneNodes.row(key), everyoneRow(user));
  return accept(user, writes);
};
