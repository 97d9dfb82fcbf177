import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyScanner } from './scanner-part.tsx';

// The scanner's code cannot be fetched: offline before the service worker kept it.
vi.mock('./scanner.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('LazyScanner', () => {
  it('says the scanner could not start when its code cannot load, and leaves the screen', async () => {
    const onProblem = vi.fn();
    const { getByRole } = render(
      <section>
        <h2>Scan a code</h2>
        <Suspense fallback={<p>loading</p>}>
          <LazyScanner paused={false} onCode={() => undefined} onProblem={onProblem} />
        </Suspense>
      </section>,
    );
    await vi.waitFor(() => expect(onProblem).toHaveBeenCalledWith('failed'));
    expect(getByRole('heading', { name: 'Scan a code' })).toBeTruthy();
  });
});
