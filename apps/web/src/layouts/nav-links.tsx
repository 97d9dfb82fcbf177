import { Link, useRouterState } from '@tanstack/react-router';
import { type FocusEvent, useEffect, useRef } from 'react';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { NotificationsLink } from '../features/notifications/notifications-link.tsx';
import { useMe } from '../lib/session/live.ts';

/** How far from the row's ends a shown link stays: clear of the fade at the right edge. */
const EDGE = 24;

/** Scrolls the row (never the page) so that `item` is wholly in view, or in its middle. */
const reveal = (row: HTMLElement, item: Element, middle: boolean) => {
  const [rowBox, box] = [row.getBoundingClientRect(), item.getBoundingClientRect()];
  if (middle) row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  else if (box.left < rowBox.left + EDGE) row.scrollLeft -= rowBox.left + EDGE - box.left;
  else if (box.right > rowBox.right - EDGE) row.scrollLeft += box.right - (rowBox.right - EDGE);
};

/**
 * On a phone the navigation is one row that scrolls sideways (styles/phone-nav.css), so a link
 * may sit out of view: the screen's own link is scrolled to the middle of the row on every
 * navigation, and a link taking the keyboard's focus wholly into view (Chrome leaves a half-shown
 * one where it is).
 * On a wide screen nothing overflows and nothing moves.
 */
const useLinksInView = (key: string) => {
  const nav = useRef<HTMLElement>(null);
  // Runs again when `key` changes: a navigation, or the signed-in links appearing.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector('[data-status="active"]');
    if (row && active && row.scrollWidth > row.clientWidth) reveal(row, active, true);
  }, [key]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = nav.current;
    if (row && row.scrollWidth > row.clientWidth) reveal(row, event.target, false);
  };
  return { nav, onFocus };
};

/** The main navigation; ?event= is kept by the router's search middleware. */
export const NavLinks = () => {
  const { me } = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { nav, onFocus } = useLinksInView(`${pathname} ${me?.key ?? ''}`);
  return (
    <nav aria-label="Main" className="nav main-nav" ref={nav} onFocus={onFocus}>
      <Link to="/">Home</Link>
      <Link to="/event">Event</Link>
      <Link to="/leaderboard">Leaderboard</Link>
      <Link to="/market">Market</Link>
      {me ? <Link to="/connect">Connect</Link> : null}
      {me ? <Link to="/small-talk">Small talk</Link> : null}
      {me ? <Link to="/rock-paper-scissors">Rock-paper-scissors</Link> : null}
      {me ? <Link to="/badge">Badges</Link> : null}
      {me ? <Link to="/profile">Profile</Link> : null}
      {me ? <NotificationsLink userKey={me.key} /> : null}
      {me?.profile.isAdmin ? <Link to="/dashboard">Dashboard</Link> : null}
      <AccountNav />
    </nav>
  );
};
