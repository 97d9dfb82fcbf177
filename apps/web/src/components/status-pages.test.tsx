import { SearchParamError } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../routes/__root.tsx';
import { renderInRouter } from '../testing/render.tsx';

const ErrorComponent = Route.options.errorComponent;

describe('the 500 page', () => {
  it('keeps the layout, says something went wrong and offers a way home; the error goes to the console', async () => {
    if (ErrorComponent === undefined || ErrorComponent === false)
      throw new Error('the root route has no error component');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<ErrorComponent error={new Error('boom')} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeDefined();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the 404 text for a failed route validation', async () => {
    if (ErrorComponent === undefined || ErrorComponent === false)
      throw new Error('the root route has no error component');
    await renderInRouter(
      <ErrorComponent error={new SearchParamError('bad event')} reset={() => undefined} />,
      '/leaderboard',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Page not found: /leaderboard',
    );
  });
});
