import { ERROR_MESSAGES } from '@engage/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { CORS, callable, STORAGE } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { WelcomeVideoPrompt } from './welcome-video-prompt.tsx';

const VIDEO = {
  path: 'video/summit/v1.webm',
  contentType: 'video/webm',
  size: 2_000,
  at: 1,
};

/** The tree, the stored file's address and the callable; records what each call sent. */
const serve = (welcomeVideos: Record<string, unknown> = {}) => {
  const sent: unknown[] = [];
  testDatabase.reset({ ...annTree(), welcomeVideos });
  server.use(
    callable.options(),
    http.get(`${STORAGE}/:name`, () =>
      HttpResponse.json(
        { name: VIDEO.path, bucket: 'demo-engage.appspot.com', downloadTokens: 't1' },
        { headers: CORS },
      ),
    ),
    callable.answer('watchedWelcomeVideo', (data) => {
      sent.push(data);
      return { awarded: 20 };
    }),
  );
  return sent;
};

describe('WelcomeVideoPrompt', { timeout: 15_000 }, () => {
  signedInAs('uid-ann', 'ann@example.com');

  it('plays the event’s video inline and says once watched what it paid', async () => {
    const sent = serve({ summit: VIDEO });
    await renderInRouter(<WelcomeVideoPrompt eventId="summit" watched={false} />);
    await screen.findByRole('heading', { name: 'Welcome video' });
    const video = await waitFor(() => {
      const found = document.querySelector('video');
      expect(found?.getAttribute('src')).toContain('token=t1');
      return found;
    });
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'I watched it' }));
    expect(
      await screen.findByText('Thanks for watching the welcome video: +20 points.'),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Welcome video' })).toBeNull();
    expect(sent).toEqual([{}]);
  });

  it('tells the server when the video plays to its end', async () => {
    const sent = serve({ summit: VIDEO });
    await renderInRouter(<WelcomeVideoPrompt eventId="summit" watched={false} />);
    const video = await waitFor(() => {
      const found = document.querySelector('video');
      expect(found).not.toBeNull();
      return found as HTMLVideoElement;
    });
    video.dispatchEvent(new Event('ended'));
    expect(await screen.findByRole('status')).toBeDefined();
    expect(sent).toEqual([{}]);
  });

  it('shows a refusal in the catalogue’s words', async () => {
    serve({ summit: VIDEO });
    server.use(callable.refuse('watchedWelcomeVideo', 'NOT_FOUND', 'not-found', 'Not found'));
    await renderInRouter(<WelcomeVideoPrompt eventId="summit" watched={false} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I watched it' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ERROR_MESSAGES['not-found']);
  });

  it('shows nothing for an event without a video, or once watched', async () => {
    const sent = serve();
    const { unmount } = await renderInRouter(
      <WelcomeVideoPrompt eventId="summit" watched={false} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Welcome video' })).toBeNull();
    unmount();
    serve({ summit: VIDEO });
    await renderInRouter(<WelcomeVideoPrompt eventId="summit" watched />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: 'Welcome video' })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(sent).toEqual([]);
  });
});
