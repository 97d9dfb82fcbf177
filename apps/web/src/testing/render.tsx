import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRouter as createAppRouter } from '../router.tsx';

/**
 * Loads the router's first match, then renders it with a fresh QueryClient (retries off); with
 * `waitForLoad: false` it renders at once, so a test sees the route's pending screen.
 */
const mount = async <R extends AnyRouter>(
  router: R,
  queryClient: QueryClient,
  { waitForLoad = true }: { waitForLoad?: boolean } = {},
) => {
  if (waitForLoad) await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders one component inside a router, as screens run. */
export const renderInRouter = (ui: ReactNode, path = '/') => {
  const rootRoute = createRootRoute({
    component: () => <>{ui}</>,
    notFoundComponent: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return mount(router, testQueryClient());
};

/** Renders the app's own route tree at `path`. */
export const renderApp = (path: string, options?: { waitForLoad?: boolean }) => {
  const queryClient = testQueryClient();
  return mount(
    createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] })),
    queryClient,
    options,
  );
};
