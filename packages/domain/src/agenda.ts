import type { Session } from './sessions.ts';

/**
 * What the agenda screens make of an event's programme (agenda.md): what is on now and next, the
 * programme by day and by track, the filters, each room's session for the projector, and the
 * overlaps of an attendee's starred sessions. Sessions come ordered (sessionsFromStored).
 */

/** The sessions on at `now` (started, not ended), and the ones starting next (all at that time). */
export const nowAndNext = (
  sessions: readonly Session[],
  now: number,
): { readonly now: readonly Session[]; readonly next: readonly Session[] } => {
  const upcoming = sessions.filter((s) => s.startsAt > now);
  const first = Math.min(...upcoming.map((s) => s.startsAt));
  return {
    now: sessions.filter((s) => s.startsAt <= now && now < s.endsAt),
    next: upcoming.filter((s) => s.startsAt === first),
  };
};

/** A room's line on the projector: the session on there now, else its next one, if any. */
export type RoomNow = {
  readonly room: string;
  readonly now: Session | null;
  readonly next: Session | null;
};

/** Each room of the programme (by name), with its session now and its next. */
export const nowInEachRoom = (sessions: readonly Session[], now: number): readonly RoomNow[] =>
  [...new Set(sessions.map((s) => s.room))]
    .sort((a, b) => a.localeCompare(b))
    .map((room) => {
      const own = sessions.filter((s) => s.room === room);
      return {
        room,
        now: own.find((s) => s.startsAt <= now && now < s.endsAt) ?? null,
        next: own.find((s) => s.startsAt > now) ?? null,
      };
    });

/** What an attendee narrows the agenda to; an empty filter keeps every session. */
export type AgendaFilter = {
  readonly track?: string | undefined;
  readonly room?: string | undefined;
  readonly speaker?: string | undefined;
  /** Only these sessions (the attendee's stars). */
  readonly only?: ReadonlySet<string> | undefined;
};

export const filterSessions = (
  sessions: readonly Session[],
  filter: AgendaFilter,
): readonly Session[] =>
  sessions.filter(
    (s) =>
      (filter.track === undefined || s.track === filter.track) &&
      (filter.room === undefined || s.room === filter.room) &&
      (filter.speaker === undefined || s.speakerIds.includes(filter.speaker)) &&
      (filter.only === undefined || filter.only.has(s.id)),
  );

/** The tracks and rooms the programme has, each sorted, for the filters. */
export const agendaChoices = (
  sessions: readonly Session[],
): { readonly tracks: readonly string[]; readonly rooms: readonly string[] } => {
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    tracks: sorted(sessions.map((s) => s.track)),
    rooms: sorted(sessions.map((s) => s.room)),
  };
};

/** A day of the programme and its sessions by track, in the programme's order. */
export type AgendaDay = {
  readonly day: string;
  readonly tracks: readonly { readonly track: string; readonly sessions: readonly Session[] }[];
};

/**
 * The programme by day (`dayOf` names the day an instant falls on, on the event's clock), and in
 * each day by track (tracks by name).
 */
export const byDayAndTrack = (
  sessions: readonly Session[],
  dayOf: (at: number) => string,
): readonly AgendaDay[] => {
  const days = new Map<string, Session[]>();
  for (const session of sessions) {
    const day = dayOf(session.startsAt);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days].map(([day, list]) => ({
    day,
    tracks: agendaChoices(list).tracks.map((track) => ({
      track,
      sessions: list.filter((s) => s.track === track),
    })),
  }));
};

/**
 * The ids of the given sessions that overlap another of them (one ends after the other starts):
 * the attendee cannot be in both.
 */
export const overlapping = (sessions: readonly Session[]): ReadonlySet<string> => {
  const clashes = new Set<string>();
  for (const a of sessions)
    for (const b of sessions)
      if (a.id !== b.id && a.startsAt < b.endsAt && b.startsAt < a.endsAt) clashes.add(a.id);
  return clashes;
};
