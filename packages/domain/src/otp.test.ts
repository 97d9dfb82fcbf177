import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideOtpSend,
  decideOtpVerify,
  generateOtpCode,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  type OtpState,
} from './otp.ts';

describe('generateOtpCode', () => {
  it('is always 6 digits', () => {
    expect(generateOtpCode(() => 0)).toBe('000000');
    expect(generateOtpCode(() => 0.999_999)).toBe('999999');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(generateOtpCode(() => r)).toMatch(/^\d{6}$/);
      }),
    );
  });
});

describe('decideOtpSend', () => {
  it('stores the hash with an expiry and counts sends, 3 per window', () => {
    const first = decideOtpSend(null, 'h1', 1_000);
    expect(first).toEqual({
      ok: true,
      value: { codeHash: 'h1', expiresAt: 1_000 + OTP_TTL_MS, attempts: 0, sentAt: [1_000] },
    });
    let state = first.ok ? first.value : null;
    for (const at of [2_000, 3_000]) {
      const next = decideOtpSend(state, 'h', at);
      state = next.ok ? next.value : state;
    }
    expect(decideOtpSend(state, 'h', 4_000)).toEqual({ ok: false, error: 'otp-rate-limited' });
    expect(decideOtpSend(state, 'h', 1_000 + OTP_SEND_WINDOW_MS).ok).toBe(true);
  });
});

describe('decideOtpVerify', () => {
  const state: OtpState = { codeHash: 'good', expiresAt: 10_000, attempts: 0, sentAt: [0] };
  it.each([
    [null, 'good', 1, null, { ok: false, error: 'otp-invalid' }],
    [state, 'good', 10_001, null, { ok: false, error: 'otp-expired' }],
    [state, 'bad', 5, { ...state, attempts: 1 }, { ok: false, error: 'otp-invalid' }],
    [
      { ...state, attempts: OTP_MAX_ATTEMPTS },
      'good',
      5,
      { ...state, attempts: OTP_MAX_ATTEMPTS },
      { ok: false, error: 'otp-too-many-attempts' },
    ],
    [state, 'good', 5, null, { ok: true, value: true }],
  ])('%j with %s at %i', (current, hash, now, next, result) => {
    expect(decideOtpVerify(current, hash, now)).toEqual({ next, result });
  });
});
