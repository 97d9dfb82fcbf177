import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCompanyId, slugifyCompanyName } from './company-id.ts';
import { isValidKey } from './paths.ts';

describe('makeCompanyId', () => {
  it('is the lowercased name with underscores, a 3-character suffix, then time and random', () => {
    const id = makeCompanyId('Acme Events Ltd', { now: () => 1_700_000_000_000, random: () => 0 });
    expect(id).toBe(`acme_events_ltd_aaa_${(1_700_000_000_000).toString(36)}aaaa`);
  });

  it.each([
    ['  Big   Co  ', 'big_co'],
    ['A.B$C#D[E]F/G', 'abcdefg'],
    ['...', ''],
  ])('slugifies %j to %j', (name, slug) => {
    expect(slugifyCompanyName(name)).toBe(slug);
  });

  it('falls back to "company" when nothing of the name is usable', () => {
    expect(makeCompanyId('$$$', { now: () => 0, random: () => 0.999_999 })).toBe(
      'company_999_09999',
    );
  });

  it('always gives a legal database key that starts with the slug', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (name, now, r) => {
          const id = makeCompanyId(name, { now: () => now, random: () => r });
          expect(isValidKey(id)).toBe(true);
          expect(id.startsWith(slugifyCompanyName(name) || 'company')).toBe(true);
        },
      ),
    );
  });
});
