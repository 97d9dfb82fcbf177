import { eventNodes } from '@engage/domain/store/events';
import type { ThemeScheme } from '@engage/domain/theme';
import { get, onValue, ref } from 'firebase/database';
import { db } from './database-client.ts';

export type EventSummary = {
  readonly id: string;
  readonly name: string;
  readonly customerId?: string;
  readonly venue?: string;
  readonly startsAt?: number;
  readonly description?: string;
  readonly teams: readonly { readonly name: string; readonly color: string }[];
};

export type Speaker = {
  readonly id: string;
  readonly name: string;
  readonly topic: string;
  readonly location: string;
  readonly time: string;
  /** What the organiser wrote about the speaker; older speakers may have none. */
  readonly about?: string;
  readonly linkedinUrl?: string;
  readonly twitterURL?: string;
  readonly instagramURL?: string;
  readonly facebookURL?: string;
  /** The photo's storage path (speakers/{name}). */
  readonly image?: string;
};

export type Sponsor = {
  readonly id: string;
  readonly name?: string;
  /** The logo's storage path. */
  readonly Logo?: string;
  readonly Category: string;
  readonly Paragraph: string;
  readonly SocialLinks?: Readonly<Record<string, string>>;
};

type RawEvent = {
  metadata?: {
    name?: string;
    customerId?: string;
    venue?: string;
    startsAt?: number;
    description?: string;
  };
  teams?: Record<string, { name: string; color: string }>;
};

const toEvent = (id: string, raw: RawEvent | null): EventSummary | null =>
  raw?.metadata?.name === undefined
    ? null
    : {
        id,
        name: raw.metadata.name,
        ...(raw.metadata.customerId ? { customerId: raw.metadata.customerId } : {}),
        ...(raw.metadata.venue ? { venue: raw.metadata.venue } : {}),
        ...(raw.metadata.startsAt ? { startsAt: raw.metadata.startsAt } : {}),
        ...(raw.metadata.description ? { description: raw.metadata.description } : {}),
        teams: Object.values(raw.teams ?? {}),
      };

/** An event by id, or null when there is none. */
export const fetchEvent = async (eventId: string): Promise<EventSummary | null> =>
  toEvent(eventId, (await get(ref(db(), eventNodes.event(eventId)))).val() as RawEvent | null);

/** Live updates of an event; returns the unsubscribe function. */
export const watchEvent = (
  eventId: string,
  onChange: (event: EventSummary | null) => void,
): (() => void) =>
  onValue(ref(db(), eventNodes.event(eventId)), (snapshot) =>
    onChange(toEvent(eventId, snapshot.val() as RawEvent | null)),
  );

/** The event's colour scheme, live: a saved theme reaches open screens at once. */
export const watchTheme = (
  eventId: string,
  onChange: (scheme: ThemeScheme | null) => void,
): (() => void) =>
  onValue(ref(db(), eventNodes.theme(eventId)), (snapshot) =>
    onChange(snapshot.val() as ThemeScheme | null),
  );

export const fetchTheme = async (eventId: string): Promise<ThemeScheme | null> =>
  (await get(ref(db(), eventNodes.theme(eventId)))).val() as ThemeScheme | null;

export const fetchSpeakers = async (eventId: string): Promise<Speaker[]> => {
  const raw = ((await get(ref(db(), eventNodes.speakers(eventId)))).val() ?? {}) as Record<
    string,
    Omit<Speaker, 'id'>
  >;
  return Object.entries(raw)
    .map(([id, speaker]) => ({ id, ...speaker }))
    .sort((a, b) => a.time.localeCompare(b.time));
};

export const fetchSponsors = async (eventId: string): Promise<Sponsor[]> => {
  const raw = ((await get(ref(db(), eventNodes.sponsors(eventId)))).val() ?? {}) as Record<
    string,
    Omit<Sponsor, 'id'>
  >;
  return Object.entries(raw).map(([id, sponsor]) => ({ id, ...sponsor }));
};
