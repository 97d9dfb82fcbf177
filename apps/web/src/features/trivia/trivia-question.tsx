import { triviaText } from '@engage/domain/award-words';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { TriviaAnswer } from '@engage/domain/games';
import type { StoredTriviaAnswer } from '@engage/domain/store/users-play';
import { FormAlert } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Question } from '../../lib/firebase/games.ts';
import { awardWords } from '../../lib/i18n/award-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import type { FormMessage } from '../../lib/messages.ts';

const messages = i18n('triviaQuestion', {
  right: 'You answered this one: right.',
  wrong: 'You answered this one: wrong.',
  itIs: params('It is {right}.'),
  itIsPicked: params('It is {right}, you picked {picked}.'),
  another: 'another',
  title: params('Question {number} of {total}'),
  picture: params('Picture for question {number}'),
  pick: 'Pick your answer',
  checking: 'Checking your answer…',
  next: 'Next question',
});
type Words = ReturnType<typeof messages.get>;

/** An answer stored earlier: right or not, with the pick and the right answer where kept. */
const answeredText = (answered: StoredTriviaAnswer, t: Words): string => {
  const verdict = answered.correct ? t.right : t.wrong;
  if (answered.right === undefined) return verdict;
  return answered.correct
    ? `${verdict} ${t.itIs({ right: answered.right })}`
    : `${verdict} ${t.itIsPicked({ right: answered.right, picked: answered.picked ?? t.another })}`;
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
}) => {
  const t = useStore(messages);
  const words = useStore(awardWords);
  return (
    <article aria-labelledby="question-title" className="trivia-question">
      <h2 id="question-title">{t.title({ number, total })}</h2>
      <StoredImage
        path={question.image || undefined}
        alt={t.picture({ number })}
        className="trivia-picture"
      />
      <p className="trivia-text">{question.question}</p>
      <fieldset className="trivia-options">
        <legend>{t.pick}</legend>
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
            {triviaText(outcome, words)}
          </p>
        ) : answered !== undefined ? (
          <p className="trivia-outcome" data-correct={answered.correct}>
            {answeredText(answered, t)}
          </p>
        ) : pending ? (
          <p>{t.checking}</p>
        ) : null}
      </div>
      <FormAlert message={problem} />
      {onNext !== undefined && (answered !== undefined || outcome !== undefined) ? (
        <button type="button" onClick={onNext}>
          {t.next}
        </button>
      ) : null}
    </article>
  );
};
