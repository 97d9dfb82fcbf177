import { useStore } from '@nanostores/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useState } from 'react';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { NotificationsLabel } from '../components/notifications-label.tsx';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { navWords } from '../lib/i18n/nav-words.ts';
import { lazyPart } from '../lib/lazy-part.tsx';
import { useMe } from '../lib/session/live.ts';

// The links without their unread counts: while the counts' code loads, and if it cannot.
const PlainNotificationsLink = () => (
  <Link to="/notifications" className="notifications-link">
    <NotificationsLabel />
  </Link>
);

const PlainInboxLink = () => (
  <Link to="/inbox" search={{}} className="menu-only">
    {useStore(navWords).inbox}
  </Link>
);

// Signed in only, so loaded then (a visitor's first visit has no room for it in the entry routes'
// JavaScript budget); until it has loaded, the link shows without its count.
const NotificationsLink = lazyPart(
  () =>
    import('../features/notifications/notifications-link.tsx').then(
      (module) => module.NotificationsLink,
    ),
  PlainNotificationsLink,
);

// The inbox's unread count needs its listener, loaded once signed in like the notifications'.
const InboxLink = lazyPart(
  () => import('../features/inbox/inbox-link.tsx').then((module) => module.InboxLink),
  PlainInboxLink,
);

/**
 * The menu's state on a phone (styles/phone-nav.css): closed on every navigation and with Escape.
 * On a wide screen the toggle is not shown and every link is, so the state changes nothing there.
 */
const useMenu = (pathname: string) => {
  // Open on the screen it was opened on only: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, toggle: () => setOpenOn(open ? null : pathname) };
};

/**
 * The main navigation; ?event= is kept by the router's search middleware. On a phone only the
 * notifications and a menu toggle show in the header, the rest opens as a list under it (the tab
 * bar, tab-bar.tsx, holds what attendees do most); on a wide screen the rest is in one row, and
 * the menu-only links are reached from the page that leads to them (the games from home's Play,
 * My meetings from People and the agenda, My sessions from the agenda).
 */
export const NavLinks = () => {
  const { me } = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { open, toggle } = useMenu(pathname);
  const menuId = useId();
  const t = useStore(navWords);
  return (
    <nav aria-label={t.mainLabel} className="nav main-nav" id={menuId} data-open={open}>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        data-icon="menu"
      >
        <span className="menu-word">{t.menu}</span>
      </button>
      <Link to="/">{t.home}</Link>
      <Link to="/event">{t.event}</Link>
      {me ? <Link to="/agenda">{t.agenda}</Link> : null}
      <Link to="/leaderboard">{t.leaderboard}</Link>
      <Link to="/market">{t.market}</Link>
      {me ? <Link to="/connect">{t.connect}</Link> : null}
      {me ? (
        <Link to="/small-talk" className="menu-only">
          {t.smallTalk}
        </Link>
      ) : null}
      {me ? (
        <Link to="/rock-paper-scissors" className="menu-only">
          {t.rockPaperScissors}
        </Link>
      ) : null}
      {me ? <Link to="/badge">{t.badges}</Link> : null}
      {me ? <Link to="/people">{t.people}</Link> : null}
      {me ? (
        <Suspense fallback={<PlainInboxLink />}>
          <InboxLink userKey={me.key} />
        </Suspense>
      ) : null}
      {me ? (
        <Link to="/meetings" className="menu-only">
          {t.myMeetings}
        </Link>
      ) : null}
      {me ? (
        <Link to="/my-sessions" className="menu-only">
          {t.mySessions}
        </Link>
      ) : null}
      {me ? <Link to="/profile">{t.profile}</Link> : null}
      {me?.profile.isRep ? <Link to="/leads">{t.myLeads}</Link> : null}
      {me ? (
        <Suspense fallback={<PlainNotificationsLink />}>
          <NotificationsLink userKey={me.key} eventId={me.profile.eventId} />
        </Suspense>
      ) : null}
      {me?.profile.isAdmin ? <Link to="/dashboard">{t.dashboard}</Link> : null}
      <AccountNav />
      <LanguageSwitch />
    </nav>
  );
};
