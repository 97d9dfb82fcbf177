import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { LazyScanner } from '../../features/connect/scanner-part.tsx';
import { MyMeetings } from '../../features/people/my-meetings.tsx';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { requireMe } from '../../lib/session/guards.ts';

// The Connect screen's QR scanner checks a meeting in by camera (LazyScanner: loaded only when
// one is opened).

/** The attendee's 1:1 meetings: asked, to answer, accepted (to check in), met. */
export const Route = createFileRoute('/_default/meetings')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: MeetingsPage,
});

function MeetingsPage() {
  const { me } = Route.useRouteContext();
  const t = useStore(navWords);
  return (
    <section aria-labelledby="meetings-title">
      <h1 id="meetings-title">{t.myMeetings}</h1>
      <MyMeetings userKey={me.key} eventId={me.profile.eventId} camera={LazyScanner} />
    </section>
  );
}
