import { pickUserColor } from './colors.ts';
import { encodeQrPayload } from './qr-payload.ts';
import type { TeamName } from './colors.ts';

export type RegistrationInput = {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly department: string;
  readonly teamName: TeamName;
  readonly customerId: string;
  readonly eventId: string;
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
};

export type RegistrationDecision =
  | { readonly type: 'duplicate'; readonly user: UserMetadata }
  | { readonly type: 'limit-reached' }
  | { readonly type: 'create'; readonly user: UserMetadata };

/** New users (spec section 5): not admin, not rep, level 0, one of the 7 colours, their QR code. */
export const newUser = (input: RegistrationInput, random: () => number): UserMetadata => {
  const color = pickUserColor(random);
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
  };
};

/** Spec section 5: a limit is reached when the company's user count is at or above it. */
export const isLimitReached = (companyUserCount: number, userLimit: number | undefined): boolean =>
  userLimit !== undefined && companyUserCount >= userLimit;

/**
 * Decides a registration. A key that exists returns that user (the duplicate result); otherwise the
 * company limit is checked before anything is created. The caller must make the count and the
 * create one atomic step (a transaction on the per-company count).
 */
export const decideRegistration = (args: {
  readonly existing: UserMetadata | null;
  readonly companyUserCount: number;
  readonly userLimit: number | undefined;
  readonly input: RegistrationInput;
  readonly random: () => number;
}): RegistrationDecision => {
  if (args.existing !== null) return { type: 'duplicate', user: args.existing };
  if (isLimitReached(args.companyUserCount, args.userLimit)) return { type: 'limit-reached' };
  return { type: 'create', user: newUser(args.input, args.random) };
};
