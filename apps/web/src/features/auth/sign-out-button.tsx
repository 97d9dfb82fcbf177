import { useStore } from '@nanostores/react';
import { useNavigate } from '@tanstack/react-router';
import { navWords } from '../../lib/i18n/nav-words.ts';

/** Sign-out loads the SDKs it needs on click, so every layout can show it without loading them. */
export const SignOutButton = () => {
  const navigate = useNavigate();
  const t = useStore(navWords);
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        const [{ callSignOut }, { signOut }, { forgetQueries }] = await Promise.all([
          import('../../lib/firebase/calls.ts'),
          import('../../lib/firebase/session.ts'),
          import('../../lib/offline-cache.ts'),
        ]);
        await callSignOut({}).catch(() => undefined);
        await signOut();
        // What was kept for offline goes now, not a second later: a page opened next would
        // restore the old session from it.
        await forgetQueries();
        await navigate({ to: '/auth/login', replace: true });
      }}
    >
      {t.signOut}
    </button>
  );
};
