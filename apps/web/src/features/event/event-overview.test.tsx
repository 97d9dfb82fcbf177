import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_IMAGE } from '../../components/image-with-fallback.tsx';
import { testDatabase } from '../../testing/database.ts';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';

const TREE = {
  events: {
    expo: {
      metadata: { name: 'Expo' },
      teams: {
        AGILE: { name: 'AGILE', color: 'green' },
        MODERN: { name: 'MODERN', color: 'blue' },
      },
    },
  },
  speakers: {
    expo: {
      grace: {
        name: 'Grace Hopper',
        topic: 'Compilers',
        location: 'Hall',
        time: '09:00',
        about: '',
        image: 'speakers/grace.png',
      },
      alan: { name: 'Alan Turing', topic: 'Machines', location: 'Hall', time: '10:00', about: '' },
      // No image field: their photos are where the console uploads one, and at speakers/{name}.
      ines: { name: 'Inès Moreau', topic: 'Games', location: 'Hall', time: '11:00', about: '' },
      kofi: { name: 'Kofi Asante', topic: 'Maps', location: 'Hall', time: '12:00', about: '' },
    },
  },
  sponsors: {
    expo: {
      f: {
        name: 'Fabrikam',
        Logo: 'media/expo/sponsor_f.png',
        Paragraph: 'Badges.',
        Category: 'Silver',
      },
      c: {
        name: 'Contoso',
        Logo: 'media/expo/sponsor_c.png',
        Paragraph: 'Cloud.',
        Category: 'Gold',
      },
      w: {
        name: 'Wingtip',
        Logo: 'media/expo/sponsor_w.png',
        Paragraph: 'Toys.',
        Category: 'Gold',
      },
    },
  },
};

/** Storage holds three speakers' photos, Contoso's logo and the placeholder logo; nothing else. */
const STORED = [
  'speakers/grace.png',
  'speakers/expo__ines.png',
  'speakers/Kofi Asante',
  'media/expo/sponsor_c.png',
  'media/placeholder/logo.png',
];

describe('the event page', () => {
  it('shows the hero, the host logo, speaker photos, sponsors by tier with logos, team colours', async () => {
    testDatabase.reset(TREE);
    server.use(
      http.get(`${STORAGE}/:name`, ({ params }) => {
        const name = String(params.name);
        return STORED.includes(name)
          ? HttpResponse.json(
              {
                name,
                bucket: 'demo-engage.appspot.com',
                downloadTokens: name.replaceAll('/', '_'),
              },
              { headers: CORS },
            )
          : HttpResponse.json(
              { error: { code: 404, message: 'Not found' } },
              { status: 404, headers: CORS },
            );
      }),
    );
    const view = await renderApp('/event?event=expo');
    await screen.findByRole('heading', { level: 1, name: 'Expo' });
    const src = (name: string) => screen.getByRole('img', { name }).getAttribute('src');
    await waitFor(() =>
      expect(view.container.querySelectorAll('img[data-state="resolving"]')).toHaveLength(0),
    );
    expect(src('Photo of Grace Hopper')).toContain('token=speakers_grace.png');
    // A speaker with no photo anywhere shows an avatar drawn from their id, decorative: their
    // name on the card says who it is.
    const alan = screen.getByText('Alan Turing').closest('li');
    expect(screen.queryByRole('img', { name: 'Photo of Alan Turing' })).toBeNull();
    expect(
      (await within(alan as HTMLElement).findByTestId('drawn-avatar')).getAttribute('aria-hidden'),
    ).toBe('true');
    expect(src('Photo of Inès Moreau')).toContain('token=speakers_expo__ines.png');
    expect(src('Photo of Kofi Asante')).toContain('o/speakers%2FKofi%20Asante?alt=media');
    // The host has no logo of its own: the stored placeholder stands in.
    expect(src('Logo of the host of Expo')).toContain('token=media_placeholder_logo.png');
    expect(view.container.querySelector('.event-hero')?.getAttribute('src')).toBe(
      DEFAULT_LANDING_IMAGE,
    );

    const gold = screen.getByRole('region', { name: 'Gold sponsors' });
    expect(
      within(gold)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Contoso', 'Wingtip']);
    expect(
      within(gold).getByRole('img', { name: 'Logo of Contoso' }).getAttribute('src'),
    ).toContain('token=media_expo_sponsor_c.png');
    // A sponsor with no logo stored shows a drawn mark instead of the default logo.
    const wingtip = within(gold).getByText('Wingtip').closest('li') as HTMLElement;
    expect(within(gold).queryByRole('img', { name: 'Logo of Wingtip' })).toBeNull();
    expect((await within(wingtip).findByTestId('drawn-avatar')).getAttribute('data-avatar')).toBe(
      'bauhaus',
    );
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.filter((r) => r?.endsWith('sponsors'))).toEqual([
      'Gold sponsors',
      'Silver sponsors',
    ]);

    expect(
      [...view.container.querySelectorAll('.chip [data-team-color]')].map((t) => [
        t.textContent,
        t.getAttribute('data-team-color'),
      ]),
    ).toEqual([
      ['AGILE', 'green'],
      ['MODERN', 'blue'],
    ]);
  });
});
