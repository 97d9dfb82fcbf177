import { useStore } from '@nanostores/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import type { ReadableAtom } from 'nanostores';
import { Suspense } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { lazyPart } from '../lib/lazy-part.tsx';

// The words for a refusal (lib/messages.ts) are not part of the first visit: they load with the
// first screen that fails; the alert comes with them. Offline before they loaded, the screen's own
// words for a failure say it.
const ProblemText = lazyPart(
  () => import('./problem-text.tsx').then((module) => module.ProblemText),
  ({ fallback }: { error: unknown; fallback: string }) => fallback,
);

const messages = i18n('screenStatus', { retry: 'Try again' });

/** A screen's words from the catalogue: its title, and what it is loading or why it failed. */
type ScreenWords<Key extends string> = ReadableAtom<
  { readonly title: string } & { readonly [key in Key]: string }
>;

/** A screen still loading what it shows, said in words under its own title. */
export const ScreenPending = ({ words }: { words: ScreenWords<'pending'> }) => {
  const t = useStore(words);
  return (
    <section aria-labelledby="screen-title" aria-busy="true">
      <h1 id="screen-title">{t.title}</h1>
      <p>{t.pending}</p>
    </section>
  );
};

/**
 * A screen whose data could not be loaded: the refusal in the catalogue's words (or the screen's
 * own), and a retry that runs the route's loader again.
 */
export const ScreenProblem = ({
  words,
  error,
  reset,
}: ErrorComponentProps & { words: ScreenWords<'failed'> }) => {
  const router = useRouter();
  const t = useStore(words);
  const own = useStore(messages);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t.title}</h1>
      <Suspense fallback={null}>
        <p role="alert" className="form-alert" data-tone="danger">
          <ProblemText error={error} fallback={t.failed} />
        </p>
      </Suspense>
      <button
        type="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {own.retry}
      </button>
    </section>
  );
};
