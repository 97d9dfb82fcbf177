import {
  type CheckInSessionInput,
  claimSessionCode,
  decideSessionCheckIn,
  readSessionScan,
  type SessionCodeInput,
} from '@engage/domain/session-checkin';
import { decideSessionFeedback, type RateSessionInput } from '@engage/domain/session-feedback';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes } from '@engage/domain/store/sessions';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import { requireMe, requireOrganiser } from '@engage/server/users';
import { drawCode } from './scoring.ts';

/**
 * A fresh check-in code for a session's screen (the console's session page, a room's screen):
 * claimed in a transaction on the session's codes, drawn again while one is in use, as a
 * connection token is.
 */
export const sessionCode = async (deps: Deps, input: SessionCodeInput, caller: Caller) => {
  const [, stored] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, sessionNodes.session(input.eventId, input.sessionId)),
  ]);
  const session = { id: input.sessionId, exists: stored !== null };
  return drawCode((code) =>
    commitClaim(deps, sessionCheckInNodes.codes(input.eventId, input.sessionId), (current) =>
      claimSessionCode(current, session, code, deps.now()),
    ),
  );
};

/**
 * An attendee's scan of a session's code: the session is read from the caller's own event (a code
 * of another event's session finds none), with its live codes and the event's points; the
 * check-in is decided in a transaction on the attendee's check-in to it, so two taps pay once.
 */
export const checkInSession = async (deps: Deps, input: CheckInSessionInput, caller: Caller) => {
  const scan = await commit(deps, readSessionScan(input.qr));
  const me = await requireMe(deps, caller);
  const eventId = me.profile.eventId;
  const [session, codes, { points }] = await Promise.all([
    read(deps, sessionNodes.session(eventId, scan.sessionId)),
    read(deps, sessionCheckInNodes.codes(eventId, scan.sessionId)),
    readScoring(deps, eventId),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, sessionCheckInNodes.visit(me.key, scan.sessionId), (visit) =>
    decideSessionCheckIn(visit, { session, codes }, scan, me, ctx, points),
  );
};

/** An attendee's rating of a session they checked in to, decided on their check-in: once. */
export const rateSession = async (deps: Deps, input: RateSessionInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const eventId = me.profile.eventId;
  const [session, { points }] = await Promise.all([
    read(deps, sessionNodes.session(eventId, input.sessionId)),
    readScoring(deps, eventId),
  ]);
  const ctx = context(deps);
  return commitClaim(deps, sessionCheckInNodes.visit(me.key, input.sessionId), (visit) =>
    decideSessionFeedback(visit, session, input, me, ctx, points),
  );
};
