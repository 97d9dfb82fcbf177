import type { TeamName } from './colors.ts';
import type { AttendanceMode } from './constants.ts';

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
  /**
   * The attendee's opaque public id: what leaderboards and booth visits are keyed by, so nothing
   * public carries the email (the user key) or the uid.
   */
  readonly publicId: string;
  /** Set once the attendee's photo is published (publishPhoto): its version, for the boards. */
  readonly photoVersion?: number;
};
