import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { server } from '../../testing/server.ts';
import { BoardTable } from './board-table.tsx';

/** Storage holds no published photo. */
const noPhotos = () =>
  server.use(
    http.get(`${STORAGE}/:name`, () =>
      HttpResponse.json(
        { error: { code: 404, message: 'Not found' } },
        { status: 404, headers: CORS },
      ),
    ),
  );

describe('BoardTable avatars', () => {
  it('draws each person’s avatar over their initials; the name cell still reads as the name', async () => {
    noPhotos();
    const { container } = render(
      <BoardTable
        caption="Everyone"
        rows={[
          { key: 'p1', name: 'Grace Hopper', score: 90, teamName: 'TALENTED' },
          { key: 'p2', name: 'Alan Turing', score: 70 },
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('svg[data-avatar]')).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Everyone' });
    for (const name of ['Grace Hopper', 'Alan Turing']) {
      const cell = within(table).getByText(name).closest('td') as HTMLElement;
      expect(cell.textContent).toBe(name);
      expect(cell.querySelector('svg[data-avatar]')?.getAttribute('aria-hidden')).toBe('true');
      expect(within(table).getByRole('cell', { name })).toBe(cell);
    }
  });

  it('draws no avatar on the team board', async () => {
    render(
      <BoardTable caption="Teams" teams rows={[{ key: 'AGILE', name: 'AGILE', score: 10 }]} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-avatar], .board-avatar')).toBeNull();
  });
});
