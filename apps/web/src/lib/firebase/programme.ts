import { type Session, sessionsFromStored } from '@engage/domain/sessions';
import { sessionNodes } from '@engage/domain/store/sessions';
import { ref, remove } from 'firebase/database';
import { dbAt } from './database-client.ts';
import { watch, write } from './read.ts';

/** An event's programme, ordered, now and after every change organisers make. */
export const watchSessions = (
  eventId: string,
  onChange: (sessions: Session[]) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  watch(sessionNodes.list(eventId), (stored) => onChange(sessionsFromStored(stored)), onError);

/** The sessions an attendee starred (their schedule), by id, live. */
export const watchStars = (
  key: string,
  onChange: (ids: string[]) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  watch(sessionNodes.stars(key), (stars) => onChange(Object.keys(stars ?? {})), onError);

/**
 * Stars a session or takes the star away: the attendee's own data, written by the browser; the
 * rules take it only for a session of their event.
 */
export const setStar = (key: string, sessionId: string, starred: boolean): Promise<void> =>
  starred
    ? write(sessionNodes.star(key, sessionId), true)
    : remove(ref(dbAt(sessionNodes.star(key, sessionId)), sessionNodes.star(key, sessionId)));
