import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MODES,
  BUILD_CHECK_INTERVAL_MS,
  LEADERBOARD_TOP_N,
  MANIFEST_PREFETCH_DELAY_MS,
  PAGE_TRANSITION_WAIT_MS,
  RELOAD_GUARD_MS,
  ROOM_IDLE_MS,
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
  });

  it('has the product’s own values', () => {
    expect(ROOM_IDLE_MS).toBe(600_000);
    expect(LEADERBOARD_TOP_N).toBe(20);
    expect(ATTENDANCE_MODES).toEqual(['in_person', 'online']);
  });
});
