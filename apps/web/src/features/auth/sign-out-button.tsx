import { useNavigate } from '@tanstack/react-router';
import { callSignOut } from '../../lib/firebase/calls.ts';
import { signOut } from '../../lib/firebase/session.ts';

export const SignOutButton = () => {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        await callSignOut({}).catch(() => undefined);
        await signOut();
        await navigate({ to: '/auth/login' });
      }}
    >
      Sign out
    </button>
  );
};
