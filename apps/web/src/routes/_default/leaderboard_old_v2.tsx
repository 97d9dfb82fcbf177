import { createFileRoute } from '@tanstack/react-router';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard_old_v2')({ component: SplitPage });

/** Variant: in-person and online attendees side by side. */
function SplitPage() {
  const { me } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const inPerson = useBoardView(eventId, 'in_person');
  const online = useBoardView(eventId, 'online');
  return (
    <section aria-labelledby="split-title">
      <h1 id="split-title">In person and online</h1>
      {eventId === undefined ? (
        <p>Open your event’s link to see its leaderboards.</p>
      ) : (
        <div className="split">
          <BoardTable
            {...inPerson}
            caption="In person"
            ownKey={me?.profile.publicId}
            teamNames={teamNames}
          />
          <BoardTable
            {...online}
            caption="Online"
            ownKey={me?.profile.publicId}
            teamNames={teamNames}
          />
        </div>
      )}
    </section>
  );
}
