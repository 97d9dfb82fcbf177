import { FEEDBACK_COMMENT_MAX, RATING } from '@engage/domain/session-feedback';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { RatingChoice } from '../../components/rating-choice.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

const messages = i18n('sessionRateForm', {
  legend: 'Your rating, 1 (poor) to 5 (great)',
  comment: 'Comment (optional)',
  send: 'Send my rating',
  pickOne: 'Pick a rating from 1 to 5 first.',
  paid: params('Thank you: +{points} points.'),
});

const RATINGS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

/** A rating of a session the attendee checked in to, with an optional comment: sent once. */
export const RateForm = ({ sessionId }: { sessionId: string }) => {
  const t = useStore(messages);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [paid, setPaid] = useState<number | null>(null);
  const { run, pending, message } = useFormAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    run(async () => {
      const { callRateSession } = await import('../../lib/firebase/calls.ts');
      const answer = await callRateSession({
        sessionId,
        rating,
        ...(comment.trim() === '' ? {} : { comment }),
      });
      setPaid(answer.awarded);
    });
  };
  if (paid !== null)
    return (
      <p role="status" className="notice" data-tone="success">
        {t.paid({ points: paid })}
      </p>
    );
  return (
    <form onSubmit={submit} className="session-rate">
      <RatingChoice
        legend={t.legend}
        name={`rating-${sessionId}`}
        values={RATINGS}
        value={rating}
        onChange={setRating}
        className="session-rating"
      />
      <label>
        {t.comment}
        <textarea
          maxLength={FEEDBACK_COMMENT_MAX}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <button type="submit" disabled={pending || rating === null}>
        {t.send}
      </button>
      {rating === null ? <p className="hint">{t.pickOne}</p> : null}
      <FormAlert message={message} />
    </form>
  );
};
