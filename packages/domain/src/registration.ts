import { pickUserColor, type TeamName, validateColorName } from './colors.ts';
import type { AttendanceMode } from './constants.ts';
import { dbPaths } from './paths.ts';
import { accept, type Claim, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { encodeQrPayload } from './qr-payload.ts';
import { encodeUserKey } from './user-key.ts';

/** What a new attendee is made from: the caller's account and the registration form. */
export type RegistrationInput = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly teamName: TeamName;
  readonly customerId: string;
  readonly eventId: string;
  readonly attendance?: AttendanceMode | undefined;
  /** A colour of the user's own choice (checked by the colour rule), else one of the 7 at random. */
  readonly color?: string | undefined;
};

/** The metadata of a user as stored under users/{key}/metadata. */
export type UserMetadata = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly color: string;
  readonly qr_code: string;
  readonly isOnline: boolean;
  readonly isAdmin: boolean;
  readonly isRep: boolean;
  readonly isPrizeAllocated: boolean;
  readonly isPrizeClaimed: boolean;
  readonly isPrizePurchased: boolean;
  readonly welcomeVideo: boolean;
  readonly eventId: string;
  readonly customerId: string;
  readonly teamName: TeamName;
  readonly level: number;
  readonly isLoggedIn: boolean;
  readonly attendance: AttendanceMode;
};

export type RegisterResult = {
  readonly status: 'created' | 'duplicate';
  readonly key: string;
  readonly user: UserMetadata;
};

/** New users (spec section 5): not admin, not rep, level 0, a colour, their QR code. */
const newUser = (input: RegistrationInput, random: () => number): UserMetadata => {
  const color = input.color ?? pickUserColor(random);
  return {
    uid: input.uid,
    name: input.name,
    email: input.email,
    company: input.company,
    department: input.department,
    color,
    qr_code: encodeQrPayload({ uid: input.uid, color, isRep: false }),
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
  };
};

/** Spec section 5: a limit is reached when the company's user count is at or above it. */
const isLimitReached = (companyUserCount: number, userLimit: number | undefined): boolean =>
  userLimit !== undefined && companyUserCount >= userLimit;

/** Who registers: the key comes from the caller's account email; a chosen colour must be valid. */
export const decideApplicant = (
  email: string | undefined,
  color: string | undefined,
): Plan<{ readonly key: string; readonly email: string }> => {
  const key = email === undefined ? undefined : encodeUserKey(email);
  if (email === undefined || key === undefined || !key.ok) return refuse('invalid-email');
  if (color !== undefined && !validateColorName(color).ok) return refuse('invalid-colour');
  return accept({ key: key.value, email });
};

/**
 * The first step of a registration claims the key for the caller's uid (a transaction on the
 * profile's uid field), so two registrations of one address never both create. A key already
 * claimed is the spec's duplicate: the existing user is returned, nothing counted again.
 */
export const claimProfile = (currentUid: string | null, uid: string): Claim<'new' | 'duplicate'> =>
  currentUid === null ? claim(uid, accept('new')) : accept('duplicate');

/**
 * The second step takes a seat in the company (a transaction on its user count), so the limit
 * holds exactly however many register at once. A refusal releases the claimed key.
 */
export const decideSeat = (
  count: number | null,
  found: { readonly company: boolean; readonly event: boolean; readonly userLimit?: number },
  key: string,
): Claim<number> => {
  const release = new WriteSet().remove(dbPaths.user(key));
  if (!found.company) return refuse('not-found', 'company', release);
  if (!found.event) return refuse('not-found', 'event', release);
  const seats = count ?? 0;
  if (isLimitReached(seats, found.userLimit))
    return refuse('registration-limit-reached', undefined, release);
  return claim(seats + 1, accept(seats + 1));
};

/**
 * A new attendee as writes: the profile, the points game at zero, the badge counters, the uid
 * index, the registrant counter and the leaderboard entries. The dev seed and the benchmarks make
 * their attendees through this too, so an attendee is spelled once.
 */
export const planNewAttendee = (
  key: string,
  input: RegistrationInput,
  random: () => number,
): Plan<RegisterResult> => {
  const user = newUser(input, random);
  const entry = { name: user.name, score: 0, teamName: user.teamName };
  const writes = new WriteSet()
    .set(dbPaths.userMetadata(key), user)
    .set(dbPaths.userBalance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(dbPaths.userBadges(key), {
      coins: 0,
      kool_badge: 0,
      super_networker: 0,
      issued_badges: 0,
      gifts: 0,
    })
    .set(dbPaths.uidIndex(input.uid), key)
    .increment(dbPaths.eventRegistrants(input.eventId), 1)
    .set(dbPaths.eventLeaderboardEntry(input.eventId, key), entry)
    .set(dbPaths.leaderboardEntry(input.eventId, user.attendance, key), entry)
    .set(dbPaths.teamLeaderboardName(input.eventId, user.teamName), user.teamName);
  return accept({ status: 'created', key, user }, writes);
};

/**
 * An organiser's own profile: what an attendee's has, with isAdmin, but not counted as a
 * registrant and not on the attendee leaderboards.
 */
export const planOrganiserProfile = (
  key: string,
  input: RegistrationInput,
  random: () => number,
): Plan<UserMetadata> => {
  const user = { ...newUser(input, random), isAdmin: true };
  const writes = new WriteSet()
    .set(dbPaths.userMetadata(key), user)
    .set(dbPaths.userBalance(key), {
      code: 'act04',
      isComplete: false,
      totalPoints: 0,
      spentPoints: 0,
    })
    .set(dbPaths.uidIndex(input.uid), key);
  return accept(user, writes);
};
