import { useStore } from '@nanostores/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { i18n } from '../lib/i18n/i18n.ts';

const messages = i18n('errorPage', {
  title: 'Something went wrong',
  help: 'The page could not be shown. Try again, or go back to the home page.',
  home: 'Back to the home page',
});

/** The generic 500 page: the error goes to the console, the user gets a way home. */
export const ErrorPage = ({ error }: ErrorComponentProps) => {
  const t = useStore(messages);
  console.error(error);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">500</p>
      <h1 id="status-title">{t.title}</h1>
      <p>{t.help}</p>
      <Link to="/">{t.home}</Link>
    </section>
  );
};
