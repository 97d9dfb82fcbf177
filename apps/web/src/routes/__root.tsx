import { eventSearchSchema } from '@engage/domain/entities';
import { resolveTheme, themeToCssVariables } from '@engage/domain/theme';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { SiteShell } from '../components/site-shell.tsx';
import { themeQueryOptions } from '../features/event/queries.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: eventSearchSchema,
  // ?event= survives navigation: every link keeps the event unless it names another.
  search: { middlewares: [retainSearchParams(['event'])] },
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) =>
    event === undefined
      ? resolveTheme(undefined)
      : queryClient.ensureQueryData(themeQueryOptions(event)).then(resolveTheme),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  const theme = Route.useLoaderData();
  return (
    <SiteShell style={themeToCssVariables(theme) as CSSProperties}>
      <Outlet />
    </SiteShell>
  );
}
