import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, callable, STORAGE } from '../../testing/handlers.ts';
import { server } from '../../testing/server.ts';
import { PhotoUpload } from './photo-upload.tsx';

/** Storage takes the upload: a resumable session opened, then the bytes finalised. */
const storageTakes = () =>
  http.post(STORAGE, ({ request }) => {
    const url = new URL(request.url);
    return url.searchParams.get('upload_id') === 'session-1'
      ? HttpResponse.json(
          { name: 'uploads/uid-ann/photo', bucket: 'demo-engage.appspot.com', size: '1' },
          { headers: { ...CORS, 'X-Goog-Upload-Status': 'final' } },
        )
      : HttpResponse.json(
          {},
          {
            headers: {
              ...CORS,
              'X-Goog-Upload-Status': 'active',
              'X-Goog-Upload-URL': `${STORAGE}?name=x&upload_id=session-1`,
            },
          },
        );
  });

const choose = async () =>
  userEvent
    .setup()
    .upload(
      screen.getByLabelText('Photo'),
      new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }),
    );

/** The upload on a profile that takes any photo, and the list of what it reports uploaded. */
const renderUpload = () => {
  const uploaded: string[] = [];
  render(
    <PhotoUpload
      uid="uid-ann"
      apply={async () => undefined}
      onUploaded={(path) => uploaded.push(path)}
    />,
  );
  return uploaded;
};

describe('photo upload', () => {
  it('publishes the photo for the boards once it is uploaded, and only then says done', async () => {
    const published: unknown[] = [];
    server.use(
      storageTakes(),
      callable.ok('publishPhoto', { version: 1 }, (data) => published.push(data)),
    );
    const uploaded: string[] = [];
    const applied: string[] = [];
    render(
      <PhotoUpload
        uid="uid-ann"
        apply={async (path) => {
          applied.push(path);
        }}
        onUploaded={(path) => uploaded.push(path)}
      />,
    );
    await choose();
    expect(
      await screen.findByText('Photo saved: this is how other attendees see you.'),
    ).toBeDefined();
    expect(published).toEqual([{}]);
    // The profile takes the photo at once: no Save after it.
    expect(applied).toEqual(['uploads/uid-ann/photo']);
    expect(uploaded).toEqual(['uploads/uid-ann/photo']);
  });

  it('says a refused publish in the catalogue’s words and reports no upload', async () => {
    server.use(
      storageTakes(),
      callable.refuse('publishPhoto', 'FAILED_PRECONDITION', 'no-photo', 'Upload a photo first'),
    );
    const uploaded = renderUpload();
    await choose();
    expect((await screen.findByRole('alert')).textContent).toContain('Upload a photo first');
    expect(uploaded).toEqual([]);
  });

  it('says a Storage refusal in the catalogue’s words, with what to do', async () => {
    server.use(
      http.post(STORAGE, () =>
        HttpResponse.json(
          { error: { code: 403, message: 'Permission denied.' } },
          { status: 403, headers: CORS },
        ),
      ),
    );
    const uploaded = renderUpload();
    await choose();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That file was not accepted: use a PNG, JPEG or WebP image under 5 MB. Result: unauthorized',
    );
    expect(uploaded).toEqual([]);
  });
});
