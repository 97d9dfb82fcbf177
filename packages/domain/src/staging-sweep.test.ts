import { describe, expect, it } from 'vitest';
import { STAGED_MAX_AGE_MS, stagedToSweep } from './staging-sweep.ts';

describe('stagedToSweep', () => {
  const now = 10 * STAGED_MAX_AGE_MS;
  it.each([
    [
      'a staged file written over an hour ago',
      'staging/u1/logo~e~logo.png',
      now - STAGED_MAX_AGE_MS - 1,
      true,
    ],
    [
      'a staged file written an hour ago to the millisecond',
      'staging/u1/a',
      now - STAGED_MAX_AGE_MS,
      false,
    ],
    ['a staged file written a minute ago', 'staging/u1/a', now - 60_000, false],
    ['a file written in the future (clock skew)', 'staging/u1/a', now + 60_000, false],
    ['a file whose time cannot be read', 'staging/u1/a', Number.NaN, false],
    ['an old file outside the staging folder', 'logo/e/logo.png', 0, false],
    ['an old file of a folder that only starts like it', 'staging-other/u1/a', 0, false],
  ])('%s: deleted %j', (_name, name, updated, deleted) => {
    expect(stagedToSweep([{ name, updated }], now)).toEqual(deleted ? [name] : []);
  });

  it('keeps the order it was given, and nothing else', () => {
    const files = [
      { name: 'staging/a/1', updated: 0 },
      { name: 'staging/b/2', updated: now },
      { name: 'staging/c/3', updated: 1 },
    ];
    expect(stagedToSweep(files, now)).toEqual(['staging/a/1', 'staging/c/3']);
  });
});
