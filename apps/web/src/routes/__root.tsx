import { eventSearchSchema } from '@engage/domain/entities';
import { resolveTheme, themeToCssVariables } from '@engage/domain/theme';
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { BuildRefreshPrompt } from '../components/build-refresh-prompt.tsx';
import { RootError, RootNotFound } from '../components/root-status.tsx';
import { themeQueryOptions } from '../features/event/queries.ts';
import { useLiveSession } from '../lib/session/live.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: eventSearchSchema,
  // ?event= survives navigation: every link keeps the event unless it names another.
  search: { middlewares: [retainSearchParams(['event'])] },
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) =>
    event === undefined
      ? resolveTheme(undefined)
      : queryClient.ensureQueryData(themeQueryOptions(event)).then(resolveTheme),
  component: RootComponent,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});

function RootComponent() {
  const theme = Route.useLoaderData();
  useLiveSession();
  return (
    <div className="theme-root" style={themeToCssVariables(theme) as CSSProperties}>
      <BuildRefreshPrompt />
      <Outlet />
    </div>
  );
}
