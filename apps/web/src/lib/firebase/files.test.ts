import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORS, STORAGE } from '../../testing/handlers.ts';
import { server } from '../../testing/server.ts';
import { uploadPhoto } from './files.ts';

describe('photo upload retry policy', () => {
  it('retries 503, 429 and 408 answers, then succeeds, reporting progress', async () => {
    const statuses = [503, 429, 408];
    const seen: number[] = [];
    server.use(
      http.post(STORAGE, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('upload_id') === 'session-1') {
          return HttpResponse.json(
            {
              name: url.searchParams.get('name'),
              bucket: 'demo-engage.appspot.com',
              size: '4',
              contentType: 'image/png',
            },
            { headers: { ...CORS, 'X-Goog-Upload-Status': 'final' } },
          );
        }
        const status = statuses.shift();
        if (status !== undefined) {
          seen.push(status);
          return new HttpResponse(null, { status, headers: CORS });
        }
        seen.push(200);
        return HttpResponse.json(
          {},
          {
            headers: {
              ...CORS,
              'X-Goog-Upload-Status': 'active',
              'X-Goog-Upload-URL': `${STORAGE}?name=x&upload_id=session-1`,
            },
          },
        );
      }),
    );
    const progress: number[] = [];
    const handle = uploadPhoto(
      'uid-ann',
      new File([new Uint8Array([1, 2, 3, 4])], 'me.png', { type: 'image/png' }),
      (f) => progress.push(f),
    );
    const path = await handle.done;
    expect(path).toBe('uploads/uid-ann/photo');
    expect(seen).toEqual([503, 429, 408, 200]);
    expect(progress.at(-1)).toBe(1);
  }, 30_000);

  it('does not retry a refusal (403) and reports it as unauthorized', async () => {
    let calls = 0;
    server.use(
      http.post(STORAGE, () => {
        calls += 1;
        return HttpResponse.json(
          { error: { code: 403, message: 'Permission denied.' } },
          { status: 403, headers: CORS },
        );
      }),
    );
    const handle = uploadPhoto(
      'uid-ann',
      new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }),
      () => undefined,
    );
    await expect(handle.done).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(calls).toBe(1);
  });
});
