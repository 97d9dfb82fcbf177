import { Link } from '@tanstack/react-router';
import { useQuizRound } from './queries.ts';

/** While the event's quiz round is live (not ended), a link to it where attendees see live things. */
export const QuizBanner = ({ eventId }: { eventId: string }) => {
  const round = useQuizRound(eventId);
  if (round === null || round === undefined || round.state === 'ended') return null;
  return (
    <p className="notice" role="status">
      A live quiz round is on: question {round.index + 1} of {round.questions.length}.{' '}
      <Link to="/quiz">Play the quiz</Link>
    </p>
  );
};
