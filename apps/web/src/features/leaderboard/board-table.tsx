import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { initialsOf } from '../../components/initials.ts';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { TeamName } from '../../components/team-name.tsx';
import { type EventTeams, teamLabel } from '../../lib/event-teams.ts';
import type { Row } from '../../lib/firebase/leaderboard.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { BoardPhoto } from './board-photo.tsx';
import type { BoardProblem } from './use-board.ts';
import './leaderboard.css';

const messages = i18n('boardTable', {
  'signed-out': 'You cannot see this board: sign in as an attendee of this event.',
  refused: 'You cannot see this board: sign in as an attendee of this event, then try again.',
  slow: 'The scores have not arrived: check your connection, then try again.',
  signIn: 'Sign in',
  retry: 'Try again',
  loading: params('Loading {caption}'),
  none: params(
    'No scores yet for {caption}. Points come from connecting with attendees (scan their QR code) and playing the games: the first to play leads the board.',
  ),
  rank: 'Rank',
  team: 'Team',
  name: 'Name',
  score: 'Score',
  you: 'You',
  outside: params('You have {points} points: outside the top {top}.'),
  hidden: params('You have {points} points. You chose to stay off the public boards.'),
  place: params('You are number {place} with {points} points.'),
});

/**
 * Why a board shows nothing, in words, with the way out: Sign in for a visitor, Try again for a
 * refused or slow board (never a skeleton or "Loading…" forever).
 */
export const BoardProblemNote = ({
  problem,
  onRetry,
  className = 'notice board-problem',
}: {
  problem: BoardProblem;
  onRetry?: (() => void) | undefined;
  className?: string;
}) => {
  const t = useStore(messages);
  return (
    <div role="alert" className={className} data-problem={problem} data-tone="warning">
      <p>{t[problem]}</p>
      {problem === 'signed-out' ? (
        <Link to="/auth/login" className="button">
          {t.signIn}
        </Link>
      ) : onRetry === undefined ? null : (
        <button type="button" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  );
};

/** Ranks as the board shows them: equal scores share a rank (1, 2, 2, 4). */
export const ranked = (rows: readonly Row[]): { row: Row; rank: number }[] => {
  let rank = 0;
  let previous: number | undefined;
  return rows.map((row, index) => {
    if (row.score !== previous) rank = index + 1;
    previous = row.score;
    return { row, rank };
  });
};

/**
 * Rank, name, score and team; equal scores share a rank. People carry their published photo, or
 * their initials (drawn by CSS, so a name cell's text and accessible name stay the name), and their team's colour, teams
 * their own colour; the viewer's own row (`ownKey`: their public id, or their team's
 * name on the team board) is marked "You" in words as well as in colour.
 */
export const BoardTable = ({
  rows,
  caption,
  ownKey,
  teams = false,
  problem,
  onRetry,
  teamNames,
}: {
  rows: Row[] | undefined;
  caption: string;
  ownKey?: string | undefined;
  teams?: boolean;
  /** The event's teams (useEventTeams): a row names a team by key, the cell by its name. */
  teamNames?: EventTeams | undefined;
  /** Why no rows came (a visitor, a refusal, a slow connection); see useBoardView. */
  problem?: BoardProblem | undefined;
  onRetry?: (() => void) | undefined;
}) => {
  const t = useStore(messages);
  const format = useFormat();
  if (rows === undefined && problem !== undefined)
    return <BoardProblemNote problem={problem} onRetry={onRetry} />;
  if (rows === undefined)
    return <ListSkeleton label={t.loading({ caption: caption.toLowerCase() })} />;
  if (rows.length === 0) return <p>{t.none({ caption: caption.toLowerCase() })}</p>;
  const withTeams = !teams && rows.some((row) => row.teamName !== undefined);
  return (
    <table className="board">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.rank}</th>
          <th scope="col">{teams ? t.team : t.name}</th>
          <th scope="col">{t.score}</th>
          {withTeams ? <th scope="col">{t.team}</th> : null}
        </tr>
      </thead>
      <tbody>
        {ranked(rows).map(({ row, rank }) => {
          const own = row.key === ownKey;
          return (
            <tr key={row.key} aria-current={own ? 'true' : undefined}>
              <td className="board-rank">{rank}</td>
              <td>
                <span
                  className="board-name with-initials"
                  data-initials={teams ? undefined : initialsOf(row.name)}
                >
                  {teams ? null : <BoardPhoto row={row} />}
                  {teams ? (
                    <TeamName name={row.name} label={teamLabel(teamNames, row.name)} />
                  ) : (
                    <span className="board-name-text">{row.name}</span>
                  )}
                  {own ? <span className="you-tag">{t.you}</span> : null}
                </span>
              </td>
              <td className="board-score">{format.number(row.score)}</td>
              {withTeams ? (
                <td>
                  {row.teamName === undefined ? null : (
                    <TeamName name={row.teamName} label={teamLabel(teamNames, row.teamName)} />
                  )}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

export const OwnPlace = ({ rows, own }: { rows: Row[] | undefined; own: Row | null }) => {
  const t = useStore(messages);
  const format = useFormat();
  if (own === null || rows === undefined) return null;
  if (own.hidden === true)
    return (
      <p role="status" className="own-place">
        {t.hidden({ points: format.number(own.score) })}
      </p>
    );
  const index = rows.findIndex((row) => row.key === own.key);
  const points = format.number(own.score);
  return (
    <p role="status" className="own-place">
      {index === -1
        ? t.outside({ points, top: rows.length })
        : t.place({ place: index + 1, points })}
    </p>
  );
};
