import { ERROR_MESSAGES } from '@engage/domain/errors';
import { POINTS } from '@engage/domain/points';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANN, annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { callable } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { levelProgress } from './progress.ts';

const status = async () => screen.findByRole('region', { name: 'Your status' });

describe('levels on the home screen', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('shows points, level, the next threshold and the progress towards it', async () => {
    serveDatabase(annTree({ level: 1, points: 160 }));
    await renderApp('/');
    const strip = await status();
    expect(within(strip).getByRole('heading', { name: 'Level 1' })).toBeDefined();
    expect(within(strip).getByText('160')).toBeDefined();
    expect(within(strip).getByText('Level 2 needs 250 points: 90 to go.')).toBeDefined();
    const bar = within(strip).getByRole('progressbar', { name: 'Progress to level 2' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['60', '150']);
  });

  it('states the event’s own thresholds, live as its organisers change them', async () => {
    const database = serveDatabase(annTree({ level: 1, points: 160 }));
    await renderApp('/');
    expect(await screen.findByText('Level 2 needs 250 points: 90 to go.')).toBeDefined();
    database.set('events/summit/scoring', {
      points: POINTS,
      levels: [0, 50, 150, 400],
    });
    expect(
      await screen.findByText('Level 2 needs 150 points: you have enough, level up!'),
    ).toBeDefined();
  });

  it('shows the spec’s exact message when the points are short', async () => {
    serveDatabase(annTree({ level: 0, points: 40 }));
    server.use(
      callable.refuse(
        'levelUp',
        'FAILED_PRECONDITION',
        'level-up-short',
        ERROR_MESSAGES['level-up-short'],
      ),
    );
    await renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Level up' }));
    const short = await screen.findByText(
      "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    );
    expect(short.getAttribute('data-tone')).toBe('warning');
  });

  it('levels up when the points are enough, and the new level shows', async () => {
    const database = serveDatabase(annTree({ level: 0, points: 120 }));
    server.use(callable.ok('levelUp', { level: 1 }));
    await renderApp('/');
    expect(
      await screen.findByText('Level 1 needs 100 points: you have enough, level up!'),
    ).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Level up' }));
    expect((await screen.findByText('You reached level 1!')).getAttribute('data-tone')).toBe(
      'success',
    );
    database.set(`users/${ANN.key}/metadata/level`, 1);
    expect(await screen.findByRole('heading', { name: 'Level 1' })).toBeDefined();
  });

  const GAMES = [
    ['Connect', '/connect'],
    ['Small talk', '/small-talk'],
    ['Rock-paper-scissors', '/rock-paper-scissors'],
    ['Network bingo', '/bingo'],
    ['Picture trivia', '/trivia'],
  ];
  const gameLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Games' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it.each(['/', '/auth'])('links to the games that exist from %s', async (at) => {
    const crawl = { on: true, sponsors: 3, points: 60 };
    const database = serveDatabase({ ...annTree(), events: { summit: { boothCrawl: crawl } } });
    await renderApp(at);
    await waitFor(async () =>
      expect(await gameLinks()).toEqual([...GAMES, ['Booth crawl', '/booth-crawl']]),
    );
    // Switched off by the organiser, the crawl leaves the list while the screen is open.
    database.set('events/summit/boothCrawl/on', false);
    await waitFor(async () => expect(await gameLinks()).toEqual(GAMES));
  });

  it('lists no booth crawl at an event that has never run one', async () => {
    serveDatabase(annTree());
    await renderApp('/');
    expect(await gameLinks()).toEqual(GAMES);
  });
});

describe('level progress', () => {
  it.each([
    [0, 0, { next: { level: 1, threshold: 100 }, gained: 0, span: 100, ready: false }],
    [0, 100, { next: { level: 1, threshold: 100 }, gained: 100, span: 100, ready: true }],
    [2, 300, { next: { level: 3, threshold: 500 }, gained: 50, span: 250, ready: false }],
    [1, 20, { next: { level: 2, threshold: 250 }, gained: 0, span: 150, ready: false }],
    [5, 9_000, { gained: 0, span: 0, ready: false }],
  ])('level %i with %i points', (level, points, expected) => {
    expect(levelProgress(level, points)).toEqual({ level, ...expected });
  });

  it('follows the event’s thresholds, to its own highest level', () => {
    expect(levelProgress(1, 60, [0, 50, 150])).toEqual({
      level: 1,
      next: { level: 2, threshold: 150 },
      gained: 10,
      span: 100,
      ready: false,
    });
    expect(levelProgress(2, 9_000, [0, 50, 150])).toEqual({
      level: 2,
      gained: 0,
      span: 0,
      ready: false,
    });
  });
});
