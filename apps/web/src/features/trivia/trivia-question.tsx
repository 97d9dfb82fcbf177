import { triviaText } from '@engage/domain/award-words';
import type { TriviaAnswer } from '@engage/domain/games';
import type { StoredTriviaAnswer } from '@engage/domain/store/users-play';
import { FormAlert } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Question } from '../../lib/firebase/games.ts';
import type { FormMessage } from '../../lib/messages.ts';

/** An answer stored earlier: right or not, with the pick and the right answer where kept. */
const answeredText = (answered: StoredTriviaAnswer): string => {
  const verdict = `You answered this one: ${answered.correct ? 'right' : 'wrong'}.`;
  if (answered.right === undefined) return verdict;
  return answered.correct
    ? `${verdict} It is ${answered.right}.`
    : `${verdict} It is ${answered.right}, you picked ${answered.picked ?? 'another'}.`;
};

/** One question: its picture, the question, the options as buttons, and what came of the answer. */
export const TriviaQuestionCard = ({
  question,
  number,
  total,
  answered,
  outcome,
  problem,
  pending,
  onAnswer,
  onNext,
}: {
  question: Question;
  number: number;
  total: number;
  answered: StoredTriviaAnswer | undefined;
  outcome: TriviaAnswer | undefined;
  problem: FormMessage | null;
  pending: boolean;
  onAnswer: (option: string) => void;
  onNext: (() => void) | undefined;
}) => (
  <article aria-labelledby="question-title" className="trivia-question">
    <h2 id="question-title">
      Question {number} of {total}
    </h2>
    <StoredImage
      path={question.image || undefined}
      alt={`Picture for question ${number}`}
      className="trivia-picture"
    />
    <p className="trivia-text">{question.question}</p>
    <fieldset className="trivia-options">
      <legend>Pick your answer</legend>
      {question.options.map((option) => (
        <button
          key={option}
          type="button"
          disabled={pending || answered !== undefined || outcome !== undefined}
          onClick={() => onAnswer(option)}
        >
          {option}
        </button>
      ))}
    </fieldset>
    <div role="status" aria-live="polite">
      {outcome !== undefined ? (
        <p className="trivia-outcome" data-correct={outcome.correct}>
          {triviaText(outcome)}
        </p>
      ) : answered !== undefined ? (
        <p className="trivia-outcome" data-correct={answered.correct}>
          {answeredText(answered)}
        </p>
      ) : pending ? (
        <p>Checking your answer…</p>
      ) : null}
    </div>
    <FormAlert message={problem} />
    {onNext !== undefined && (answered !== undefined || outcome !== undefined) ? (
      <button type="button" onClick={onNext}>
        Next question
      </button>
    ) : null}
  </article>
);
