import type { Context, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type AuditAction, type AuditScope, organiserNodes } from './store/organisers.ts';

/** Who acted: their user key (or `uid:…` without a profile) and their sign-in email. */
export type Actor = { readonly by: string; readonly email?: string | undefined };

export type AuditRecord = {
  readonly action: AuditAction;
  /** What the action was about, for reading: an id, a user key, `speaker/{id}`… */
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
};

const json = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * An audit entry in the same plan as the action it records, so the log holds exactly what was
 * done: an action that is refused writes nothing, and so records nothing.
 */
export const addAudit = (
  into: WriteSet,
  scope: AuditScope,
  actor: Actor,
  record: AuditRecord,
  ctx: Pick<Context, 'newId'>,
): WriteSet =>
  into.set(organiserNodes.auditEntry(scope, ctx.newId()), {
    at: SERVER_TIME,
    by: actor.by,
    ...(actor.email === undefined ? {} : { email: actor.email }),
    action: record.action,
    target: record.target,
    before: json(record.before),
    after: json(record.after),
  });

/** The fields an edit changed, before and after, so an entry shows only what moved. */
export const changedFields = (
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): { readonly before: Record<string, unknown>; readonly after: Record<string, unknown> } => {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    const a = before?.[key];
    const b = after[key];
    if (json(a) === json(b)) continue;
    was[key] = a ?? null;
    now[key] = b ?? null;
  }
  return { before: was, after: now };
};

/**
 * An event setting's change in the event's audit log, with only the fields that moved; nothing
 * when none did (saving the same setting again records nothing).
 */
export const auditEventChange = (
  into: WriteSet,
  eventId: string,
  actor: Actor,
  action: AuditAction,
  change: {
    readonly before: Readonly<Record<string, unknown>> | null;
    readonly after: Readonly<Record<string, unknown>>;
  },
  ctx: Pick<Context, 'newId'>,
): WriteSet => {
  const moved = changedFields(change.before, change.after);
  if (Object.keys(moved.after).length === 0) return into;
  return addAudit(
    into,
    { kind: 'event', id: eventId },
    actor,
    { action, target: eventId, ...moved },
    ctx,
  );
};
