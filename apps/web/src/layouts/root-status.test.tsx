import { SearchParamError } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../testing/render.tsx';
import { RootError } from './root-status.tsx';

describe('the 500 page', () => {
  it('keeps the layout, says something went wrong and offers a way home; the error goes to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInRouter(<RootError error={new Error('boom')} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeDefined();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows the 404 text for a failed route validation', async () => {
    await renderInRouter(
      <RootError error={new SearchParamError('bad event')} reset={() => undefined} />,
      '/leaderboard',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Page not found: /leaderboard',
    );
  });
});
