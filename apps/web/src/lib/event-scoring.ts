import { LEVEL_THRESHOLDS, POINTS } from '@engage/domain/points';
import type { ScoringTable } from '@engage/domain/scoring-table';
import { useLiveQuery } from './live-query.ts';

const eventScoringKey = (eventId: string) => ['events', eventId, 'scoring'] as const;

/** The product's table: what an event without its own pays, and what shows until it loads. */
const DEFAULT_TABLE: ScoringTable = { points: POINTS, levels: LEVEL_THRESHOLDS };

/**
 * The event's points and levels, live (the node is public), so the screens that state points
 * (what a bingo line pays, what the next level needs) state the event's own. The reading module
 * loads with the first screen that asks.
 */
export const useEventScoring = (eventId: string | undefined): ScoringTable =>
  useLiveQuery(
    eventScoringKey(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange) => (await import('./firebase/scoring.ts')).watchScoring(eventId, onChange),
  ) ?? DEFAULT_TABLE;
