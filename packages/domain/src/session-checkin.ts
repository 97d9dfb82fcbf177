import * as v from 'valibot';
import { type AwardProfile, addAward } from './awards.ts';
import { keySchema } from './entities.ts';
import { QR_TOKEN_TTL_MS } from './games.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { tokenKeptUntil } from './queued-scan.ts';
import type { PointValues } from './scoring-table.ts';
import { SERVER_TIME } from './store/node.ts';
import {
  type SessionCode,
  type SessionCodes,
  type SessionVisit,
  sessionCheckInNodes,
} from './store/session-checkins.ts';

/**
 * Session check-in (docs/agenda.md). A session's check-in code follows the connection
 * QR's token rules: an 8-character code from the same look-alike-free alphabet (the server draws
 * it with newQrCode and claims it here), issued by the server to the screen that shows it, valid
 * from its issue for QR_TOKEN_TTL_MS, renewed by the screen before it expires, and checked only on
 * the server. An attendee who scans it while the
 * session's check-in is open is paid once per session.
 */

/**
 * Check-in opens this long before a session starts (people take their seats early) and closes
 * when it ends: a code photographed in the room earns nothing after the session.
 */
export const CHECKIN_OPENS_BEFORE_MS = 10 * 60_000;

/** A check-in code lives as long as a connection QR's token. */
export const SESSION_CODE_TTL_MS = QR_TOKEN_TTL_MS;

/** What a session's check-in needs of the session: when it runs, on the server's clock. */
export type SessionTimes = { readonly startsAt: number; readonly endsAt: number };

/** Where `at` falls against a session's check-in window. */
export const checkInWindow = (session: SessionTimes, at: number): 'early' | 'open' | 'closed' => {
  if (at < session.startsAt - CHECKIN_OPENS_BEFORE_MS) return 'early';
  return at < session.endsAt ? 'open' : 'closed';
};

const PREFIX = 'engage:3:';
const MAX_LENGTH = 1024;
const CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

/** What the room's QR carries: the session and its current code. */
export const encodeSessionCode = (sessionId: string, code: string): string =>
  PREFIX + JSON.stringify({ s: sessionId, t: code });

/** A session check-in as scanned, by session id and code. */
export type SessionScan = { readonly sessionId: string; readonly code: string };

const fromUrl = (text: string): string => {
  const query = /[?&]qr=([^&#]+)/.exec(text)?.[1];
  if (query === undefined) return text;
  try {
    return decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    return '';
  }
};

/** Whether a scanned text is a session's check-in code (the Connect screen sends it there). */
export const isSessionScan = (text: string): boolean => fromUrl(text.trim()).startsWith(PREFIX);

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** Reads a scanned check-in code (the QR text or an app link carrying it); anything else is not ours. */
export const readSessionScan = (text: string): Plan<SessionScan> => {
  const payload = fromUrl(text.trim());
  if (payload.length > MAX_LENGTH || !payload.startsWith(PREFIX)) return refuse('invalid-qr');
  const value = parsed(payload.slice(PREFIX.length));
  if (typeof value !== 'object' || value === null) return refuse('invalid-qr');
  const { s, t } = value as Record<string, unknown>;
  if (typeof s !== 'string' || !v.is(keySchema, s) || typeof t !== 'string')
    return refuse('invalid-qr');
  if (!CODE_PATTERN.test(t)) return refuse('invalid-qr');
  return accept({ sessionId: s, code: t });
};

/** A code as the screen shows it: the QR's text, the code, and when the screen must renew it. */
export type SessionCodeView = {
  readonly qr: string;
  readonly code: string;
  readonly expiresAt: number;
};

/**
 * A screen's new code for a session, decided in a transaction on the session's codes: only for a
 * session that exists; a code still in use (or kept for late scans, as connection tokens are)
 * refuses and the server draws another; codes past that are dropped, so the node stays small.
 */
export const claimSessionCode = (
  current: SessionCodes | null,
  session: { readonly id: string; readonly exists: boolean },
  code: string,
  now: number,
): Claim<SessionCodeView, SessionCodes> => {
  if (!session.exists) return refuse('not-found', 'session');
  const live = Object.entries(current ?? {}).filter(
    ([, kept]) => tokenKeptUntil(kept.expiresAt) > now,
  );
  if (live.some(([held]) => held === code)) return refuse('illegal-transition', 'code in use');
  const expiresAt = now + SESSION_CODE_TTL_MS;
  const next: SessionCodes = Object.fromEntries([...live, [code, { issuedAt: now, expiresAt }]]);
  return claim(next, accept({ qr: encodeSessionCode(session.id, code), code, expiresAt }));
};

/** A code valid at `at`: issued before it and not yet expired. */
const validAt = (code: SessionCode, at: number): boolean =>
  code.issuedAt <= at && at < code.expiresAt;

export type CheckInResult = {
  readonly sessionId: string;
  readonly title: string;
  /** The points paid: nothing for a second check-in. */
  readonly awarded: number;
  readonly already: boolean;
};

/** The attendee a check-in pays: their key, their award profile, and what the organisers see. */
export type CheckInAttendee = {
  readonly key: string;
  readonly profile: AwardProfile & { readonly company?: string | undefined };
};

/**
 * A scan of a session's code, decided in a transaction on the attendee's check-in to it: the
 * session must be the caller's event's, and the code one its screens showed and still valid now;
 * a second check-in answers "already" and pays nothing; outside the window is refused in words.
 * The first pays the event's sessionCheckIn points, counts one for the session explorer badge, and
 * adds the attendee to the session's attendance.
 */
export const decideSessionCheckIn = (
  visit: SessionVisit | null,
  read: {
    readonly session: (SessionTimes & { readonly title: string }) | null;
    readonly codes: SessionCodes | null;
  },
  scan: SessionScan,
  me: CheckInAttendee,
  ctx: Pick<Context, 'newId' | 'now'>,
  values: PointValues = POINTS,
): Claim<CheckInResult, SessionVisit> => {
  const { session } = read;
  if (session === null) return refuse('not-found', 'session');
  const code = read.codes?.[scan.code];
  if (code === undefined) return refuse('invalid-qr');
  if (!validAt(code, ctx.now)) return refuse('checkin-code-expired');
  const answer = { sessionId: scan.sessionId, title: session.title };
  if (visit !== null) return accept({ ...answer, awarded: 0, already: true });
  const window = checkInWindow(session, ctx.now);
  if (window === 'early') return refuse('checkin-too-early');
  if (window === 'closed') return refuse('checkin-closed');
  const eventId = me.profile.eventId;
  const writes = new WriteSet()
    .increment(sessionCheckInNodes.checkIns(eventId, scan.sessionId), 1)
    .set(sessionCheckInNodes.attendee(eventId, scan.sessionId, me.key), {
      name: me.profile.name,
      ...(me.profile.company === undefined ? {} : { company: me.profile.company }),
      at: SERVER_TIME,
    });
  addAward(
    writes,
    me.profile,
    {
      key: me.key,
      points: values.sessionCheckIn,
      reason: `session-checkin:${scan.sessionId}`,
      by: 'system',
      counters: { sessions: 1 },
    },
    ctx,
  );
  const result = { ...answer, awarded: values.sessionCheckIn, already: false };
  return claim({ at: ctx.now }, accept(result, writes));
};

/** The attendee's scan: the scanned text only (the server reads the session and its codes). */
export const checkInSessionInput = v.strictObject({
  qr: v.pipe(v.string(), v.maxLength(MAX_LENGTH)),
});
export type CheckInSessionInput = v.InferOutput<typeof checkInSessionInput>;

/** An organiser's screen asks for a session's code. */
export const sessionCodeInput = v.strictObject({ eventId: keySchema, sessionId: keySchema });
export type SessionCodeInput = v.InferOutput<typeof sessionCodeInput>;
