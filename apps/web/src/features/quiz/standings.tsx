import type { QuizStanding } from '@engage/domain/store/quiz';

/** The round's best, ranked: the top 5 after a question, the podium at the end. */
export const Standings = ({
  rows,
  label,
  className,
}: {
  rows: readonly QuizStanding[] | undefined;
  label: string;
  className?: string;
}) =>
  (rows ?? []).length === 0 ? (
    <p className="quiz-note">Nobody has scored in this round yet.</p>
  ) : (
    <ol className={`quiz-standings ${className ?? ''}`} aria-label={label}>
      {(rows ?? []).map((row, i) => (
        <li key={`${row.name}-${i}`} data-place={i + 1}>
          <span className="quiz-place">{i + 1}</span>
          <span className="quiz-name">{row.name}</span>
          <span className="quiz-points">{row.points}</span>
        </li>
      ))}
    </ol>
  );
