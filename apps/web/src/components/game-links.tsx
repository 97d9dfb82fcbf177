import { Link, type LinkProps } from '@tanstack/react-router';

type GameLink = {
  readonly to: NonNullable<LinkProps['to']>;
  readonly label: string;
  readonly about: string;
};

/**
 * The games an attendee can play, each with the route that plays it. The paths are typed by the
 * router, so a game appears here only once its route exists: a link in this list cannot be broken.
 */
const GAME_LINKS: readonly GameLink[] = [
  {
    to: '/connect',
    label: 'Connect',
    about: 'Scan another attendee’s QR code, or type theirs: you both earn points.',
  },
  {
    to: '/small-talk',
    label: 'Small talk',
    about: 'Ask someone online for a chat, with prompts to get you started.',
  },
  {
    to: '/rock-paper-scissors',
    label: 'Rock-paper-scissors',
    about: 'Best of three against another attendee.',
  },
  {
    to: '/bingo',
    label: 'Network bingo',
    about: 'Fill a 3 × 3 card by connecting with people who match its squares.',
  },
  {
    to: '/trivia',
    label: 'Picture trivia',
    about: 'Look at each picture and pick the right answer.',
  },
  {
    to: '/booth-crawl',
    label: 'Booth crawl',
    about: 'Visit sponsors’ booths for a badge.',
  },
];

/** The games as a list of links with one line about each. */
export const GameLinks = ({ title = 'Games' }: { title?: string }) => (
  <nav aria-label={title} className="game-links">
    <ul className="cards">
      {GAME_LINKS.map((game) => (
        <li key={game.to} className="card">
          <Link to={game.to}>{game.label}</Link>
          <span>{game.about}</span>
        </li>
      ))}
    </ul>
  </nav>
);
