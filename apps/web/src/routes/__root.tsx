import { eventSearchSchema } from '@engage/domain/entities';
import { resolveTheme, themeToCssVariables } from '@engage/domain/theme';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  retainSearchParams,
  SearchParamError,
} from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { BuildRefreshPrompt } from '../components/build-refresh-prompt.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { themeQueryOptions } from '../features/event/queries.ts';
import { useLiveSession } from '../features/session/live.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  validateSearch: eventSearchSchema,
  // ?event= survives navigation: every link keeps the event unless it names another.
  search: { middlewares: [retainSearchParams(['event'])] },
  loaderDeps: ({ search }) => ({ event: search.event }),
  loader: ({ context: { queryClient }, deps: { event } }) =>
    event === undefined
      ? resolveTheme(undefined)
      : queryClient.ensureQueryData(themeQueryOptions(event)).then(resolveTheme),
  component: RootComponent,
  notFoundComponent: () => (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  ),
  // Spec section 8: a failed route validation is a 404 too; anything else is the 500 page.
  errorComponent: (props) => (
    <DefaultLayout>
      {props.error instanceof SearchParamError ? <NotFoundPage /> : <ErrorPage {...props} />}
    </DefaultLayout>
  ),
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
