import { BADGES, type Badge, earnedBadges } from '@engage/domain/badges';
import { useMe } from '../../lib/session/live.ts';
import './badges.css';

/** The counters the badges are earned on, in words. */
const COUNTER_WORDS = {
  coins: 'points earned',
  super_networker: 'connections',
  kool_badge: 'games completed',
  issued_badges: 'games completed',
  gifts: 'prizes bought',
  booth_crawler: 'booth crawls completed',
  sessions: 'sessions checked in to',
} as const satisfies Record<Badge['counter'], string>;

const BadgeCard = ({ badge, count }: { badge: Badge; count: number }) => {
  const earned = count >= badge.threshold;
  return (
    <li className="card badge" data-earned={earned}>
      <strong>{badge.label}</strong>
      <span className="badge-state">{earned ? 'Earned' : 'Locked'}</span>
      <span>{badge.how}</span>
      <span className="hint">
        {earned
          ? `${count} ${COUNTER_WORDS[badge.counter]}`
          : `${Math.min(count, badge.threshold)} of ${badge.threshold} ${COUNTER_WORDS[badge.counter]}`}
      </span>
    </li>
  );
};

/** The badges the attendee has earned, and the locked ones with how to earn each. */
export const BadgeBoard = () => {
  const { me } = useMe();
  if (me === null) return null;
  const earned = earnedBadges(me.badges);
  const locked = BADGES.filter((badge) => !earned.includes(badge));
  return (
    <section aria-labelledby="badges-title">
      <h1 id="badges-title">Your badges</h1>
      <h2>Earned ({earned.length})</h2>
      {earned.length === 0 ? (
        <p>No badges yet: play a game or connect with someone to earn your first.</p>
      ) : (
        <ul className="cards">
          {earned.map((badge) => (
            <BadgeCard key={badge.id} badge={badge} count={me.badges[badge.counter] ?? 0} />
          ))}
        </ul>
      )}
      <h2>Locked ({locked.length})</h2>
      {locked.length === 0 ? (
        <p>You have earned every badge.</p>
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
