import { ERROR_MESSAGES } from '@engage/domain/errors';
import { WELCOME_VIDEO_MAX_BYTES } from '@engage/domain/welcome-video';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { CORS, callable, STORAGE } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { WelcomeVideoPanel } from './video-panel.tsx';

const VIDEO = { path: 'video/summit/v1.mp4', contentType: 'video/mp4', size: 3_500_000, at: 1 };

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
    callable.answer('adminSetWelcomeVideo', (data) => {
      sent.push(data);
      return { video: null };
    }),
  );
  return sent;
};

describe('WelcomeVideoPanel', { timeout: 15_000 }, () => {
  signedInAs('uid-ann', 'ann@example.com');

  it.each([
    [
      'a file that is no video',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'video-type',
    ],
    [
      'a video over the limit',
      Object.defineProperty(new File(['x'], 'long.webm', { type: 'video/webm' }), 'size', {
        value: WELCOME_VIDEO_MAX_BYTES + 1,
      }),
      'video-too-large',
    ],
  ] as const)('names %s at once, uploading nothing', async (_name, file, code) => {
    const sent = serve();
    await renderInRouter(<WelcomeVideoPanel eventId="summit" />);
    await screen.findByText('No welcome video: attendees see none.');
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Upload a welcome video'), file);
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-code')).toBe(code);
    expect(alert.textContent).toContain(ERROR_MESSAGES[code]);
    expect(sent).toEqual([]);
  });

  it('plays the current video and removes it through the server', async () => {
    const sent = serve({ summit: VIDEO });
    await renderInRouter(<WelcomeVideoPanel eventId="summit" />);
    expect(await screen.findByText('MP4, 3.3 MB')).toBeDefined();
    await waitFor(() =>
      expect(document.querySelector('video')?.getAttribute('src')).toContain('token=t1'),
    );
    expect(screen.getByLabelText('Replace the welcome video')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove welcome video' }));
    expect(await screen.findByText('Welcome video removed: attendees see none.')).toBeDefined();
    expect(sent).toEqual([{ eventId: 'summit', action: 'remove' }]);
  });
});
