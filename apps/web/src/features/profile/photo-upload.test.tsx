import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { server } from '../../testing/server.ts';
import { PhotoUpload } from './photo-upload.tsx';

describe('photo upload', () => {
  it('says a Storage refusal in the catalogue’s words, with what to do', async () => {
    server.use(
      http.post(STORAGE, () =>
        HttpResponse.json(
          { error: { code: 403, message: 'Permission denied.' } },
          { status: 403, headers: CORS },
        ),
      ),
    );
    const uploaded: string[] = [];
    render(<PhotoUpload uid="uid-ann" onUploaded={(path) => uploaded.push(path)} />);
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Photo'),
        new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }),
      );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'unauthorized. The photo must be an image under 5 MB.',
    );
    expect(uploaded).toEqual([]);
  });
});
