import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { RoomsNow, useRoomsTurn } from '../features/agenda/rooms-now.tsx';
import { eventQueryOptions } from '../features/event/queries.ts';
import { Projector } from '../features/leaderboard/projector.tsx';
import { useKiosk } from '../features/leaderboard/use-kiosk.ts';
import { AnnouncementTicker } from '../features/notifications/announcement-ticker.tsx';
import { QuizStage } from '../features/quiz/quiz-stage.tsx';

/**
 * The projector for a venue PC that has no account: an organiser's kiosk link
 * (`/kiosk?event=…#key`, made in the console) signs it in as that kiosk, which reads only the
 * event's boards and announcements. A revoked link stops the screen at once and says so, offering
 * nothing else.
 */
export const Route = createFileRoute('/kiosk')({ component: KioskPage });

function KioskPage() {
  const key = useLocation({ select: (location) => location.hash });
  const state = useKiosk(key);
  if (state.kind === 'open') return <KioskProjector eventId={state.eventId} />;
  return (
    <main className="kiosk kiosk-stopped" aria-busy={state.kind === 'opening'}>
      {state.kind === 'opening' ? (
        <p className="kiosk-note">Opening the kiosk…</p>
      ) : (
        <>
          <h1>This screen has stopped</h1>
          <p className="kiosk-note" role="alert">
            {state.message}
          </p>
        </>
      )}
    </main>
  );
}

function KioskProjector({ eventId }: { eventId: string }) {
  const { data: event } = useQuery(eventQueryOptions(eventId));
  // Between the boards, a turn of "now in each room" while the event has a programme.
  const rooms = useRoomsTurn(eventId);
  return (
    <QuizStage
      eventId={eventId}
      eventName={event?.name}
      otherwise={
        rooms === null ? (
          <Projector
            eventId={eventId}
            eventName={event?.name}
            ticker={<AnnouncementTicker eventId={eventId} />}
          />
        ) : (
          <RoomsNow eventId={eventId} eventName={event?.name} sessions={rooms} />
        )
      }
    />
  );
}
