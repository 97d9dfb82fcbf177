import { Link } from '@tanstack/react-router';
import { GameLinks } from '../../components/game-links.tsx';
import { LevelPanel } from './level-panel.tsx';

/**
 * The home screen's part for a signed-in attendee: a greeting, their points and level, and the
 * games. Loaded with the session (routes/_default/index.tsx), not with a visitor's first visit.
 */
export const SignedInHome = ({ name }: { name: string }) => (
  <>
    <section aria-label="Your status" className="status-strip">
      <p>
        Hello {name}! <Link to="/leaderboard">See the leaderboard</Link>
      </p>
      <LevelPanel />
    </section>
    <section aria-labelledby="play-title" id="play">
      <h2 id="play-title">Play</h2>
      <GameLinks />
    </section>
  </>
);
