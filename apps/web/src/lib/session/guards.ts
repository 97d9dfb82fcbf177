import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Me } from '../firebase/profile.ts';
import type { SessionUser } from '../firebase/session.ts';
import { meQueryOptions, sessionQueryOptions } from './queries.ts';

/** For beforeLoad: a screen that needs a registered user sends others to sign in first. */
export const requireMe = async (
  queryClient: QueryClient,
  href: string,
): Promise<{ session: SessionUser; me: Me }> => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (session === null) throw redirect({ to: '/auth/login', search: { redirect: href } });
  const me = await queryClient.ensureQueryData(meQueryOptions(session.uid));
  if (me === null) throw redirect({ to: '/auth/register' });
  return { session, me };
};

export const requireAdmin = async (queryClient: QueryClient, href: string) => {
  const context = await requireMe(queryClient, href);
  if (!context.me.profile.isAdmin) throw redirect({ to: '/' });
  return context;
};
