import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Speaker } from '../../lib/firebase/events.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { SpeakerList } from './speaker-list.tsx';

const grace: Speaker = {
  id: 'grace',
  name: 'Grace Hopper',
  topic: 'Compilers',
  location: 'Hall',
  time: '09:00',
  about: 'Wrote the first compiler.\nAdmiral.',
  linkedinUrl: 'https://www.linkedin.com/in/grace',
  twitterURL: 'https://twitter.com/grace',
  instagramURL: 'https://instagram.com/grace',
  facebookURL: 'https://facebook.com/grace',
};

describe('SpeakerList', () => {
  it('shows what the organiser wrote about a speaker and all four profiles, named for whose they are', async () => {
    await renderInRouter(<SpeakerList eventId="expo" speakers={[grace]} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText(/Wrote the first compiler/).textContent).toBe(
      'Wrote the first compiler.\nAdmiral.',
    );
    const links = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      // The way to her sessions: the agenda, narrowed to her.
      ['Sessions of Grace Hopper', '/agenda?speaker=grace'],
      ['LinkedIn profile of Grace Hopper', 'https://www.linkedin.com/in/grace'],
      ['Twitter profile of Grace Hopper', 'https://twitter.com/grace'],
      ['Instagram profile of Grace Hopper', 'https://instagram.com/grace'],
      ['Facebook profile of Grace Hopper', 'https://facebook.com/grace'],
    ]);
  });

  it('offers no link the speaker has not got, nor one that is not https', async () => {
    const { container } = await renderInRouter(
      <SpeakerList
        eventId="expo"
        speakers={[
          {
            id: 'alan',
            name: 'Alan Turing',
            topic: 'Machines',
            location: 'Hall',
            time: '10:00',
            twitterURL: 'http://twitter.com/alan',
            facebookURL: 'https://facebook.com/alan',
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sessions of Alan Turing',
      'Facebook profile of Alan Turing',
    ]);
    expect(container.querySelector('.speaker-about')).toBeNull();
  });
});
