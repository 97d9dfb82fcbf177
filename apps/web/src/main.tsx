import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './lib/resilience/chunk-reload.ts';
import { createQueryClient, createRouter } from './router.tsx';
import './styles.css';
import './theme.css';

installChunkReloadGuard();
const queryClient = createQueryClient();
const router = createRouter(queryClient);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in slices of a few milliseconds, yielding
// between them: on a slow phone one long render task would hold the main thread (taps, the
// shell's animation) for a quarter of a second or more. The shell stays until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
