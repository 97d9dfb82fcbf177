import { useNavigate } from '@tanstack/react-router';

/** Sign-out loads the SDKs it needs on click, so every layout can show it without loading them. */
export const SignOutButton = () => {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        const [{ callSignOut }, { signOut }] = await Promise.all([
          import('../../lib/firebase/calls.ts'),
          import('../../lib/firebase/session.ts'),
        ]);
        await callSignOut({}).catch(() => undefined);
        await signOut();
        await navigate({ to: '/auth/login', replace: true });
      }}
    >
      Sign out
    </button>
  );
};
