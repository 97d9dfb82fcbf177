import { PAGE_TRANSITION_WAIT_MS } from '@engage/domain/constants';
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
    // Spec section 9: about 100 ms before a page in transition shows its pending state.
    defaultPendingMs: PAGE_TRANSITION_WAIT_MS,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
