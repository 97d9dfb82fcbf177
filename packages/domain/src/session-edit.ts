import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { keySchema } from './entities.ts';
import type { ErrorCode } from './errors.ts';
import { accept, type Context, type Plan, refuseField, WriteSet } from './plan.ts';
import { decideSession, SESSION_LIMITS, sessionInputSchema, toStoredSession } from './sessions.ts';
import { type StoredSession, sessionNodes } from './store/sessions.ts';

/**
 * Organisers' changes to an event's programme (adminSetSession, adminDeleteSession,
 * adminImportSessions): each decided against what the server read of the event (its speakers,
 * its sessions), written with an audit entry in the same update, or refused changing nothing.
 */

/** Sessions one import call carries: the console sends a longer file in batches of this size. */
export const SESSION_IMPORT_BATCH = 100;

export const setSessionInput = v.strictObject({
  eventId: keySchema,
  /** The session edited; null adds one. */
  id: v.nullable(keySchema),
  session: sessionInputSchema,
});
export type SetSessionInput = v.InferOutput<typeof setSessionInput>;

export const deleteSessionInput = v.strictObject({ eventId: keySchema, id: keySchema });
export type DeleteSessionInput = v.InferOutput<typeof deleteSessionInput>;

export const importSessionsInput = v.strictObject({
  eventId: keySchema,
  rows: v.pipe(
    v.array(
      v.strictObject({
        /** The row's number in the organiser's file, so a refusal names it. */
        row: v.pipe(v.number(), v.integer(), v.minValue(1)),
        session: sessionInputSchema,
      }),
    ),
    v.minLength(1),
    v.maxLength(SESSION_IMPORT_BATCH),
  ),
});
export type ImportSessionsInput = v.InferOutput<typeof importSessionsInput>;

/** What the server read of the event a change is about. */
export type ProgrammeRead = {
  readonly exists: boolean;
  /** The ids of the event's speakers (eventNodes.speakers). */
  readonly speakerIds: ReadonlySet<string>;
  /** How many sessions the event has now. */
  readonly sessions: number;
};

/** A row of an import the server refused, with the field it is about when there is one. */
export type RefusedSessionRow = {
  readonly row: number;
  readonly error: ErrorCode;
  readonly field?: string | undefined;
};
export type SessionImportAnswer = {
  readonly imported: number;
  readonly refused: readonly RefusedSessionRow[];
};

const noEvent = () => refuseField('not-found', 'eventId', 'no such event');
const full = () =>
  refuseField('sessions-full', 'eventId', `${SESSION_LIMITS.perEvent} sessions already`);

const writeSession = (
  writes: WriteSet,
  eventId: string,
  id: string,
  change: { readonly before: StoredSession | null; readonly after: StoredSession },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
) => {
  writes.set(sessionNodes.session(eventId, id), change.after);
  return addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    { action: 'session.write', target: `session/${id}`, ...change },
    ctx,
  );
};

/**
 * A session added (a new id) or edited (the one named, which must exist), held to decideSession;
 * a new one only while the event has fewer than SESSION_LIMITS.perEvent.
 */
export const planSetSession = (
  current: StoredSession | null,
  input: SetSessionInput,
  read: ProgrammeRead,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  if (!read.exists) return noEvent();
  if (input.id !== null && current === null) return refuseField('not-found', 'id', 'no session');
  if (input.id === null && read.sessions >= SESSION_LIMITS.perEvent) return full();
  const decided = decideSession(input.session, read.speakerIds);
  if (!decided.ok) return decided;
  const id = input.id ?? ctx.newId();
  const after = toStoredSession(decided.value);
  const writes = writeSession(
    new WriteSet(),
    input.eventId,
    id,
    { before: current, after },
    actor,
    ctx,
  );
  return accept({ id }, writes);
};

/** A session removed, with what it was in the audit log. */
export const planDeleteSession = (
  current: StoredSession | null,
  input: DeleteSessionInput,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  if (current === null) return refuseField('not-found', 'id', 'no session');
  const writes = new WriteSet().remove(sessionNodes.session(input.eventId, input.id));
  addAudit(
    writes,
    { kind: 'event', id: input.eventId },
    actor,
    { action: 'session.delete', target: `session/${input.id}`, before: current, after: null },
    ctx,
  );
  return accept({ id: input.id }, writes);
};

/**
 * A batch of imported rows, each judged again as the preview judged it (the server never trusts
 * the preview): the accepted ones added as new sessions while the event has room, the others
 * answered by row number. One audit entry records the batch.
 */
export const planImportSessions = (
  input: ImportSessionsInput,
  read: ProgrammeRead,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<SessionImportAnswer> => {
  if (!read.exists) return noEvent();
  const writes = new WriteSet();
  const refused: RefusedSessionRow[] = [];
  const added: string[] = [];
  for (const { row, session } of input.rows) {
    const decided = decideSession(session, read.speakerIds);
    if (!decided.ok) refused.push({ row, error: decided.error, field: decided.field });
    else if (read.sessions + added.length >= SESSION_LIMITS.perEvent)
      refused.push({ row, error: 'sessions-full' });
    else {
      const id = ctx.newId();
      writes.set(sessionNodes.session(input.eventId, id), toStoredSession(decided.value));
      added.push(id);
    }
  }
  if (added.length > 0)
    addAudit(
      writes,
      { kind: 'event', id: input.eventId },
      actor,
      { action: 'sessions.import', target: input.eventId, before: null, after: { added } },
      ctx,
    );
  return accept({ imported: added.length, refused }, writes);
};
