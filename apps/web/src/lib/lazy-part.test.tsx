import { render, screen } from '@testing-library/react';
import { act, type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

const Count = ({ count }: { count: number }) => <p>{count} unread</p>;
const Plain = () => <p>no count</p>;

const screenWith = (Part: ComponentType<{ count: number }>) =>
  render(
    <main>
      <h1>Connect</h1>
      <Suspense fallback={<p>loading</p>}>
        <Part count={3} />
      </Suspense>
    </main>,
  );

/** A part's code that cannot load the first time (offline) and loads after. */
const failingOnce = () =>
  vi
    .fn<() => Promise<typeof Count>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Count);

describe('lazyPart', () => {
  it('shows the part once its code has loaded, the Suspense fallback until then', async () => {
    const Part = lazyPart(async () => Count);
    screenWith(Part);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('3 unread')).toBeTruthy();
  });

  it('leaves the screen standing when the code cannot load, and loads it when back online', async () => {
    const load = failingOnce();
    const Part = lazyPart(load, Plain);
    screenWith(Part);
    expect(await screen.findByText('no count')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Connect' })).toBeTruthy();

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('3 unread')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows nothing in its place without a stand-in, and tries once per return of the network', async () => {
    const load = vi
      .fn<() => Promise<typeof Count>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Part = lazyPart(load);
    const { container } = screenWith(Part);
    await vi.waitFor(() => expect(container.querySelector('p')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Connect' })).toBeTruthy();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(container.querySelector('p')).toBeNull());
  });

  it('loads when shown again after the network returned while it was not on screen', async () => {
    const load = failingOnce();
    const Part = lazyPart(load, Plain);
    // Connect opened offline: the scanner's code cannot load; the person goes to another screen.
    const first = screenWith(Part);
    expect(await screen.findByText('no count')).toBeTruthy();
    first.unmount();
    // The network returns on that other screen, then the person opens Connect again.
    await act(async () => window.dispatchEvent(new Event('online')));
    screenWith(Part);
    expect(await screen.findByText('3 unread')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
