import { describe, expect, it } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  isRetryableStatus,
  MANIFEST_PREFETCH_DELAY_MS,
  PAGE_TRANSITION_WAIT_MS,
  ROOM_IDLE_MS,
  RELOAD_GUARD_MS,
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from './constants.ts';

describe('constants of spec section 9', () => {
  it('has the spec values', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(PAGE_TRANSITION_WAIT_MS).toBe(100);
    expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1_000);
    expect(STORAGE_MAX_OPERATION_RETRY_MS).toBe(120_000);
    expect(STORAGE_MAX_UPLOAD_RETRY_MS).toBe(600_000);
    expect(ROOM_IDLE_MS).toBe(600_000);
  });

  it.each([
    [500, true],
    [503, true],
    [599, true],
    [408, true],
    [429, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [200, false],
    [600, false],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });
});
