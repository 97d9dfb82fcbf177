import { BADGES } from '@engage/domain/badges';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { renderApp } from '../../testing/render.tsx';

const cardsUnder = (heading: RegExp) => {
  const list = screen.getByRole('heading', { name: heading }).nextElementSibling;
  if (!(list instanceof HTMLElement) || list.tagName !== 'UL') return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
};

describe('badges', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('shows the earned badges and the locked ones, each with how to earn it', async () => {
    serveDatabase(
      annTree({ points: 300, mine: { badges: { coins: 300, super_networker: 2, kool_badge: 1 } } }),
    );
    await renderApp('/badge');
    await screen.findByRole('heading', { level: 1, name: 'Your badges' });
    expect(cardsUnder(/^Earned/)).toEqual([
      'First points',
      'Coin collector',
      'Ice breaker',
      'Kool kid',
    ]);
    expect(cardsUnder(/^Locked/)).toEqual([
      'High roller',
      'Super networker',
      'All-rounder',
      'Shopper',
      'Booth crawler',
      'Session explorer',
    ]);
    expect(screen.getByText('Connect with 10 attendees.')).toBeDefined();
    expect(screen.getByText('2 of 10 connections')).toBeDefined();
    // The level-up section stays on this screen.
    expect(screen.getByRole('button', { name: 'Level up' })).toBeDefined();
  });

  it('says there is none yet for a newcomer, with every badge locked', async () => {
    serveDatabase(annTree());
    await renderApp('/badge');
    expect(
      await screen.findByText(
        'No badges yet: play a game or connect with someone to earn your first.',
      ),
    ).toBeDefined();
    expect(cardsUnder(/^Locked/)).toHaveLength(BADGES.length);
  });
});
