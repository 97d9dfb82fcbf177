import { Link } from '@tanstack/react-router';
import { useQuizRound, useServerNow } from './queries.ts';

/** While the event's quiz round takes answers, a link to it where attendees see live things. */
export const QuizBanner = ({ eventId }: { eventId: string }) => {
  const round = useQuizRound(eventId);
  useServerNow(1000);
  if (round === null || round === undefined || round.state === 'ended') return null;
  return (
    <p className="notice" role="status">
      A live quiz round is on: question {round.index + 1} of {round.questions.length}.{' '}
      <Link to="/quiz">Play the quiz</Link>
    </p>
  );
};
