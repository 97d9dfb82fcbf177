import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportConnected } from '../lib/connection-state.ts';
import {
  FIRST_CONNECTION_DELAY_MS,
  OFFLINE_BANNER_DELAY_MS,
  OFFLINE_TEXT,
  OfflineBanner,
} from './offline-banner.tsx';

const banner = () => screen.queryByText(OFFLINE_TEXT);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const report = (connected: boolean) => act(() => reportConnected(connected));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The connection state is one per page, as the database is: the steps run in order.
describe('OfflineBanner', () => {
  it('says nothing where the database is not used, and waits longer for a first connection', () => {
    render(<OfflineBanner />);
    wait(60_000);
    expect(banner()).toBeNull();
    report(false);
    wait(FIRST_CONNECTION_DELAY_MS - 1);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()).not.toBeNull();
    report(true);
    expect(banner()).toBeNull();
  });

  it('shows a drop after the debounce, not a flicker, and goes when the connection is back', () => {
    render(<OfflineBanner />);
    report(true);
    report(false);
    wait(OFFLINE_BANNER_DELAY_MS - 100);
    report(true);
    wait(OFFLINE_BANNER_DELAY_MS * 2);
    expect(banner()).toBeNull();
    report(false);
    wait(OFFLINE_BANNER_DELAY_MS);
    expect(banner()?.closest('[aria-live="polite"]')).not.toBeNull();
    report(true);
    expect(banner()).toBeNull();
  });
});
