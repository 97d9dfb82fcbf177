import { DomainError } from '@engage/domain/errors';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server.ts';
import { watchForNewBuild } from './build-refresh.ts';
import { installChunkReloadGuard, shouldReloadAfterChunkError } from './chunk-reload.ts';
import { navigateTo } from './navigation.ts';

describe('build refresh', () => {
  it('announces a new build once, after prefetching its manifest', async () => {
    let latest = 'build-1';
    const manifests: string[] = [];
    server.use(
      http.get('http://localhost:3000/build/latest.json', () =>
        HttpResponse.json({ buildId: latest }),
      ),
      http.get('http://localhost:3000/build/:id/manifest.json', ({ params }) => {
        manifests.push(String(params.id));
        return HttpResponse.json({ files: [] });
      }),
    );
    const seen: string[] = [];
    const fetcher = (input: string, init?: RequestInit) =>
      fetch(new URL(input, 'http://localhost:3000'), init);
    const stop = watchForNewBuild((id) => seen.push(id), {
      currentId: 'build-1',
      fetcher,
      firstCheckMs: 0,
      intervalMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toEqual([]);
    latest = 'build-2';
    await vi.waitFor(() => expect(seen).toEqual(['build-2']));
    await new Promise((resolve) => setTimeout(resolve, 60));
    stop();
    expect(seen).toEqual(['build-2']);
    expect(manifests).toEqual(['build-2']);
  });

  it('stays quiet when the descriptor cannot be fetched', async () => {
    server.use(
      http.get(
        'http://localhost:3000/build/latest.json',
        () => new HttpResponse(null, { status: 503 }),
      ),
    );
    const seen: string[] = [];
    const fetcher = (input: string, init?: RequestInit) =>
      fetch(new URL(input, 'http://localhost:3000'), init);
    const stop = watchForNewBuild((id) => seen.push(id), {
      currentId: 'a',
      fetcher,
      firstCheckMs: 0,
      intervalMs: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(seen).toEqual([]);
  });
});

describe('chunk reload guard', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('reloads once, not again within 10 seconds for the same path, and again after', () => {
    const store = memory();
    expect(shouldReloadAfterChunkError('/market', 1_000, store)).toBe(true);
    expect(shouldReloadAfterChunkError('/market', 10_999, store)).toBe(false);
    expect(shouldReloadAfterChunkError('/profile', 10_999, store)).toBe(true);
    expect(shouldReloadAfterChunkError('/market', 11_000, store)).toBe(true);
  });

  it('reloads the page on the first vite:preloadError and lets the second through', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const fakeWindow = Object.assign(target, {
      location: { pathname: '/badge', reload },
      sessionStorage: memory(),
    }) as unknown as Window;
    const stop = installChunkReloadGuard(fakeWindow);
    const first = new Event('vite:preloadError', { cancelable: true });
    fakeWindow.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    fakeWindow.dispatchEvent(second);
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });
});

describe('external navigation guard', () => {
  const fakeWindow = (assign = vi.fn()) =>
    ({
      location: {
        href: 'https://app.example.com/profile',
        origin: 'https://app.example.com',
        assign,
      },
    }) as unknown as Window;

  it('navigates within the app', () => {
    const assign = vi.fn();
    navigateTo('/market?event=x', {}, fakeWindow(assign));
    expect(assign).toHaveBeenCalledWith('https://app.example.com/market?event=x');
  });

  it('throws for another origin without the external flag', () => {
    const assign = vi.fn();
    expect(() => navigateTo('https://evil.example.org/', {}, fakeWindow(assign))).toThrowError(
      DomainError,
    );
    expect(() => navigateTo('//evil.example.org/', {}, fakeWindow(assign))).toThrow(
      'Navigating to an external URL needs the explicit external flag',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://sponsor.example.org/',
    'HTTP://sponsor.example.org/',
  ])('never follows %s, even with the external flag', (url) => {
    const assign = vi.fn();
    expect(() => navigateTo(url, { external: true }, fakeWindow(assign))).toThrow(
      'That link is not a secure web address (https), so it was not opened',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('navigates within an app served over http (the dev stack), but not out of it', () => {
    const assign = vi.fn();
    const local = {
      location: { href: 'http://localhost:5173/', origin: 'http://localhost:5173', assign },
    } as unknown as Window;
    navigateTo('/market', {}, local);
    expect(assign).toHaveBeenCalledWith('http://localhost:5173/market');
    expect(() => navigateTo('http://sponsor.example.org/', { external: true }, local)).toThrow(
      'That link is not a secure web address (https), so it was not opened',
    );
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves the app when the flag is given', () => {
    const assign = vi.fn();
    navigateTo('https://sponsor.example.org/', { external: true }, fakeWindow(assign));
    expect(assign).toHaveBeenCalledWith('https://sponsor.example.org/');
  });
});
