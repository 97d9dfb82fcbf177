import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Burst } from '../../components/burst.tsx';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf, type Tone, toneOf } from '../../lib/messages.ts';
import { useMe } from '../../lib/session/live.ts';
import { levelProgress } from './progress.ts';
import './levels.css';

// The Functions SDK loads with the first press, not with the home screen that shows the button.
const levelUp = async () => (await import('../../lib/firebase/calls.ts')).callLevelUp({});

const messages = i18n('levelPanel', {
  reached: params('You reached level {level}!'),
  level: params('Level {level}'),
  points: 'points',
  highest: 'You are at the highest level.',
  needs: params('Level {level} needs {threshold} points'),
  enough: ': you have enough, level up!',
  toGo: params(': {left} to go.'),
  progress: params('Progress to level {level}'),
  gained: params('{gained} of {span}'),
  levelUp: 'Level up',
});

/**
 * The attendee's points and level, how far the next level is, and the Level up button. The server
 * decides: with too few points it refuses with the spec's message, shown as it is.
 */
export const LevelPanel = () => {
  const { me } = useMe();
  const { levels } = useEventScoring(me?.profile.eventId);
  const t = useStore(messages);
  const format = useFormat();
  const [notice, setNotice] = useState<{ text: string; tone: Tone } | null>(null);
  const request = useMutation({
    mutationFn: levelUp,
    onMutate: () => setNotice(null),
    onSuccess: (result) => setNotice({ text: t.reached({ level: result.level }), tone: 'success' }),
    onError: (error) => {
      const message = messageOf(error);
      setNotice({ text: message.text, tone: toneOf(message) });
    },
  });
  if (me === null) return null;
  const progress = levelProgress(me.profile.level, me.points, levels);
  return (
    <section aria-labelledby="level-title" className="level-panel">
      <h2 id="level-title">{t.level({ level: progress.level })}</h2>
      <p className="level-points">
        <span className="big-number">{format.number(me.points)}</span> {t.points}
      </p>
      {progress.next === undefined ? (
        <p>{t.highest}</p>
      ) : (
        <>
          <p>
            {t.needs({
              level: progress.next.level,
              threshold: format.number(progress.next.threshold),
            })}
            {progress.ready
              ? t.enough
              : t.toGo({ left: format.number(progress.next.threshold - me.points) })}
          </p>
          <progress
            className="level-progress"
            max={progress.span}
            value={progress.gained}
            aria-label={t.progress({ level: progress.next.level })}
          >
            {t.gained({ gained: progress.gained, span: progress.span })}
          </progress>
        </>
      )}
      <button
        type="button"
        onClick={() => request.mutate()}
        disabled={request.isPending || progress.next === undefined}
      >
        {t.levelUp}
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
