import { eventSearch } from '@engage/domain/search';
import { themeToCssVariables } from '@engage/domain/theme';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  notFound,
  Outlet,
  retainSearchParams,
} from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { BuildRefreshPrompt } from '../components/build-refresh-prompt.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { eventQueryOptions, themeQueryOptions } from '../features/event/queries.ts';
import { useEventTheme } from '../features/event/use-event-theme.ts';
import { useLiveTheme } from '../features/event/use-live-theme.ts';
import { RootError, RootNotFound } from '../layouts/root-status.tsx';
import { useDocumentTitle } from '../layouts/use-document-title.ts';
import { useRememberBootTheme } from '../lib/boot-theme.ts';
import { useLiveSession } from '../lib/session/live.ts';
import { useEventId } from '../lib/session/use-event-id.ts';

/** What every route's loader and beforeLoad receive; the router (router.tsx) provides it. */
export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: eventSearch,
  // ?event= survives navigation: every link keeps the event unless it names another.
  search: { middlewares: [retainSearchParams(['event'])] },
  // One check for every screen, before any screen's own (sign-in guards included): a link that
  // names an event that does not exist is the 404, not a half-empty screen.
  beforeLoad: async ({ context: { queryClient }, search: { event } }) => {
    if (event === undefined) return;
    const found = await queryClient.ensureQueryData(eventQueryOptions(event));
    if (found === null) throw notFound();
  },
  loaderDeps: ({ search }) => ({ event: search.event }),
  // The named event's colours are cached before the first paint; the signed-in user's own event
  // is known only once the session is, so its colours follow then.
  loader: async ({ context: { queryClient }, deps: { event } }) => {
    if (event !== undefined) await queryClient.ensureQueryData(themeQueryOptions(event));
  },
  component: RootComponent,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});

function RootComponent() {
  useLiveSession();
  const eventId = useEventId();
  useLiveTheme(eventId);
  const theme = useEventTheme(eventId);
  useRememberBootTheme(eventId, theme);
  useDocumentTitle(eventId);
  return (
    <div className="theme-root" style={themeToCssVariables(theme) as CSSProperties}>
      <OfflineBanner />
      <BuildRefreshPrompt />
      <Outlet />
    </div>
  );
}
