import { createFileRoute } from '@tanstack/react-router';
import { QuizPlay } from '../../features/quiz/quiz-play.tsx';
import { requireMe } from '../../lib/session/guards.ts';

/**
 * The live quiz on the attendee's phone: the round of their own event, whatever ?event= says,
 * as the server takes answers to that event's round only.
 */
export const Route = createFileRoute('/_default/quiz')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: QuizPage,
});

function QuizPage() {
  const { me } = Route.useRouteContext();
  return <QuizPlay eventId={me.profile.eventId} userKey={me.key} />;
}
