import type { EventMode } from '@engage/domain/constants';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { get, onValue, push, ref } from 'firebase/database';
import { db } from './database-client.ts';

/**
 * What the organiser console reads of events, companies, content and themes. The rules decide
 * what each organiser may read; these only read it.
 */
export type EventRecord = {
  readonly id: string;
  readonly name: string;
  readonly startsAt?: number;
  readonly endsAt?: number;
  readonly venue?: string;
  readonly description?: string;
  readonly customerId?: string;
  readonly mode?: EventMode;
  readonly longLivedQr?: boolean;
  readonly registrants: number;
  readonly teams: readonly string[];
};

type RawEvent = {
  metadata?: Partial<Omit<EventRecord, 'id' | 'teams'>>;
  teams?: Record<string, { name: string }>;
};

const toEvent = (id: string, raw: RawEvent | null): EventRecord | null =>
  raw?.metadata?.name === undefined
    ? null
    : {
        ...raw.metadata,
        id,
        name: raw.metadata.name,
        registrants: raw.metadata.registrants ?? 0,
        teams: Object.keys(raw.teams ?? {}),
      };

/** The events an organiser runs: every event for `*`, else those their claim names. */
export const fetchEventRecords = async (scope: {
  readonly all: boolean;
  readonly events: readonly string[];
}): Promise<EventRecord[]> => {
  const found = scope.all
    ? Object.entries(
        ((await get(ref(db(), eventNodes.all()))).val() ?? {}) as Record<string, RawEvent>,
      ).map(([id, raw]) => toEvent(id, raw))
    : await Promise.all(
        scope.events.map(async (id) =>
          toEvent(id, (await get(ref(db(), eventNodes.event(id)))).val() as RawEvent | null),
        ),
      );
  return found
    .filter((event): event is EventRecord => event !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
};

export const watchEventRecord = (
  eventId: string,
  onChange: (event: EventRecord | null) => void,
): (() => void) =>
  onValue(ref(db(), eventNodes.event(eventId)), (snapshot) =>
    onChange(toEvent(eventId, snapshot.val() as RawEvent | null)),
  );

export type CompanyRecord = {
  readonly id: string;
  readonly name: string;
  readonly subscription: string;
  readonly userLimit: number;
  readonly eventTotal: number;
  readonly events: readonly string[];
  readonly logo?: string;
  readonly formId?: string;
  /** Seats taken: registrations counted against the limit. */
  readonly userCount: number;
};

type RawCompany = {
  metadata?: Partial<Omit<CompanyRecord, 'id' | 'events' | 'userCount'>> & {
    events?: Record<string, boolean>;
  };
  userCount?: number;
};

const toCompany = (id: string, raw: RawCompany | null): CompanyRecord | null =>
  raw?.metadata?.name === undefined
    ? null
    : {
        ...raw.metadata,
        id,
        name: raw.metadata.name,
        subscription: raw.metadata.subscription ?? 'free',
        userLimit: raw.metadata.userLimit ?? 0,
        eventTotal: raw.metadata.eventTotal ?? 0,
        events: Object.keys(raw.metadata.events ?? {}),
        userCount: raw.userCount ?? 0,
      };

/** The companies an organiser runs, live (seats move as people register). */
export const watchCompanies = (
  scope: { readonly all: boolean; readonly customers: readonly string[] },
  onChange: (companies: CompanyRecord[]) => void,
): (() => void) => {
  const sorted = (list: (CompanyRecord | null)[]) =>
    list
      .filter((company): company is CompanyRecord => company !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  if (scope.all)
    return onValue(ref(db(), organiserNodes.companies()), (snapshot) =>
      onChange(
        sorted(
          Object.entries((snapshot.val() ?? {}) as Record<string, RawCompany>).map(([id, raw]) =>
            toCompany(id, raw),
          ),
        ),
      ),
    );
  const current = new Map<string, CompanyRecord | null>();
  const stops = scope.customers.map((id) =>
    onValue(ref(db(), organiserNodes.company(id)), (snapshot) => {
      current.set(id, toCompany(id, snapshot.val() as RawCompany | null));
      if (current.size === scope.customers.length) onChange(sorted([...current.values()]));
    }),
  );
  if (scope.customers.length === 0) onChange([]);
  return () => {
    for (const stop of stops) stop();
  };
};

export type ContentKind = 'speaker' | 'sponsor' | 'prize';
/** A speaker, sponsor or prize as stored, with its id. */
export type ContentItem = { readonly id: string } & Readonly<Record<string, unknown>>;

const contentPath = (kind: ContentKind, eventId: string): string =>
  kind === 'speaker'
    ? eventNodes.speakers(eventId)
    : kind === 'sponsor'
      ? eventNodes.sponsors(eventId)
      : marketNodes.prizes(eventId);

export const watchContent = (
  kind: ContentKind,
  eventId: string,
  onChange: (items: ContentItem[]) => void,
): (() => void) =>
  onValue(ref(db(), contentPath(kind, eventId)), (snapshot) =>
    onChange(
      Object.entries((snapshot.val() ?? {}) as Record<string, Record<string, unknown>>).map(
        ([id, value]) => ({ ...value, id }),
      ),
    ),
  );

/**
 * A new id for an item made on screen (a push id, made locally, nothing written): its picture is
 * uploaded under it before the item is saved.
 */
export const newItemId = (eventId: string): string =>
  push(ref(db(), eventNodes.speakers(eventId))).key ?? `item${Date.now()}`;
