import { BADGES, type Badge, earnedBadges } from '@engage/domain/badges';
import { count, params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import './badges.css';

/** The counters the badges are earned on, in words. */
const counterWords = i18n('badgeCounters', {
  coins: 'points earned',
  super_networker: 'connections',
  kool_badge: 'games completed',
  issued_badges: 'games completed',
  gifts: 'prizes bought',
  booth_crawler: 'booth crawls completed',
  sessions: 'sessions checked in to',
} satisfies Record<Badge['counter'], string>);

/** Each badge's name and how to earn it, by its id (`id` and `id.how`), the domain's English. */
const badgeNames = i18n(
  'badgeNames',
  Object.fromEntries(
    BADGES.flatMap((badge) => [
      [badge.id, badge.label],
      [`${badge.id}.how`, badge.how],
    ]),
  ),
);

const messages = i18n('badgeBoard', {
  earned: 'Earned',
  locked: 'Locked',
  of: params('{count} of {threshold}'),
  title: 'Your badges',
  earnedCount: count({ one: 'Earned ({count})', many: 'Earned ({count})' }),
  lockedCount: count({ one: 'Locked ({count})', many: 'Locked ({count})' }),
  none: 'No badges yet: play a game or connect with someone to earn your first.',
  all: 'You have earned every badge.',
});

const BadgeCard = ({ badge, count }: { badge: Badge; count: number }) => {
  const earned = count >= badge.threshold;
  const t = useStore(messages);
  const counter = useStore(counterWords)[badge.counter];
  const names = useStore(badgeNames);
  const format = useFormat();
  return (
    <li className="card badge" data-earned={earned}>
      <strong>{names[badge.id] ?? badge.label}</strong>
      <span className="badge-state">{earned ? t.earned : t.locked}</span>
      <span>{names[`${badge.id}.how`] ?? badge.how}</span>
      <span className="hint">
        {earned
          ? `${format.number(count)} ${counter}`
          : `${t.of({ count: format.number(Math.min(count, badge.threshold)), threshold: format.number(badge.threshold) })} ${counter}`}
      </span>
    </li>
  );
};

/** The badges the attendee has earned, and the locked ones with how to earn each. */
export const BadgeBoard = () => {
  const { me } = useMe();
  const t = useStore(messages);
  if (me === null) return null;
  const earned = earnedBadges(me.badges);
  const locked = BADGES.filter((badge) => !earned.includes(badge));
  return (
    <section aria-labelledby="badges-title">
      <h1 id="badges-title">{t.title}</h1>
      <h2>{t.earnedCount(earned.length)}</h2>
      {earned.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="cards">
          {earned.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} count={me.badges[badge.counter] ?? 0} />
          ))}
        </ul>
      )}
      <h2>{t.lockedCount(locked.length)}</h2>
      {locked.length === 0 ? (
        <p>{t.all}</p>
      ) : (
        <ul className="cards">
          {locked.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} count={me.badges[badge.counter] ?? 0} />
          ))}
        </ul>
      )}
    </section>
  );
};
