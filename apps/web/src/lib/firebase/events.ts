import {
  type EventMetadata,
  type EventTeam,
  eventNodes,
  type StoredEvent,
  type StoredPickLists,
  type Speaker as StoredSpeaker,
  type Sponsor as StoredSponsor,
} from '@engage/domain/store/events';
import type { ThemeScheme } from '@engage/domain/theme';
import { read, watch } from './read.ts';

/** An event as stored, with its id, a name, and its teams by key (none when it has none). */
export type NamedEvent = EventMetadata & {
  readonly id: string;
  readonly name: string;
  readonly teams: Readonly<Record<string, EventTeam>>;
  /** The lists its registration offers, where its organisers set any. */
  readonly pickLists?: StoredPickLists;
};

/**
 * The one reading of an event's node, which the attendee's and the console's views are made
 * from: null when there is no event there, or one without a name (half-written).
 */
export const namedEvent = (id: string, stored: StoredEvent | null): NamedEvent | null =>
  stored?.metadata?.name === undefined
    ? null
    : {
        ...stored.metadata,
        id,
        name: stored.metadata.name,
        teams: stored.teams ?? {},
        ...(stored.pickLists === undefined ? {} : { pickLists: stored.pickLists }),
      };

export type EventSummary = Pick<
  NamedEvent,
  'id' | 'name' | 'customerId' | 'venue' | 'startsAt' | 'description' | 'pickLists' | 'timeZone'
> & {
  /**
   * The event's teams as text, each with its key (what a registration names): a screen shows the
   * name its organisers gave it, whatever it is.
   */
  readonly teams: readonly ({ readonly key: string } & {
    readonly [K in keyof EventTeam]: string;
  })[];
};

/** A speaker as stored, with its id; older speakers may have no `about`. */
export type Speaker = Omit<StoredSpeaker, 'about'> &
  Partial<Pick<StoredSpeaker, 'about'>> & { readonly id: string };

/** A sponsor as stored, with its id; older sponsors may have no logo. */
export type Sponsor = Omit<StoredSponsor, 'Logo'> &
  Partial<Pick<StoredSponsor, 'Logo'>> & { readonly id: string };

const toSummary = (event: NamedEvent | null): EventSummary | null =>
  event === null
    ? null
    : {
        id: event.id,
        name: event.name,
        ...(event.customerId ? { customerId: event.customerId } : {}),
        ...(event.venue ? { venue: event.venue } : {}),
        ...(event.startsAt ? { startsAt: event.startsAt } : {}),
        ...(event.description ? { description: event.description } : {}),
        ...(event.pickLists ? { pickLists: event.pickLists } : {}),
        ...(event.timeZone ? { timeZone: event.timeZone } : {}),
        teams: Object.entries(event.teams).map(([key, team]) => ({ key, ...team })),
      };

/** An event by id, or null when there is none. */
export const fetchEvent = async (eventId: string): Promise<EventSummary | null> =>
  toSummary(namedEvent(eventId, await read(eventNodes.event(eventId))));

/** Live updates of an event; returns the unsubscribe function. */
export const watchEvent = (
  eventId: string,
  onChange: (event: EventSummary | null) => void,
): (() => void) =>
  watch(eventNodes.event(eventId), (stored) => onChange(toSummary(namedEvent(eventId, stored))));

/** The event's teams by key, live: a team its organisers rename shows its new name at once. */
export const watchTeams = (
  eventId: string,
  onChange: (teams: Readonly<Record<string, EventTeam>>) => void,
): (() => void) => watch(eventNodes.teams(eventId), (teams) => onChange(teams ?? {}));

/** The event's colour scheme, live: a saved theme reaches open screens at once. */
export const watchTheme = (
  eventId: string,
  onChange: (scheme: ThemeScheme | null) => void,
): (() => void) => watch(eventNodes.theme(eventId), onChange);

export const fetchTheme = (eventId: string): Promise<ThemeScheme | null> =>
  read(eventNodes.theme(eventId));

export const fetchSpeakers = async (eventId: string): Promise<Speaker[]> => {
  const raw = (await read(eventNodes.speakers(eventId))) ?? {};
  return Object.entries(raw)
    .map(([id, speaker]) => ({ id, ...speaker }))
    .sort((a, b) => a.time.localeCompare(b.time));
};

export const fetchSponsors = async (eventId: string): Promise<Sponsor[]> => {
  const raw = (await read(eventNodes.sponsors(eventId))) ?? {};
  return Object.entries(raw).map(([id, sponsor]) => ({ id, ...sponsor }));
};

/** The event's time zone (none: UTC), live: every date and time of the event is shown in it. */
export const watchTimeZone = (
  eventId: string,
  onChange: (timeZone: string | null) => void,
): (() => void) => watch(eventNodes.field(eventId, 'timeZone'), onChange);
