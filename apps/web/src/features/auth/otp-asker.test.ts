import { afterEach, describe, expect, it } from 'vitest';
import { otpAsker } from './otp-asker.ts';

describe('otpAsker', () => {
  afterEach(() => localStorage.clear());

  it('makes a 128-bit id once and keeps it in this browser', () => {
    const first = otpAsker();
    expect(first).toMatch(/^[\w-]{22}$/u);
    expect(otpAsker()).toBe(first);
    expect(localStorage.getItem('engage.otp-asker')).toBe(first);
  });

  it('replaces a kept value that is not an id', () => {
    localStorage.setItem('engage.otp-asker', 'x');
    const made = otpAsker();
    expect(made).toMatch(/^[\w-]{22}$/u);
    expect(made).not.toBe('x');
  });
});
