import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { MeetingSetupPanel } from '../../features/console/meeting-setup-panel.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';

/** The event's 1:1 meetings: the slots attendees may ask for and the spots they meet at. */
export const Route = createFileRoute('/dashboard/meetings')({ component: MeetingSetupPage });

function MeetingSetupPage() {
  const titles = useStore(routeTitles);
  return (
    <section aria-labelledby="meetings-page-title">
      <h1 id="meetings-page-title">{titles['/dashboard/meetings']}</h1>
      <WithEvent>{(eventId) => <MeetingSetupPanel key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
