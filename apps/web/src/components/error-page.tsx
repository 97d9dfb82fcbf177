import { type ErrorComponentProps, Link } from '@tanstack/react-router';

/** The generic 500 page: the error goes to the console, the user gets a way home. */
export const ErrorPage = ({ error }: ErrorComponentProps) => {
  console.error(error);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-code">500</p>
      <h1 id="status-title">Something went wrong</h1>
      <p>The page could not be shown. Try again, or go back to the home page.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
};
