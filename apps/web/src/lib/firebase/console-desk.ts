import { minuteKey } from '@engage/domain/activity';
import { type ActivityMinute, eventNodes } from '@engage/domain/store/events';
import { type DeskPurchase, type DeskState, marketNodes } from '@engage/domain/store/market';
import {
  type AuditAction,
  type AuditScope,
  organiserNodes,
  type StoredAudit,
} from '@engage/domain/store/organisers';
import {
  equalTo,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  query,
  ref,
  startAt,
} from 'firebase/database';
import { db } from './database-client.ts';

/** The console's live views of the prize desk, the overview, booths and the audit log. */
export type Purchase = DeskPurchase & { readonly id: string };

/**
 * A console log's window: the newest `limit` children of `path` in `order` (a child's value, or
 * the push-id key when none), or only those whose `where.child` is `where.value` (by its index).
 */
const newestOf = (
  path: string,
  limit: number,
  order: string | undefined,
  where: { readonly child: string; readonly value: string } | undefined,
) =>
  where !== undefined
    ? query(ref(db(), path), orderByChild(where.child), equalTo(where.value), limitToLast(limit))
    : order === undefined
      ? query(ref(db(), path), limitToLast(limit))
      : query(ref(db(), path), orderByChild(order), limitToLast(limit));

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
  onValue(
    newestOf(
      marketNodes.purchases(eventId),
      limit,
      'at',
      state === undefined ? undefined : { child: 'state', value: state },
    ),
    (snapshot) => {
      const rows: Purchase[] = [];
      snapshot.forEach((child) => {
        rows.push({ ...(child.val() as DeskPurchase), id: child.key ?? '' });
      });
      onChange(rows.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)));
    },
  );

/** The event's activity buckets from `since` on, live (a minute's counters move as they happen). */
export const watchActivity = (
  eventId: string,
  since: number,
  onChange: (minutes: Record<string, ActivityMinute>) => void,
) =>
  onValue(
    query(ref(db(), eventNodes.activity(eventId)), orderByKey(), startAt(minuteKey(since))),
    (snapshot) => onChange((snapshot.val() ?? {}) as Record<string, ActivityMinute>),
  );

export type Rep = {
  readonly publicId: string;
  readonly name: string;
  readonly company: string;
  readonly key: string;
};
export type Lead = {
  readonly visitorId: string;
  readonly name: string;
  readonly company: string;
  readonly at: number;
};

export const watchReps = (eventId: string, onChange: (reps: Rep[]) => void) =>
  onValue(ref(db(), eventNodes.reps(eventId)), (snapshot) =>
    onChange(
      Object.entries((snapshot.val() ?? {}) as Record<string, Omit<Rep, 'publicId'>>)
        .map(([publicId, rep]) => ({ ...rep, publicId }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ),
  );

/** Every booth's leads of the event, by the representative's public id, live. */
export const watchLeads = (eventId: string, onChange: (leads: Record<string, Lead[]>) => void) =>
  onValue(ref(db(), eventNodes.leads(eventId)), (snapshot) => {
    const raw = (snapshot.val() ?? {}) as Record<string, Record<string, Omit<Lead, 'visitorId'>>>;
    onChange(
      Object.fromEntries(
        Object.entries(raw).map(([rep, visits]) => [
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
  onValue(
    newestOf(
      organiserNodes.audit(scope),
      limit,
      undefined,
      action === undefined ? undefined : { child: 'action', value: action },
    ),
    (snapshot) => {
      const entries: AuditEntry[] = [];
      snapshot.forEach((child) => {
        entries.push({ ...(child.val() as StoredAudit), id: child.key ?? '' });
      });
      onChange(entries.sort((a, b) => (a.id < b.id ? 1 : -1)));
    },
  );
