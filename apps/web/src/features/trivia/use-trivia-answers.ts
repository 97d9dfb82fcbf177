import type { TriviaAnswers } from '@engage/domain/store/users-play';
import { useLiveQuery } from '../../lib/live-query.ts';
import { triviaKeys } from './queries.ts';

/** The questions the attendee has answered (the server writes them), live. */
export const useTriviaAnswers = (key: string): TriviaAnswers | undefined =>
  useLiveQuery(triviaKeys.answers(key), async (onChange) =>
    (await import('../../lib/firebase/games.ts')).watchTriviaAnswers(key, onChange),
  );
