import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadCatalogue } from './lib/i18n/i18n.ts';
import { mayHaveOfflineCache } from './lib/offline-flag.ts';
import { installChunkReloadGuard } from './lib/resilience/chunk-reload.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { createQueryClient, createRouter } from './router.tsx';
import '@fontsource-variable/inter/wght.css';
import './styles/base.css';
import './styles/icons.css';
import './styles/shell.css';
import './styles/components.css';
import './styles/forms.css';
import './styles/layouts.css';
import './styles/content.css';
import './styles/connect.css';
import './styles/market.css';
import './styles/console.css';
import './styles/games.css';
import './styles/skeletons.css';
import './styles/phone-nav.css';
import './theme.css';

installChunkReloadGuard();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// Start-up in separate tasks (the bundle's evaluation, the router's route tree, the first match
// and load, the render), each short enough not to block a slow phone's main thread. Loaded before
// the render, the router has its matches when React mounts, so the render is not redone when they
// resolve (the router skips its load on mount for a location it has already resolved).
// An async function, not top-level await: lazy route chunks import from this module, and a module
// still suspended at a top-level await would make a deep link's route chunk (which the router's
// load waits for) wait for this module in turn.
const start = async (container: HTMLElement): Promise<void> => {
  // A Dutch reader's catalogue, fetched while the rest starts, in place before the first render.
  const catalogue = preloadCatalogue().catch(() => undefined);
  // A returning attendee's kept queries (their profile, QR, the programme) first, so that the
  // first screen has them with the network gone; a first visit has none and loads nothing more.
  if (mayHaveOfflineCache())
    await import('./lib/offline-cache.ts')
      .then(({ restoreQueries }) => restoreQueries(queryClient))
      .catch(() => undefined);
  await catalogue;
  await yieldToMain();
  const router = createRouter(queryClient);
  await yieldToMain();
  // A load that throws still renders: the router shows its error screen, not the shell for good.
  await router.load().catch((error: unknown) => console.error('first load failed', error));
  await yieldToMain();
  // A transition lets React render the first screen in slices of a few milliseconds, yielding
  // between them: on a slow phone one long render task would hold the main thread (taps, the
  // shell's animation) for a quarter of a second or more. The shell stays until it commits.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
};
void start(root);
