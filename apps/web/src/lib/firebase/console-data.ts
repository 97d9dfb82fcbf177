import { DEFAULT_ADMISSION } from '@engage/domain/admission';
import type { ContentKind } from '@engage/domain/console-content';
import { eventNodes, type StoredTriviaQuestion } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import {
  type AdmissionPolicy,
  type Application,
  type CompanyMetadata,
  organiserNodes,
  type StoredCompany,
} from '@engage/domain/store/organisers';
import { inQuizOrder } from '@engage/domain/trivia-edit';
import { push, ref } from 'firebase/database';
import { db } from './database-client.ts';
import { type NamedEvent, namedEvent } from './events.ts';
import { read, watch } from './read.ts';

/**
 * What the organiser console reads of events, companies, content and themes. The rules decide
 * what each organiser may read; these only read it.
 */
export type EventRecord = Omit<NamedEvent, 'registering' | 'registrants' | 'teams'> & {
  readonly registrants: number;
  /** The event's team keys. */
  readonly teams: readonly string[];
};

const toRecord = (event: NamedEvent | null): EventRecord | null =>
  event === null
    ? null
    : { ...event, registrants: event.registrants ?? 0, teams: Object.keys(event.teams) };

/** The events an organiser runs: every event for `*`, else those their claim names. */
export const fetchEventRecords = async (scope: {
  readonly all: boolean;
  readonly events: readonly string[];
}): Promise<EventRecord[]> => {
  const found = scope.all
    ? Object.entries((await read(eventNodes.all())) ?? {}).map(([id, stored]) =>
        toRecord(namedEvent(id, stored)),
      )
    : await Promise.all(
        scope.events.map(async (id) => toRecord(namedEvent(id, await read(eventNodes.event(id))))),
      );
  return found
    .filter((event): event is EventRecord => event !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
};

export const watchEventRecord = (
  eventId: string,
  onChange: (event: EventRecord | null) => void,
): (() => void) =>
  watch(eventNodes.event(eventId), (stored) => onChange(toRecord(namedEvent(eventId, stored))));

export type CompanyRecord = Omit<CompanyMetadata, 'events'> & {
  readonly id: string;
  /** The company's event ids. */
  readonly events: readonly string[];
  /** Seats taken: registrations counted against the limit. */
  readonly userCount: number;
  /** How its seats are taken (the code alone when none is stored). */
  readonly admission: AdmissionPolicy;
};

const toCompany = (id: string, raw: StoredCompany | null): CompanyRecord | null =>
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
        admission: raw.admission ?? DEFAULT_ADMISSION,
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
    return watch(organiserNodes.companies(), (companies) =>
      onChange(sorted(Object.entries(companies ?? {}).map(([id, raw]) => toCompany(id, raw)))),
    );
  const current = new Map<string, CompanyRecord | null>();
  const stops = scope.customers.map((id) =>
    watch(organiserNodes.company(id), (company) => {
      current.set(id, toCompany(id, company));
      if (current.size === scope.customers.length) onChange(sorted([...current.values()]));
    }),
  );
  if (scope.customers.length === 0) onChange([]);
  return () => {
    for (const stop of stops) stop();
  };
};

/** Someone holding a seat of a company: an attendee of one of its events. */
export type SeatHolder = {
  readonly key: string;
  readonly name: string;
  readonly email: string;
  readonly eventId: string;
};

/**
 * The seats a company's events hold, live: their attendees from the events' people index (an
 * event keeps its registrants' company, so they are the company's seats). Organisers' own
 * profiles hold none and are left out.
 */
export const watchSeatHolders = (
  eventIds: readonly string[],
  onChange: (holders: SeatHolder[]) => void,
): (() => void) => {
  const byEvent = new Map<string, SeatHolder[]>();
  const stops = eventIds.map((eventId) =>
    watch(eventNodes.search(eventId), (rows) => {
      byEvent.set(
        eventId,
        Object.entries(rows ?? {})
          .filter(([, row]) => !row.isAdmin)
          .map(([key, row]) => ({ key, name: row.name, email: row.email, eventId })),
      );
      if (byEvent.size === eventIds.length)
        onChange([...byEvent.values()].flat().sort((a, b) => a.name.localeCompare(b.name)));
    }),
  );
  if (eventIds.length === 0) onChange([]);
  return () => {
    for (const stop of stops) stop();
  };
};

/** A registrant waiting for (or given) a company's approval, with their uid. */
export type ApplicationRecord = Application & { readonly uid: string };

export const watchApplications = (
  customerId: string,
  onChange: (applications: ApplicationRecord[]) => void,
): (() => void) =>
  watch(organiserNodes.applications(customerId), (stored) =>
    onChange(
      Object.entries(stored ?? {})
        .map(([uid, application]) => ({ ...application, uid }))
        .sort((a, b) => a.at - b.at),
    ),
  );

/** A speaker, sponsor or prize as stored, with its id. */
export type ContentItem = { readonly id: string } & Readonly<Record<string, unknown>>;

export const watchContent = (
  kind: ContentKind,
  eventId: string,
  onChange: (items: ContentItem[]) => void,
): (() => void) => {
  const list = <T extends object>(items: Readonly<Record<string, T>> | null) =>
    onChange(Object.entries(items ?? {}).map(([id, value]) => ({ ...value, id })));
  return kind === 'speaker'
    ? watch(eventNodes.speakers(eventId), list)
    : kind === 'sponsor'
      ? watch(eventNodes.sponsors(eventId), list)
      : watch(marketNodes.prizes(eventId), list);
};

/**
 * A new id for an item made on screen (a push id, made locally, nothing written): its picture is
 * uploaded under it before the item is saved.
 */
export const newItemId = (eventId: string): string =>
  push(ref(db(), eventNodes.speakers(eventId))).key ?? `item${Date.now()}`;

/** A trivia question as the console lists it: what attendees see, never the right option. */
export type TriviaItem = {
  readonly id: string;
  readonly image: string | undefined;
  readonly question: string;
  readonly options: readonly string[];
  readonly points: number | undefined;
  readonly order: number | undefined;
};

const triviaItem = (id: string, stored: StoredTriviaQuestion): TriviaItem => ({
  id,
  image: stored.image,
  question: stored.question,
  options: Object.values(stored.options ?? {}),
  points: stored.points,
  order: stored.order,
});

/** The event's trivia questions, live, in the order attendees get them. */
export const watchTrivia = (
  eventId: string,
  onChange: (items: TriviaItem[]) => void,
): (() => void) =>
  watch(eventNodes.trivia(eventId), (quiz) =>
    onChange(inQuizOrder(Object.entries(quiz ?? {}).map(([id, stored]) => triviaItem(id, stored)))),
  );

/**
 * A new question's id, named after its event (`{event}__{push id}`, so ids are unique across
 * events and its picture folder says whose it is), made locally before its picture is uploaded.
 */
export const newQuestionId = (eventId: string): string =>
  `${eventId}__${push(ref(db(), eventNodes.trivia(eventId))).key ?? Date.now().toString(36)}`;
