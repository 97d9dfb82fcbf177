import type { QuizStanding } from '@engage/domain/store/quiz';
import { useStore } from '@nanostores/react';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The quiz's words shared by the phone and the projector. */
export const quizWords = i18n('quiz', {
  live: 'Live quiz',
  nobody: 'Nobody has scored in this round yet.',
  podium: 'Podium',
  top5: 'Top 5 of the round',
  picture: 'The question’s picture',
  pick: 'Pick your answer',
});

/** The round's best, ranked: the top 5 after a question, the podium at the end. */
export const Standings = ({
  rows,
  label,
  className,
}: {
  rows: readonly QuizStanding[] | undefined;
  label: string;
  className?: string;
}) => {
  const t = useStore(quizWords);
  const format = useFormat();
  return (rows ?? []).length === 0 ? (
    <p className="quiz-note">{t.nobody}</p>
  ) : (
    <ol className={`quiz-standings ${className ?? ''}`} aria-label={label}>
      {(rows ?? []).map((row, i) => (
        <li key={`${row.name}-${i}`} data-place={i + 1}>
          <span className="quiz-place">{i + 1}</span>
          <span className="quiz-name">{row.name}</span>
          <span className="quiz-points">{format.number(row.points)}</span>
        </li>
      ))}
    </ol>
  );
};
