import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { SiteShell } from '../components/site-shell.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <SiteShell>
      <Outlet />
    </SiteShell>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
