import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCompanyId } from './company-id.ts';
import { isValidKey } from './store/keys.ts';

const NOW = 1_700_000_000_000;
const at = (now: number, r: number) => ({ now: () => now, random: () => r });

describe('makeCompanyId', () => {
  it('is the lowercased name with underscores, a 3-character suffix, then time and random', () => {
    expect(makeCompanyId('Acme Events Ltd', at(NOW, 0))).toBe(
      `acme_events_ltd_aaa_${NOW.toString(36)}aaaa`,
    );
  });

  it.each([
    ['  Big   Co  ', 'big_co'],
    ['A.B$C#D[E]F/G', 'abcdefg'],
    ['Tab\tNew\nLine', 'tab_new_line'],
    ['Bell\u0007Del\u007f', 'belldel'],
    ['Żółw & Co', 'w__co'],
    ['a|b:c', 'abc'],
    ['Sales-Team_2', 'sales-team_2'],
    ['...', 'company'],
    ['$$$', 'company'],
    ['   ', 'company'],
  ])('names %j %j', (name, slug) => {
    expect(makeCompanyId(name, at(0, 0.999_999))).toBe(`${slug}_999_09999`);
  });

  it('always gives a legal database key: no forbidden or control character survives', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (name, now, r) => {
          const id = makeCompanyId(name, at(now, r));
          expect(isValidKey(id)).toBe(true);
          expect(id).toMatch(/^[a-z0-9_-]+$/);
          expect(id).toMatch(new RegExp(`_[a-z0-9]{3}_${now.toString(36)}[a-z0-9]{4}$`));
        },
      ),
    );
  });
});
