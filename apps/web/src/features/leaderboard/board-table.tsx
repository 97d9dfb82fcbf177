import { ListSkeleton } from '../../components/list-skeleton.tsx';
import type { Row } from '../../lib/firebase/leaderboard.ts';

/** Rank, name and score; equal scores share a rank. */
export const BoardTable = ({
  rows,
  caption,
  ownKey,
  large = false,
}: {
  rows: Row[] | undefined;
  caption: string;
  ownKey?: string | undefined;
  large?: boolean;
}) => {
  if (rows === undefined) return <ListSkeleton label={`Loading ${caption.toLowerCase()}`} />;
  if (rows.length === 0)
    return (
      <p>
        No scores yet for {caption.toLowerCase()}. Points come from connecting with attendees (scan
        their QR code) and playing the games: the first to play leads the board.
      </p>
    );
  let rank = 0;
  let previous: number | undefined;
  return (
    <table className={large ? 'board board-large' : 'board'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          if (row.score !== previous) rank = index + 1;
          previous = row.score;
          return (
            <tr key={row.key} aria-current={row.key === ownKey ? 'true' : undefined}>
              <td>{rank}</td>
              <td>{row.name}</td>
              <td>{row.score}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

export const OwnPlace = ({ rows, own }: { rows: Row[] | undefined; own: Row | null }) => {
  if (own === null || rows === undefined) return null;
  const index = rows.findIndex((row) => row.key === own.key);
  return (
    <p role="status" className="own-place">
      {index === -1
        ? `You have ${own.score} points: outside the top ${rows.length}.`
        : `You are number ${index + 1} with ${own.score} points.`}
    </p>
  );
};
