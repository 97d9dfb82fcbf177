import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useFormat } from '../lib/i18n/format.ts';
import { i18n } from '../lib/i18n/i18n.ts';

const messages = i18n('pointsWords', {
  title: 'How points work',
  text: params(
    'Points are what you earn by connecting and playing; they set your level and your leaderboard place, and spending never lowers them. Your market balance is {balance} ({points} earned − {spent} spent on prizes). Coin badges count the points you earned.',
  ),
});

/**
 * How points work, said once, where it is asked: a "How points work" the reader opens on the
 * profile. Points are earned and only grow (they set the level and the leaderboard place), the
 * balance is what is left to spend in the market, and coin badges count the points earned.
 */
export const PointsWords = ({ points, spent }: { points: number; spent: number }) => {
  const t = useStore(messages);
  const format = useFormat();
  return (
    <details className="hint points-words">
      <summary>{t.title}</summary>
      <p>
        {t.text({
          balance: format.number(points - spent),
          points: format.number(points),
          spent: format.number(spent),
        })}
      </p>
    </details>
  );
};
