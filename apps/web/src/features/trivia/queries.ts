import { queryOptions } from '@tanstack/react-query';

const games = () => import('../../lib/firebase/games.ts');

export const triviaKeys = {
  all: ['trivia'] as const,
  questions: (eventId: string) => [...triviaKeys.all, 'questions', eventId] as const,
  answers: (key: string) => [...triviaKeys.all, 'answers', key] as const,
};

/** The event's questions: set up by the organiser before the event, so read once. */
export const triviaQuestionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: triviaKeys.questions(eventId),
    queryFn: async () => (await games()).fetchTriviaQuestions(eventId),
    staleTime: 5 * 60_000,
  });
