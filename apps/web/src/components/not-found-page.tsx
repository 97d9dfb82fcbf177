import { pageNotFoundMessage } from '@engage/domain/errors';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from '@tanstack/react-router';
import { i18n } from '../lib/i18n/i18n.ts';

const messages = i18n('notFound', {
  help: 'Check the link your organiser sent you, or sign in to open your own event.',
  home: 'Back to the home page',
  signIn: 'Sign in',
});

export const NotFoundPage = () => {
  const t = useStore(messages);
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">404</p>
      <h1 id="status-title">{pageNotFoundMessage(pathname)}</h1>
      <p>{t.help}</p>
      <p className="status-actions">
        <Link to="/">{t.home}</Link> · <Link to="/auth/login">{t.signIn}</Link>
      </p>
    </section>
  );
};
