import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { GameLinks } from '../../components/game-links.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { LevelPanel } from './level-panel.tsx';

const messages = i18n('signedInHome', {
  statusLabel: 'Your status',
  hello: params('Hello {name}!'),
  seeLeaderboard: 'See the leaderboard',
});

/**
 * The home screen's part for a signed-in attendee: a greeting, their points and level, and the
 * games. Loaded with the session (routes/_default/index.tsx), not with a visitor's first visit.
 */
export const SignedInHome = ({ name }: { name: string }) => {
  const t = useStore(messages);
  const nav = useStore(navWords);
  return (
    <>
      <section aria-label={t.statusLabel} className="status-strip">
        <p>
          {t.hello({ name })} <Link to="/leaderboard">{t.seeLeaderboard}</Link>
        </p>
        <LevelPanel />
      </section>
      <section aria-labelledby="play-title" id="play">
        <h2 id="play-title">{nav.play}</h2>
        <GameLinks />
      </section>
    </>
  );
};
