import { type ScoringTable, scoringOf } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import { watch } from './read.ts';

/** An event's points and levels (the default table when its organisers set none), live. */
export const watchScoring = (
  eventId: string,
  onChange: (table: ScoringTable) => void,
): (() => void) => watch(eventNodes.scoring(eventId), (stored) => onChange(scoringOf(stored)));
