import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { AttendancePanel } from '../../features/session-checkin/attendance-panel.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/** Each session's check-in code for the room's screen, its attendance live, ratings and CSV. */
export const Route = createFileRoute('/dashboard/attendance')({ component: AttendancePage });

function AttendancePage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="attendance-page-title">
      <h1 id="attendance-page-title">{titles['/dashboard/attendance']}</h1>
      <WithEvent>{(eventId) => <AttendancePanel key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
