import { minuteKey } from '@engage/domain/activity';
import {
  type ActivityMinute,
  eventNodes,
  type Lead as StoredLead,
  type Rep as StoredRep,
} from '@engage/domain/store/events';
import type { IndexedNode } from '@engage/domain/store/indexed';
import { type DeskPurchase, type DeskState, marketNodes } from '@engage/domain/store/market';
import {
  type AuditAction,
  type AuditScope,
  organiserNodes,
  type StoredAudit,
} from '@engage/domain/store/organisers';
import { equalTo, limitToLast, orderByKey, type QueryConstraint, startAt } from 'firebase/database';
import { orderByIndexed, watch, watchChildren } from './read.ts';

/** The console's live views of the prize desk, the overview, booths and the audit log. */
export type Purchase = DeskPurchase & { readonly id: string };

/**
 * A console log's window: its newest `limit` children in `order` (a child's value, or the
 * push-id key when none), or only those whose `where.child` is `where.value` (by its index).
 */
const newestOf = <T, K extends string>(
  log: IndexedNode<T, K>,
  limit: number,
  order: NoInfer<K> | undefined,
  where: { readonly child: NoInfer<K>; readonly value: string } | undefined,
): QueryConstraint[] =>
  where !== undefined
    ? [orderByIndexed(log, where.child), equalTo(where.value), limitToLast(limit)]
    : order === undefined
      ? [limitToLast(limit)]
      : [orderByIndexed(log, order), limitToLast(limit)];

/**
 * The event's newest `limit` purchases, or of those in one state (the index on `state`, so a desk
 * of 10,000 sales finds every purchase still to allocate), live, newest first.
 */
export const watchPurchases = (
  eventId: string,
  state: DeskState | undefined,
  limit: number,
  onChange: (purchases: Purchase[]) => void,
) =>
  watchChildren(
    marketNodes.purchases(eventId),
    newestOf(
      marketNodes.purchases(eventId),
      limit,
      'at',
      state === undefined ? undefined : { child: 'state', value: state },
    ),
    (children) => {
      const rows: Purchase[] = children.map(([id, purchase]) => ({ ...purchase, id }));
      onChange(rows.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)));
    },
  );

/** The event's activity buckets from `since` on, live (a minute's counters move as they happen). */
export const watchActivity = (
  eventId: string,
  since: number,
  onChange: (minutes: Record<string, ActivityMinute>) => void,
) =>
  watchChildren(
    eventNodes.activity(eventId),
    [orderByKey(), startAt(minuteKey(since))],
    (minutes) => onChange(Object.fromEntries(minutes)),
  );

export type Rep = StoredRep & { readonly publicId: string };
export type Lead = StoredLead & { readonly visitorId: string };

export const watchReps = (eventId: string, onChange: (reps: Rep[]) => void) =>
  watch(eventNodes.reps(eventId), (reps) =>
    onChange(
      Object.entries(reps ?? {})
        .map(([publicId, rep]) => ({ ...rep, publicId }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );

/** Every booth's leads of the event, by the representative's public id, live. */
export const watchLeads = (eventId: string, onChange: (leads: Record<string, Lead[]>) => void) =>
  watch(eventNodes.leads(eventId), (leads) => {
    onChange(
      Object.fromEntries(
        Object.entries(leads ?? {}).map(([rep, visits]) => [
          rep,
          Object.entries(visits)
            .map(([visitorId, lead]) => ({ ...lead, visitorId }))
            .sort((a, b) => b.at - a.at),
        ]),
      ),
    );
  });

export type AuditEntry = StoredAudit & { readonly id: string };

/** The newest `limit` entries of an audit log, live, newest first; one action only when named. */
export const watchAudit = (
  scope: AuditScope,
  action: AuditAction | undefined,
  limit: number,
  onChange: (entries: AuditEntry[]) => void,
) =>
  watchChildren(
    organiserNodes.audit(scope),
    newestOf(
      organiserNodes.audit(scope),
      limit,
      undefined,
      action === undefined ? undefined : { child: 'action', value: action },
    ),
    (children) => {
      const entries: AuditEntry[] = children.map(([id, entry]) => ({ ...entry, id }));
      onChange(entries.sort((a, b) => (a.id < b.id ? 1 : -1)));
    },
  );
