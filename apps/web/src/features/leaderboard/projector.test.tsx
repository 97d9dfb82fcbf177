import { snapshotOf } from '@engage/domain/boards';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { joinUrl } from './projector.tsx';
import { ROTATION_MS } from './rotation.ts';

const TEAMS = ['TALENTED', 'AGILE', 'MODERN'];
const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person Number${i + 1}`,
    score: 1_000 - i * 10,
    teamName: TEAMS[i % TEAMS.length],
  }));

const boards = (online: number) => ({
  boardSnapshots: {
    summit: {
      all: snapshotOf(people(25)),
      teams: snapshotOf(TEAMS.map((t, i) => ({ id: t, name: t, score: 900 - i * 100 }))),
      in_person: snapshotOf([]),
      online: snapshotOf(people(online)),
    },
  },
});

const noStoredImages = () =>
  server.use(
    http.get(`${STORAGE}/:name`, () =>
      HttpResponse.json(
        { error: { code: 404, message: 'Not found' } },
        { status: 404, headers: CORS },
      ),
    ),
  );

const boardItems = async () => {
  const list = await screen.findByRole('list', { name: /Top 20|Teams/ });
  return within(list).getAllByRole('listitem');
};

describe('the projector view', { timeout: 20_000 }, () => {
  signedInAsAnn();
  afterEach(() => vi.useRealTimers());

  it('is a kiosk: no site navigation, the top 20 of the event, ranks, and a QR to join', async () => {
    serveDatabase(annTree({ rest: boards(3) }));
    noStoredImages();
    await renderApp('/leaderboard-old');
    await screen.findByRole('heading', { level: 1, name: 'Top 20 attendees' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    const items = await boardItems();
    expect(items).toHaveLength(20);
    expect(items[0]?.textContent).toBe('1Person Number11,000');
    expect(items[19]?.textContent).toBe('20Person Number20810');
    expect(items[0]?.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('PN');
    expect(await screen.findByRole('img', { name: 'QR code: register for Summit' })).toBeDefined();
    expect(screen.getByText('Summit')).toBeDefined();
  });

  it('shows a published photo from the snapshot over that row’s initials, the others keep theirs', async () => {
    const base = boards(3);
    const all = people(25).map((row) => (row.id === 'p1' ? { ...row, photo: 2 } : row));
    const withPhoto = {
      boardSnapshots: { summit: { ...base.boardSnapshots.summit, all: snapshotOf(all) } },
    };
    serveDatabase(annTree({ rest: withPhoto }));
    server.use(
      http.get(`${STORAGE}/:name`, ({ params }) =>
        String(params.name) === 'avatars/p1'
          ? HttpResponse.json(
              { name: 'avatars/p1', bucket: 'demo-engage.appspot.com', downloadTokens: 't1' },
              { headers: CORS },
            )
          : HttpResponse.json(
              { error: { code: 404, message: 'Not found' } },
              { status: 404, headers: CORS },
            ),
      ),
    );
    await renderApp('/leaderboard-old');
    await screen.findByRole('heading', { level: 1, name: 'Top 20 attendees' });
    const items = await boardItems();
    const photo = items[0]?.querySelector('img.board-photo');
    await vi.waitFor(() => expect(photo?.getAttribute('data-state')).toBe('stored'));
    expect(photo?.getAttribute('src')).toContain('avatars%2Fp1?alt=media&token=t1&v=2');
    expect(items[0]?.textContent).toBe('1Person Number11,000');
    expect(items[0]?.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('PN');
    expect(items.slice(1).some((item) => item.querySelector('img') !== null)).toBe(false);
  });

  it('turns to the next board with scores every 15 s, skipping an empty one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveDatabase(annTree({ rest: boards(3) }));
    noStoredImages();
    await renderApp('/leaderboard-old');
    await screen.findByRole('heading', { level: 1, name: 'Top 20 attendees' });
    await boardItems();
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teams');
    expect((await boardItems()).map((item) => item.textContent)).toEqual([
      '1TALENTED900',
      '2AGILE800',
      '3MODERN700',
    ]);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    // No one is on the in-person board, so the online board comes next.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top 20 online');
    expect(await boardItems()).toHaveLength(3);
    const steps = within(screen.getByRole('list', { name: 'Boards in turn' })).getAllByRole(
      'listitem',
    );
    expect(
      steps.filter((s) => s.getAttribute('aria-current') === 'step').map((s) => s.textContent),
    ).toEqual(['online']);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top 20 attendees');
  });

  it('keeps to the board that ?board= pins, with each team in its colour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveDatabase(annTree({ rest: boards(3) }));
    noStoredImages();
    await renderApp('/leaderboard-old?board=teams');
    await screen.findByRole('heading', { level: 1, name: 'Teams' });
    const items = await boardItems();
    expect(
      items.map((item) => item.querySelector('[data-team-color]')?.getAttribute('data-team-color')),
    ).toEqual(['purple', 'green', 'blue']);
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teams');
    expect(screen.queryByRole('list', { name: 'Boards in turn' })).toBeNull();
  });

  it('treats an unknown ?board= as a page that does not exist', async () => {
    serveDatabase(annTree({ rest: boards(3) }));
    noStoredImages();
    await renderApp('/leaderboard-old?board=everyone');
    expect(await screen.findByText(/Page not found: \/leaderboard-old/)).toBeDefined();
  });
});

describe('joinUrl', () => {
  it('sends a phone to the event’s registration on the same site', () => {
    expect(joinUrl('https://engage.example', 'summit-2026')).toBe(
      'https://engage.example/auth/register?event=summit-2026',
    );
    expect(joinUrl('http://localhost:5173', 'a b')).toBe(
      'http://localhost:5173/auth/register?event=a%20b',
    );
  });
});
