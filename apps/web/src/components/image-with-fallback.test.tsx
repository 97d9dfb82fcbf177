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

describe('StoredImage, fallbacks in order', () => {
  it('shows the first stored path that exists: a customer without a logo gets the placeholder', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${STORAGE}/:name`, ({ params }) => {
        const name = String(params.name);
        asked.push(name);
        return name === 'media/placeholder/logo.png'
          ? HttpResponse.json(
              { name, bucket: 'demo-engage.appspot.com', downloadTokens: 'placeholder' },
              { headers: CORS },
            )
          : HttpResponse.json(
              { error: { code: 404, message: 'Not found' } },
              { status: 404, headers: CORS },
            );
      }),
    );
    render(
      <StoredImage
        path="media/e/customer_logo.png"
        orPaths={['media/placeholder/logo.png']}
        alt="Host logo"
      />,
    );
    const image = screen.getByRole('img', { name: 'Host logo' });
    expect(image.getAttribute('data-state')).toBe('resolving');
    await waitFor(() => expect(image.getAttribute('data-state')).toBe('stored'));
    expect(image.getAttribute('src')).toContain('token=placeholder');
    expect(asked).toEqual(['media/e/customer_logo.png', 'media/placeholder/logo.png']);
  });

  it('ends at the app’s own default logo when no stored path exists', async () => {
    server.use(
      http.get(`${STORAGE}/:name`, () =>
        HttpResponse.json(
          { error: { code: 404, message: 'Not found' } },
          { status: 404, headers: CORS },
        ),
      ),
    );
    render(<StoredImage path="a.png" orPaths={['b.png']} alt="Logo" />);
    const image = screen.getByRole('img', { name: 'Logo' });
    await waitFor(() => expect(image.getAttribute('data-state')).toBe('fallback'));
    expect(image.getAttribute('src')).toBe(DEFAULT_LOGO);
  });

  it('asks storage for nothing when there is no path', () => {
    render(<StoredImage path={undefined} alt="Prize" />);
    const image = screen.getByRole('img', { name: 'Prize' });
    expect(image.getAttribute('data-state')).toBe('fallback');
    expect(image.getAttribute('src')).toBe(DEFAULT_LOGO);
  });
});
