import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending, ScreenProblem } from '../../components/screen-status.tsx';
import { triviaQuestionsQueryOptions } from '../../features/trivia/queries.ts';
import { TriviaQuiz } from '../../features/trivia/trivia-quiz.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { requireMe } from '../../lib/session/guards.ts';

const words = i18n('triviaPage', {
  title: 'Picture trivia',
  pending: 'Loading the questions…',
  failed: 'The questions could not be loaded. Try again.',
});

/**
 * The questions are those of the attendee's own event, whatever ?event= says: the server checks
 * answers against that event, so another event's questions could not be answered.
 */
export const Route = createFileRoute('/_default/trivia')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loader: ({ context: { queryClient, me } }) =>
    queryClient.ensureQueryData(triviaQuestionsQueryOptions(me.profile.eventId)),
  pendingComponent: () => <ScreenPending words={words} />,
  errorComponent: (props) => <ScreenProblem {...props} words={words} />,
  component: TriviaPage,
});

function TriviaPage() {
  const { me } = Route.useRouteContext();
  return <TriviaQuiz userKey={me.key} eventId={me.profile.eventId} />;
}
