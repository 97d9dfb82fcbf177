import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Burst } from '../../components/burst.tsx';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { messageOf, type Tone, toneOf } from '../../lib/messages.ts';
import { useMe } from '../../lib/session/live.ts';
import { levelProgress } from './progress.ts';
import './levels.css';

// The Functions SDK loads with the first press, not with the home screen that shows the button.
const levelUp = async () => (await import('../../lib/firebase/calls.ts')).callLevelUp({});

/**
 * The attendee's points and level, how far the next level is, and the Level up button. The server
 * decides: with too few points it refuses with the spec's message, shown as it is.
 */
export const LevelPanel = () => {
  const { me } = useMe();
  const { levels } = useEventScoring(me?.profile.eventId);
  const [notice, setNotice] = useState<{ text: string; tone: Tone } | null>(null);
  const request = useMutation({
    mutationFn: levelUp,
    onMutate: () => setNotice(null),
    onSuccess: (result) =>
      setNotice({ text: `You reached level ${result.level}!`, tone: 'success' }),
    onError: (error) => {
      const message = messageOf(error);
      setNotice({ text: message.text, tone: toneOf(message) });
    },
  });
  if (me === null) return null;
  const progress = levelProgress(me.profile.level, me.points, levels);
  return (
    <section aria-labelledby="level-title" className="level-panel">
      <h2 id="level-title">Level {progress.level}</h2>
      <p className="level-points">
        <span className="big-number">{me.points}</span> points
      </p>
      {progress.next === undefined ? (
        <p>You are at the highest level.</p>
      ) : (
        <>
          <p>
            Level {progress.next.level} needs {progress.next.threshold} points
            {progress.ready
              ? ': you have enough, level up!'
              : `: ${progress.next.threshold - me.points} to go.`}
          </p>
          <progress
            className="level-progress"
            max={progress.span}
            value={progress.gained}
            aria-label={`Progress to level ${progress.next.level}`}
          >
            {progress.gained} of {progress.span}
          </progress>
        </>
      )}
      <button
        type="button"
        onClick={() => request.mutate()}
        disabled={request.isPending || progress.next === undefined}
      >
        Level up
      </button>
      <div role="status" aria-live="polite">
        {notice ? (
          <p
            className={notice.tone === 'success' ? 'notice moment' : 'notice level-refused'}
            data-tone={notice.tone}
          >
            {notice.text}
            {notice.tone === 'success' ? <Burst /> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
};
