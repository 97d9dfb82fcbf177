import type { EventTeam } from '@engage/domain/store/events';
import { useLiveQuery } from './live-query.ts';

/** An event's teams by key (events/{id}/teams): each with the name its organisers gave it. */
export type EventTeams = Readonly<Record<string, EventTeam>>;

const eventTeamsKey = (eventId: string) => ['events', eventId, 'teams'] as const;

/**
 * The event's teams, live (the node is public): profiles, boards and exports name a team by its
 * key, and every screen shows the name stored with the event's team. Undefined until it loads.
 */
export const useEventTeams = (eventId: string | undefined): EventTeams | undefined =>
  useLiveQuery(
    eventTeamsKey(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange) => (await import('./firebase/events.ts')).watchTeams(eventId, onChange),
  );

/** The name a team key shows: the event's name for it, else the key itself (spec section 9). */
export const teamLabel = (teams: EventTeams | undefined, key: string): string =>
  (teams !== undefined && Object.hasOwn(teams, key) ? teams[key]?.name : undefined) ?? key;
