import { pageNotFoundMessage } from '@engage/domain/errors';
import { Link, useLocation } from '@tanstack/react-router';

export const NotFoundPage = () => {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">404</p>
      <h1 id="status-title">{pageNotFoundMessage(pathname)}</h1>
      <p>Check the link your organiser sent you, or sign in to open your own event.</p>
      <p className="status-actions">
        <Link to="/">Back to the home page</Link> · <Link to="/auth/login">Sign in</Link>
      </p>
    </section>
  );
};
