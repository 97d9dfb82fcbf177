import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The words for a refusal (lib/messages.ts) are not part of the first visit: they load with the
// first screen that fails; the alert comes with them.
const ProblemText = lazy(() =>
  import('./problem-text.tsx').then((module) => ({ default: module.ProblemText })),
);

/** A screen still loading what it shows, said in words under its own title. */
export const ScreenPending = ({ title, text }: { title: string; text: string }) => (
  <section aria-labelledby="screen-title" aria-busy="true">
    <h1 id="screen-title">{title}</h1>
    <p>{text}</p>
  </section>
);

/**
 * A screen whose data could not be loaded: the refusal in the catalogue's words (or `fallback`),
 * and a retry that runs the route's loader again.
 */
export const ScreenProblem = ({
  title,
  fallback,
  error,
  reset,
}: ErrorComponentProps & { title: string; fallback: string }) => {
  const router = useRouter();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      <Suspense fallback={null}>
        <p role="alert" className="form-alert" data-tone="danger">
          <ProblemText error={error} fallback={fallback} />
        </p>
      </Suspense>
      <button
        type="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </section>
  );
};
