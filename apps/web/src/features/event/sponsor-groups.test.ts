import { describe, expect, it } from 'vitest';
import type { Sponsor } from '../../lib/firebase/events.ts';
import { groupSponsors, sponsorLinks, sponsorName } from './sponsor-groups.ts';

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

describe('sponsorName', () => {
  it('is the name the organiser gave, trimmed; a blank one falls back to the category', () => {
    expect(sponsorName(sponsor('a', 'Gold', ' Contoso '))).toBe('Contoso');
    expect(sponsorName(sponsor('b', 'Gold', '  '))).toBe('Gold sponsor');
  });
});

describe('sponsorLinks', () => {
  it('names each link for whose it is, in a fixed order, leaving out any that is not https', () => {
    const contoso: Sponsor = {
      ...sponsor('c', 'Gold', 'Contoso'),
      SocialLinks: {
        twitter: 'https://x.com/contoso',
        website: 'https://contoso.example.com',
        facebook: 'http://facebook.com/contoso',
        instagram: 'javascript:alert(1)',
      },
    };
    expect(sponsorLinks(contoso)).toEqual([
      { label: 'Website of Contoso', href: 'https://contoso.example.com' },
      { label: 'Twitter page of Contoso', href: 'https://x.com/contoso' },
    ]);
    expect(sponsorLinks(sponsor('d', 'Silver'))).toEqual([]);
  });
});
