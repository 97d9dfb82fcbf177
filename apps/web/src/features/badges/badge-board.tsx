import { LEVEL_THRESHOLDS, MAX_LEVEL } from '@engage/domain/points';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callLevelUp } from '../../lib/firebase/calls.ts';
import { messageOf } from '../../lib/messages.ts';
import { useMe } from '../../lib/session/live.ts';

const BADGES = [
  { id: 'coins', label: 'Coins', about: 'Every point you earn' },
  { id: 'super_networker', label: 'Super networker', about: 'People you connected with' },
  { id: 'kool_badge', label: 'Kool badge', about: 'Games you completed' },
  { id: 'issued_badges', label: 'Badges issued', about: 'Badges the event gave you' },
  { id: 'gifts', label: 'Gifts', about: 'Prizes you bought' },
] as const;

/** Badge counters and the level, with level-up (the server checks the points). */
export const BadgeBoard = () => {
  const { me } = useMe();
  const [notice, setNotice] = useState<string | null>(null);
  const levelUp = useMutation({
    mutationFn: () => callLevelUp({}),
    onSuccess: (result) => setNotice(`You reached level ${result.level}!`),
    onError: (error) => setNotice(messageOf(error).text),
  });
  if (me === null) return null;
  const level = me.profile.level;
  const next = level < MAX_LEVEL ? LEVEL_THRESHOLDS[level + 1] : undefined;
  return (
    <section aria-labelledby="badges-title">
      <h1 id="badges-title">Your badges</h1>
      <ul className="cards">
        {BADGES.map((badge) => (
          <li key={badge.id} className="card">
            <strong>{badge.label}</strong>
            <span className="big-number">{me.badges[badge.id]}</span>
            <span>{badge.about}</span>
          </li>
        ))}
      </ul>
      <h2>Level {level}</h2>
      <p>
        {next === undefined
          ? 'You are at the highest level.'
          : `Level ${level + 1} needs ${next} points; you have ${me.points}.`}
      </p>
      <button
        type="button"
        onClick={() => levelUp.mutate()}
        disabled={levelUp.isPending || next === undefined}
      >
        Level up
      </button>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
    </section>
  );
};
