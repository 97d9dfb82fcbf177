import { createFileRoute } from '@tanstack/react-router';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoard } from '../../features/leaderboard/use-board.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard-old')({ component: ProjectorPage });

/** Variant: the projector view for the venue's screens: large type, top 20, live. */
function ProjectorPage() {
  const eventId = useEventId();
  const rows = useBoard(eventId, 'all');
  return (
    <section aria-labelledby="projector-title" className="projector">
      <h1 id="projector-title">Live leaderboard</h1>
      {eventId === undefined ? (
        <p>Add ?event= with the event’s id to the address, or sign in.</p>
      ) : (
        <BoardTable rows={rows} caption="Top 20" large />
      )}
    </section>
  );
}
