import { QueryClient } from '@tanstack/react-query';
import { createRouter as createTanStackRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './routes/__root.tsx';
import { routeTree } from './routeTree.gen.ts';

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

/** The one router of the app; tests pass a memory history and their own query client. */
export const createRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createTanStackRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
