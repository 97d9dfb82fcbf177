import { accept, type Plan, WriteSet } from './plan.ts';
import { type ActivityField, type ActivityMinute, eventNodes } from './store/events.ts';

/**
 * The live overview's counters: per event and per minute, points awarded and connections made
 * (server increments in the same plan as the award or the connection) and attendees online
 * (sampled each minute by the server). A minute is keyed by its number since the epoch, padded,
 * so keys sort in time order.
 */
export const MINUTE_MS = 60_000;

export const minuteKey = (at: number): string =>
  String(Math.floor(at / MINUTE_MS)).padStart(10, '0');

export const addActivity = (
  into: WriteSet,
  eventId: string,
  at: number,
  field: Exclude<ActivityField, 'online'>,
  by: number,
): WriteSet => into.increment(eventNodes.activityField(eventId, minuteKey(at), field), by);

/** The minute's count of attendees online, for each event that has an online list. */
export const planOnlineSample = (
  onlineByEvent: Readonly<Record<string, number>>,
  now: number,
): Plan<{ readonly events: number }> => {
  const writes = new WriteSet();
  for (const [eventId, count] of Object.entries(onlineByEvent))
    writes.set(eventNodes.activityField(eventId, minuteKey(now), 'online'), count);
  return accept({ events: Object.keys(onlineByEvent).length }, writes);
};

export type ActivityPoint = { readonly at: number } & Readonly<Record<ActivityField, number>>;

/**
 * The last `minutes` minutes up to `now`, one point per minute, zero where nothing happened, so a
 * chart's x axis is time and not the minutes that happened to have data.
 */
export const activitySeries = (
  stored: Readonly<Record<string, ActivityMinute>>,
  now: number,
  minutes: number,
): ActivityPoint[] => {
  const last = Math.floor(now / MINUTE_MS);
  return Array.from({ length: minutes }, (_, i) => {
    const minute = last - minutes + 1 + i;
    const row = stored[minuteKey(minute * MINUTE_MS)] ?? {};
    return {
      at: minute * MINUTE_MS,
      points: row.points ?? 0,
      connections: row.connections ?? 0,
      online: row.online ?? 0,
    };
  });
};
