import { seg } from './keys.ts';
import { node } from './node.ts';

/**
 * A session of an event's programme as the database holds it (sessions.ts): times are instants
 * (epoch ms), shown on the event's clock. The database keeps no empty list and no null, so a
 * session without speakers has no `speakerIds` and one without a limit has no `capacity`;
 * `sessionFromStored` gives readers the whole Session. The event's members, organisers and live
 * kiosks read them; only the functions write them (adminSession, adminImportSessions).
 */
export type StoredSession = {
  readonly title: string;
  readonly description: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly room: string;
  readonly track: string;
  /**
   * Ids of the event's speakers (eventNodes.speaker), in the order the programme names them: a
   * list, or the object the database makes of a list.
   */
  readonly speakerIds?: readonly string[] | Readonly<Record<string, string>>;
  /** How many seats the room gives the session; none is no limit. */
  readonly capacity?: number;
};

export const sessionNodes = {
  /** An event's sessions, by session id: the whole programme, read in one go. */
  list: (eventId: string) =>
    node<Readonly<Record<string, StoredSession>>>(`sessions/${seg(eventId)}`),
  session: (eventId: string, id: string) =>
    node<StoredSession>(`sessions/${seg(eventId)}/${seg(id)}`),
  /**
   * An attendee's own schedule: the sessions they starred, by session id. Their own data, so the
   * browser writes it under the rules (a session of their event, `true` or removed): nothing of
   * it counts for points or reaches anyone else. Only they read it.
   */
  stars: (key: string) => node<Readonly<Record<string, true>>>(`schedules/${seg(key)}`),
  star: (key: string, sessionId: string) => node<true>(`schedules/${seg(key)}/${seg(sessionId)}`),
} as const;
