import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { navWords } from '../lib/i18n/nav-words.ts';
import { useMe } from '../lib/session/live.ts';

/**
 * What a signed-in attendee does most, at the bottom of a phone's screen within the thumb's reach
 * (styles/phone-nav.css; not shown on a wide screen, where the header's row has it all). Play is
 * the home screen's list of games.
 */
export const TabBar = () => {
  const { me } = useMe();
  const t = useStore(navWords);
  if (me === null) return null;
  return (
    <nav aria-label={t.tabsLabel} className="tab-bar">
      <Link to="/" activeOptions={{ exact: true, includeHash: true }} data-icon="home">
        {t.home}
      </Link>
      <Link to="/connect" data-icon="connect">
        {t.connect}
      </Link>
      <Link to="/" hash="play" activeOptions={{ exact: true, includeHash: true }} data-icon="play">
        {t.play}
      </Link>
      <Link to="/leaderboard" data-icon="leaderboard">
        {t.leaderboard}
      </Link>
    </nav>
  );
};
