import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { server } from '../../testing/server.ts';
import { BoardTable, ranked } from './board-table.tsx';

const rows = [
  { key: 'p1', name: 'Grace Hopper', score: 90, teamName: 'TALENTED' },
  { key: 'p2', name: 'Alan Turing', score: 70, teamName: 'AGILE' },
  { key: 'p3', name: 'Ada Lovelace', score: 70, teamName: 'KNOCK-OUT' },
  { key: 'p4', name: 'Linus Torvalds', score: 10 },
];

describe('BoardTable photos', () => {
  /** Storage answers the published avatars (by public id) and refuses any other name. */
  const avatars = (stored: readonly string[], asked: string[]) =>
    server.use(
      http.get(`${STORAGE}/:name`, ({ params }) => {
        const name = String(params.name);
        asked.push(name);
        return stored.includes(name)
          ? HttpResponse.json(
              { name, bucket: 'demo-engage.appspot.com', downloadTokens: `t-${name.slice(8)}` },
              { headers: CORS },
            )
          : HttpResponse.json(
              { error: { code: 404, message: 'Not found' } },
              { status: 404, headers: CORS },
            );
      }),
    );

  it('shows a published photo (by public id, at its version) over the initials, initials otherwise', async () => {
    const asked: string[] = [];
    avatars(['avatars/p1'], asked);
    const withPhoto = [
      { key: 'p1', name: 'Grace Hopper', score: 90, teamName: 'TALENTED', photo: 3 },
      { key: 'p2', name: 'Alan Turing', score: 70, teamName: 'AGILE' },
    ];
    render(<BoardTable rows={withPhoto} caption="Top 20" ownKey="p1" />);
    const table = screen.getByRole('table', { name: 'Top 20' });
    const photos = table.querySelectorAll('img.board-photo');
    expect(photos).toHaveLength(1);
    const photo = photos[0];
    await waitFor(() => expect(photo?.getAttribute('data-state')).toBe('stored'));
    expect(photo?.getAttribute('src')).toMatch(/\/o\/avatars%2Fp1\?alt=media&token=t-p1&v=3$/);
    expect(asked).toEqual(['avatars/p1']);
    // The photo sits in the row of its name, decorative (the name is the text), at a fixed size;
    // the initials stay underneath, and the rows without a photo keep theirs.
    expect(photo?.closest('tr')?.textContent).toBe('1Grace HopperYou90TALENTED');
    expect(photo?.getAttribute('alt')).toBe('');
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['32', '32']);
    expect(
      [...table.querySelectorAll('[data-initials]')].map((n) => n.getAttribute('data-initials')),
    ).toEqual(['GH', 'AT']);
    // A photo that fails to load leaves the initials alone (the image is hidden unless stored).
    if (photo !== undefined) fireEvent.error(photo);
    expect(photo?.getAttribute('data-state')).toBe('fallback');
  });

  it('a refused or missing avatar leaves the initials: the image never reaches the stored state', async () => {
    const asked: string[] = [];
    avatars([], asked);
    render(
      <BoardTable
        rows={[{ key: 'p2', name: 'Alan Turing', score: 70, photo: 1 }]}
        caption="Top 20"
      />,
    );
    const photo = screen.getByRole('table', { name: 'Top 20' }).querySelector('img.board-photo');
    await waitFor(() => expect(photo?.getAttribute('data-state')).toBe('fallback'));
    expect(asked).toEqual(['avatars/p2']);
  });
});

describe('BoardTable', () => {
  it('shows initials, the score, the team with its colour, shared ranks, and "You" on the viewer’s row', () => {
    render(<BoardTable rows={rows} caption="Top 20" ownKey="p3" />);
    const table = screen.getByRole('table', { name: 'Top 20' });
    const [, ...body] = within(table).getAllByRole('row');
    expect(body.map((row) => row.textContent)).toEqual([
      '1Grace Hopper90TALENTED',
      '2Alan Turing70AGILE',
      '2Ada LovelaceYou70KNOCK-OUT',
      '4Linus Torvalds10',
    ]);
    // The initials are drawn from data-initials; the name cell's text stays the name.
    expect(
      [...table.querySelectorAll('[data-initials]')].map((n) => n.getAttribute('data-initials')),
    ).toEqual(['GH', 'AT', 'AL', 'LT']);
    expect(within(table).getByRole('cell', { name: 'Alan Turing' })).toBeDefined();
    const own = body[2];
    expect(own?.getAttribute('aria-current')).toBe('true');
    expect(body.filter((row) => row.getAttribute('aria-current') !== null)).toHaveLength(1);
    const teams = table.querySelectorAll('[data-team-color]');
    expect([...teams].map((team) => team.getAttribute('data-team-color'))).toEqual([
      'purple',
      'green',
      'white',
    ]);
    expect(
      table.querySelector('[data-team-color="purple"] .team-dot')?.getAttribute('style'),
    ).toContain('--team-color: purple');
  });

  it('on the team board colours each team and marks the viewer’s team', () => {
    render(
      <BoardTable
        rows={[
          { key: 'MODERN', name: 'MODERN', score: 300 },
          { key: 'OBSESSIVE', name: 'OBSESSIVE', score: 200 },
        ]}
        caption="Teams"
        teams
        ownKey="OBSESSIVE"
      />,
    );
    const table = screen.getByRole('table', { name: 'Teams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Team', 'Score']);
    expect(table.querySelector('tr[aria-current="true"]')?.textContent).toBe('2OBSESSIVEYou200');
    expect(table.querySelector('[data-team-color="blue"]')?.textContent).toBe('MODERN');
  });

  it('names each team as the event’s organisers named it, in its key’s colour', () => {
    const teamNames = { MODERN: { name: 'Night Owls', color: 'blue' } };
    const { rerender } = render(
      <BoardTable
        rows={[{ key: 'MODERN', name: 'MODERN', score: 300 }]}
        caption="Teams"
        teams
        teamNames={teamNames}
      />,
    );
    expect(document.querySelector('[data-team-color="blue"]')?.textContent).toBe('Night Owls');
    rerender(
      <BoardTable
        rows={[{ key: 'p1', name: 'Grace Hopper', score: 90, teamName: 'MODERN' }]}
        caption="People"
        teamNames={teamNames}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' }).textContent).toContain('Night Owls');
  });
});

describe('ranked', () => {
  it.each([
    [
      [50, 40, 30],
      [1, 2, 3],
    ],
    [
      [50, 50, 30],
      [1, 1, 3],
    ],
    [
      [50, 40, 40, 40, 10],
      [1, 2, 2, 2, 5],
    ],
    [
      [0, 0],
      [1, 1],
    ],
  ])('scores %j rank %j', (scores, ranks) => {
    const board = scores.map((score, i) => ({ key: `k${i}`, name: `N${i}`, score }));
    expect(ranked(board).map((r) => r.rank)).toEqual(ranks);
  });
});
