import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { BoardTable } from '../../features/leaderboard/board-table.tsx';
import { useBoardView } from '../../features/leaderboard/use-board.ts';
import { useEventTeams } from '../../lib/event-teams.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

export const Route = createFileRoute('/_default/leaderboard_old_v2')({ component: SplitPage });

const messages = i18n('splitPage', {
  title: 'In person and online',
  openLink: 'Open your event’s link to see its leaderboards.',
  inPerson: 'In person',
  online: 'Online',
});

/** Variant: in-person and online attendees side by side. */
function SplitPage() {
  const { me } = useMe();
  const eventId = useEventId();
  const teamNames = useEventTeams(eventId);
  const inPerson = useBoardView(eventId, 'in_person');
  const online = useBoardView(eventId, 'online');
  const t = useStore(messages);
  return (
    <section aria-labelledby="split-title">
      <h1 id="split-title">{t.title}</h1>
      {eventId === undefined ? (
        <p>{t.openLink}</p>
      ) : (
        <div className="split">
          <BoardTable
            {...inPerson}
            caption={t.inPerson}
            ownKey={me?.profile.publicId}
            teamNames={teamNames}
          />
          <BoardTable
            {...online}
            caption={t.online}
            ownKey={me?.profile.publicId}
            teamNames={teamNames}
          />
        </div>
      )}
    </section>
  );
}
