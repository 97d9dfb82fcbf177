import { describe, expect, it } from 'vitest';
import type { Sponsor } from '../../lib/firebase/events.ts';
import { groupSponsors, sponsorName } from './sponsor-groups.ts';

const sponsor = (id: string, Category: string, name?: string): Sponsor => ({
  id,
  Category,
  Paragraph: '',
  ...(name === undefined ? {} : { name }),
});

describe('groupSponsors', () => {
  it('puts tiers in rank order, then other categories alphabetically, names sorted within', () => {
    const groups = groupSponsors([
      sponsor('a', 'Media partner', 'Zeta'),
      sponsor('b', 'Silver', 'Fabrikam'),
      sponsor('c', 'Gold', 'Wingtip'),
      sponsor('d', 'Community', 'Alpha'),
      sponsor('e', 'Gold', 'Contoso'),
      sponsor('f', 'Platinum', 'Tailspin'),
    ]);
    expect(groups.map((g) => [g.category, g.sponsors.map(sponsorName)])).toEqual([
      ['Platinum', ['Tailspin']],
      ['Gold', ['Contoso', 'Wingtip']],
      ['Silver', ['Fabrikam']],
      ['Community', ['Alpha']],
      ['Media partner', ['Zeta']],
    ]);
  });

  it('treats categories that differ in case or spaces as one, named as first written', () => {
    const groups = groupSponsors([sponsor('a', 'Gold ', 'B'), sponsor('b', 'gold', 'A')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.category).toBe('Gold');
    expect(groups[0]?.sponsors.map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('gives nothing for no sponsors, and calls a nameless sponsor by its category', () => {
    expect(groupSponsors([])).toEqual([]);
    expect(sponsorName(sponsor('x', ' Bronze'))).toBe('Bronze sponsor');
  });
});
