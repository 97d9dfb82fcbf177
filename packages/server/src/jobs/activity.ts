import { planOnlineSample } from '@engage/domain/activity';
import { userNodes } from '@engage/domain/store/users';
import type { Database } from 'firebase-admin/database';
import { commit } from '../commit.ts';
import { read } from '../read.ts';

export type SampleDeps = {
  readonly db: Database;
  readonly now: () => number;
  readonly log: (message: string, data: Record<string, unknown>) => void;
};

/**
 * The live overview's "online" line: once a minute, how many attendees each event's online list
 * holds (presence keeps the list), stored in that minute's activity bucket. Running twice in a
 * minute stores the same count again.
 */
export const sampleOnline = async (deps: SampleDeps): Promise<{ readonly events: number }> => {
  const lists = (await read(deps, userNodes.onlineLists())) ?? {};
  const counts = Object.fromEntries(
    Object.entries(lists).map(([eventId, list]) => [eventId, Object.keys(list).length]),
  );
  const result = await commit(deps, planOnlineSample(counts, deps.now()));
  deps.log('online sample stored', { ...result });
  return result;
};
