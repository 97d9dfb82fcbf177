import { Link } from '@tanstack/react-router';
import { AccountNav } from '../features/auth/ways-in.tsx';
import { NotificationsLink } from '../features/notifications/notifications-link.tsx';
import { useMe } from '../lib/session/live.ts';

/** The main navigation; ?event= is kept by the router's search middleware. */
export const NavLinks = () => {
  const { me } = useMe();
  return (
    <nav aria-label="Main" className="nav">
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
