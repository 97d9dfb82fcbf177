import { type ScoringTable, scoringOf } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import type { Deps } from './deps.ts';
import { read } from './read.ts';

/**
 * An event's points and levels as its organisers set them, else the default table: read by every
 * handler that pays an award, alongside its other reads, and passed to the plan.
 */
export const readScoring = async (deps: Pick<Deps, 'db'>, eventId: string): Promise<ScoringTable> =>
  scoringOf(await read(deps, eventNodes.scoring(eventId)));
