import { useQuery } from '@tanstack/react-query';
import { eventQueryOptions } from '../../features/event/queries.ts';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoard } from '../../features/leaderboard/use-board.ts';

/**
 * The organiser's overview: registrants, team standings and the top attendees, live. It composes
 * the event and leaderboard features, so it sits with the routes that show it (the `-` prefix
 * keeps it out of the route tree).
 */
export const Overview = ({ eventId, compact = false }: { eventId: string; compact?: boolean }) => {
  const event = useQuery(eventQueryOptions(eventId)).data;
  const teams = useBoard(eventId, 'teams');
  const top = useBoard(eventId, 'all');
  return (
    <>
      <h1>{event?.name ?? eventId}</h1>
      <ul className="cards">
        <li className="card">
          <strong>Teams</strong>
          <span className="big-number">{event?.teams.length ?? '…'}</span>
        </li>
        <li className="card">
          <strong>Points on the board</strong>
          <span className="big-number">
            {teams?.reduce((sum, row) => sum + row.score, 0) ?? '…'}
          </span>
        </li>
      </ul>
      <div className={compact ? undefined : 'split'}>
        <BoardTable rows={teams} caption="Teams" />
        {compact ? null : <BoardTable rows={top} caption="Top attendees" />}
      </div>
    </>
  );
};
