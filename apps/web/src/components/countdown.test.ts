import { describe, expect, it } from 'vitest';
import { formatRemaining } from './countdown.tsx';

describe('countdown text', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [119_000, '1:59'],
    [9_500, '0:10'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms left reads %s', (left, text) => {
    expect(formatRemaining(1_000 + left, 1_000)).toBe(text);
  });
});
