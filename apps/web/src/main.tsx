import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
