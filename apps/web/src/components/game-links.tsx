import type { BoothCrawlSetting } from '@engage/domain/store/events';
import { useStore } from '@nanostores/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { watchBoothCrawl } from '../lib/firebase/booth-crawl.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { useLiveQuery } from '../lib/live-query.ts';
import { useMe } from '../lib/session/live.ts';

const messages = i18n('gameLinks', {
  title: 'Games',
  connect: 'Connect',
  connectAbout: 'Scan another attendee’s QR code, or type theirs: you both earn points.',
  smallTalk: 'Small talk',
  smallTalkAbout: 'Ask someone online for a chat, with prompts to get you started.',
  rps: 'Rock-paper-scissors',
  rpsAbout: 'Best of three against another attendee.',
  bingo: 'Network bingo',
  bingoAbout: 'Fill a 3 × 3 card by connecting with people who match its squares.',
  trivia: 'Picture trivia',
  triviaAbout: 'Look at each picture and pick the right answer.',
  crawl: 'Booth crawl',
  crawlAbout: 'Visit sponsors’ booths for a badge.',
});
type GameKey = 'connect' | 'smallTalk' | 'rps' | 'bingo' | 'trivia' | 'crawl';

/**
 * The games an attendee can play, each with the route that plays it and its words' key. The paths
 * are typed by the router, so a game appears here only once its route exists: a link in this list
 * cannot be broken.
 */
const GAME_LINKS: readonly { readonly to: NonNullable<LinkProps['to']>; readonly key: GameKey }[] =
  [
    { to: '/connect', key: 'connect' },
    { to: '/small-talk', key: 'smallTalk' },
    { to: '/rock-paper-scissors', key: 'rps' },
    { to: '/bingo', key: 'bingo' },
    { to: '/trivia', key: 'trivia' },
    { to: '/booth-crawl', key: 'crawl' },
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
export const GameLinks = () => {
  const crawlOn = useCrawlOn();
  const t = useStore(messages);
  return (
    <nav aria-label={t.title} className="game-links">
      <ul className="cards">
        {GAME_LINKS.filter((game) => game.to !== '/booth-crawl' || crawlOn).map((game) => (
          <li key={game.to} className="card">
            <Link to={game.to}>{t[game.key]}</Link>
            <span>{t[`${game.key}About`]}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
};
