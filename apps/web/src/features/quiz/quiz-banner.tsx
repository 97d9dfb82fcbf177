import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useQuizRound } from './queries.ts';

const messages = i18n('quizBanner', {
  live: params('A live quiz round is on: question {number} of {total}.'),
  play: 'Play the quiz',
});

/** While the event's quiz round is live (not ended), a link to it where attendees see live things. */
export const QuizBanner = ({ eventId }: { eventId: string }) => {
  const round = useQuizRound(eventId);
  const t = useStore(messages);
  if (round === null || round === undefined || round.state === 'ended') return null;
  return (
    <p className="notice" role="status">
      {t.live({ number: round.index + 1, total: round.questions.length })}{' '}
      <Link to="/quiz">{t.play}</Link>
    </p>
  );
};
