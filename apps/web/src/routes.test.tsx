import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter } from './router.tsx';

const renderAt = async (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

afterEach(cleanup);

describe('route tree', () => {
  it('renders the home page at /', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Welcome to the event',
    );
  });

  it('renders the 404 text for an unmatched path, inside the layout, with a way home', async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByText('Page not found: /no-such-page')).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeDefined();
  });
});
