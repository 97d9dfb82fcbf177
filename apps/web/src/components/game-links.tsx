import type { BoothCrawlSetting } from '@engage/domain/store/events';
import { Link, type LinkProps } from '@tanstack/react-router';
import { watchBoothCrawl } from '../lib/firebase/booth-crawl.ts';
import { useLiveQuery } from '../lib/live-query.ts';
import { useMe } from '../lib/session/live.ts';

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

/** Whether the attendee's event runs a booth crawl now (organisers switch it on and off). */
const useCrawlOn = (): boolean => {
  const eventId = useMe().me?.profile.eventId;
  const setting = useLiveQuery<BoothCrawlSetting | null>(
    ['booth-crawl-setting', eventId],
    eventId === undefined ? undefined : async (onChange) => watchBoothCrawl(eventId, onChange),
  );
  return setting?.on === true;
};

/**
 * The games as a list of links with one line about each. The booth crawl is listed only while
 * the attendee's event runs one, and appears or goes as the organiser switches it.
 */
export const GameLinks = ({ title = 'Games' }: { title?: string }) => {
  const crawlOn = useCrawlOn();
  return (
    <nav aria-label={title} className="game-links">
      <ul className="cards">
        {GAME_LINKS.filter((game) => game.to !== '/booth-crawl' || crawlOn).map((game) => (
          <li key={game.to} className="card">
            <Link to={game.to}>{game.label}</Link>
            <span>{game.about}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
};
