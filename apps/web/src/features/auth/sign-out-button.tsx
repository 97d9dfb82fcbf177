import { useNavigate } from '@tanstack/react-router';

/** Sign-out loads the SDKs it needs on click, so every layout can show it without loading them. */
export const SignOutButton = () => {
  const navigate = useNavigate();
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
      Sign out
    </button>
  );
};
