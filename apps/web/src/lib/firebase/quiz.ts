import { type QuizRound, quizNodes } from '@engage/domain/store/quiz';
import { watch } from './read.ts';

/** The event's live quiz round (null: none yet), now and after every step the organiser takes. */
export const watchQuizRound = (
  eventId: string,
  onChange: (round: QuizRound | null) => void,
  onError?: (error: Error) => void,
): (() => void) => watch(quizNodes.round(eventId), onChange, onError);
