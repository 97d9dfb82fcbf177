import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { DEFAULT_LANDING_IMAGE, DEFAULT_LOGO, StoredImage } from './image-with-fallback.tsx';

describe('StoredImage', () => {
  it('shows the default logo when the stored image does not exist', async () => {
    server.use(
      http.get(`${STORAGE}/:name`, () =>
        HttpResponse.json(
          { error: { code: 404, message: 'Not found' } },
          { status: 404, headers: CORS },
        ),
      ),
    );
    render(<StoredImage path="logo/nope/logo.png" alt="Event logo" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('img', { name: 'Event logo' }).getAttribute('src')).toBe(DEFAULT_LOGO);
  });

  it('falls back to the landing image when the picture fails to load', async () => {
    server.use(
      http.get(`${STORAGE}/:name`, () =>
        HttpResponse.json(
          { name: 'main/e/main_img.png', bucket: 'demo-engage.appspot.com', downloadTokens: 't1' },
          { headers: CORS },
        ),
      ),
    );
    render(<StoredImage path="main/e/main_img.png" alt="Event" fallback={DEFAULT_LANDING_IMAGE} />);
    const image = screen.getByRole('img', { name: 'Event' });
    await waitFor(() => expect(image.getAttribute('src')).toContain('token=t1'));
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_LANDING_IMAGE);
  });
});
