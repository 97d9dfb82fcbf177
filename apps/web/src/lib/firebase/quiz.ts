import { type QuizAnswer, type QuizRound, quizNodes } from '@engage/domain/store/quiz';
import { watch } from './read.ts';

/** The event's live quiz round (null: none yet), now and after every step the organiser takes. */
export const watchQuizRound = (
  eventId: string,
  onChange: (round: QuizRound | null) => void,
  onError?: (error: Error) => void,
): (() => void) => watch(quizNodes.round(eventId), onChange, onError);

/**
 * The attendee's own answer to the round's question at `index`, as the server took it (null:
 * none yet): readable by its attendee alone, so a reloaded phone still shows its pick.
 */
export const watchMyQuizAnswer = (
  answer: { eventId: string; roundId: string; index: number; key: string },
  onChange: (answer: QuizAnswer | null) => void,
  onError?: (error: Error) => void,
): (() => void) =>
  watch(
    quizNodes.answer(answer.eventId, answer.roundId, answer.index, answer.key),
    onChange,
    onError,
  );
