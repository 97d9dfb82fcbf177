import { describe, expect, it } from 'vitest';
import { CLAIMS_MAX_BYTES, claimFits, decideClaimsFit } from './organiser-claim-size.ts';

const NOTHING = { sets: {}, increments: {} };

describe('claimFits and decideClaimsFit', () => {
  it('measures the claims as Firebase does: the JSON in UTF-8 bytes, up to the limit', () => {
    // {"organiser":"…"} is 16 bytes around the claim.
    const at = (claim: string) => claimFits({}, claim);
    expect(at('x'.repeat(CLAIMS_MAX_BYTES - 16))).toBe(true);
    expect(at('x'.repeat(CLAIMS_MAX_BYTES - 15))).toBe(false);
    // é is 2 bytes, € 3, and 😀 (two UTF-16 units) 4.
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 18)}é`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 17)}é`)).toBe(false);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 19)}€`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 18)}€`)).toBe(false);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 20)}😀`)).toBe(true);
    expect(at(`${'x'.repeat(CLAIMS_MAX_BYTES - 19)}😀`)).toBe(false);
  });

  it('counts the account’s other claims, and the old organiser claim not at all', () => {
    const claim = 'x'.repeat(CLAIMS_MAX_BYTES - 16);
    expect(claimFits({ organiser: 'y'.repeat(2000) }, claim)).toBe(true);
    expect(claimFits({ other: 1 }, claim)).toBe(false);
    expect(claimFits({ organiser: 'y'.repeat(2000) }, null)).toBe(true);
  });

  it('refuses when any claim does not fit', () => {
    const big = 'x'.repeat(CLAIMS_MAX_BYTES);
    expect(decideClaimsFit([{ claims: {}, claim: '*' }])).toMatchObject({ ok: true });
    expect(
      decideClaimsFit([
        { claims: {}, claim: '*' },
        { claims: {}, claim: big },
      ]),
    ).toMatchObject({ ok: false, error: 'organiser-rights-full', writes: NOTHING });
  });
});
