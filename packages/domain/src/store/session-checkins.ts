import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * Session check-in and feedback (session-checkin.ts, docs/agenda.md). Every node here is
 * written by the functions only: the codes a room's screen shows (no client reads them), the
 * attendee's own check-ins (they read theirs), and each session's attendance and ratings (the
 * event's organisers read them).
 */

/** One check-in code a screen showed: valid from issuedAt until expiresAt (the server's clock). */
export type SessionCode = { readonly issuedAt: number; readonly expiresAt: number };

/** A session's live codes by code: each screen that shows the session has its own. */
export type SessionCodes = Readonly<Record<string, SessionCode>>;

/** An attendee's check-in to one session, and their rating once they gave it. */
export type SessionVisit = {
  readonly at: Stamp;
  readonly rating?: number;
};

/** One attendee at a session, as the organisers' list and CSV show them. */
export type SessionAttendee = {
  readonly name: string;
  readonly company?: string;
  readonly at: Stamp;
  readonly rating?: number;
  readonly comment?: string;
  readonly ratedAt?: Stamp;
};

/**
 * A session's attendance as the organisers see it: how many checked in, the ratings' count and
 * sum (server increments, so concurrent check-ins never lose one), and each attendee by user key.
 */
export type SessionAttendance = {
  readonly checkIns?: number;
  readonly ratings?: number;
  readonly ratingSum?: number;
  readonly people?: Readonly<Record<string, SessionAttendee>>;
};

export const sessionCheckInNodes = {
  /** The session's live check-in codes, claimed and pruned in one transaction. Server only. */
  codes: (eventId: string, sessionId: string) =>
    node<SessionCodes>(`sessionCodes/${seg(eventId)}/${seg(sessionId)}`),
  /** The attendee's check-ins by session id; they read their own. */
  visits: (key: string) =>
    node<Readonly<Record<string, SessionVisit>>>(`sessionVisits/${seg(key)}`),
  /** One check-in: the claim that pays a session once, and later its rating once. */
  visit: (key: string, sessionId: string) =>
    node<SessionVisit>(`sessionVisits/${seg(key)}/${seg(sessionId)}`),
  /** Every session's attendance of an event, for the organisers. */
  attendances: (eventId: string) =>
    node<Readonly<Record<string, SessionAttendance>>>(`sessionAttendance/${seg(eventId)}`),
  attendance: (eventId: string, sessionId: string) =>
    node<SessionAttendance>(`sessionAttendance/${seg(eventId)}/${seg(sessionId)}`),
  checkIns: (eventId: string, sessionId: string) =>
    node<number>(`sessionAttendance/${seg(eventId)}/${seg(sessionId)}/checkIns`),
  ratings: (eventId: string, sessionId: string) =>
    node<number>(`sessionAttendance/${seg(eventId)}/${seg(sessionId)}/ratings`),
  ratingSum: (eventId: string, sessionId: string) =>
    node<number>(`sessionAttendance/${seg(eventId)}/${seg(sessionId)}/ratingSum`),
  attendee: (eventId: string, sessionId: string, key: string) =>
    node<SessionAttendee>(`sessionAttendance/${seg(eventId)}/${seg(sessionId)}/people/${seg(key)}`),
  attendeeField: <F extends keyof SessionAttendee>(
    eventId: string,
    sessionId: string,
    key: string,
    field: F,
  ) =>
    node<SessionAttendee[F]>(
      `sessionAttendance/${seg(eventId)}/${seg(sessionId)}/people/${seg(key)}/${field}`,
    ),
} as const;
