import {
  type SessionAttendance,
  type SessionVisit,
  sessionCheckInNodes,
} from '@engage/domain/store/session-checkins';
import { type StoredSession, sessionNodes } from '@engage/domain/store/sessions';
import { watch } from './read.ts';

type Listener<T> = (value: T) => void;

/** The attendee's own check-ins by session id (and their ratings), live. */
export const watchMySessionVisits = (
  key: string,
  onChange: Listener<Readonly<Record<string, SessionVisit>>>,
  onError?: (error: Error) => void,
): (() => void) =>
  watch(sessionCheckInNodes.visits(key), (value) => onChange(value ?? {}), onError);

/** The event's programme, live: what check-in and feedback name sessions by. */
export const watchEventSessions = (
  eventId: string,
  onChange: Listener<Readonly<Record<string, StoredSession>>>,
  onError?: (error: Error) => void,
): (() => void) => watch(sessionNodes.list(eventId), (value) => onChange(value ?? {}), onError);

/** Every session's attendance and ratings of the event, live: the organisers' to read. */
export const watchEventAttendance = (
  eventId: string,
  onChange: Listener<Readonly<Record<string, SessionAttendance>>>,
  onError?: (error: Error) => void,
): (() => void) =>
  watch(sessionCheckInNodes.attendances(eventId), (value) => onChange(value ?? {}), onError);
