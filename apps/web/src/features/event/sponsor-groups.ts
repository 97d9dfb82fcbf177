import { isWebUrl } from '@engage/domain/web-url';
import { params } from '@nanostores/i18n';
import type { Sponsor } from '../../lib/firebase/events.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { SPONSOR_SITES } from '../../lib/link-sites.ts';

/** A sponsor's words; the list subscribes to them so that a language switch re-renders it. */
export const sponsorWords = i18n('sponsorGroups', {
  nameless: params('{category} sponsor'),
  website: 'Website',
  page: params('{site} page'),
  of: params('{page} of {name}'),
});

/** The usual tiers, highest first; any other category follows them in alphabetical order. */
const TIERS = ['platinum', 'gold', 'silver', 'bronze'];

const tierOf = (category: string): number => {
  const index = TIERS.indexOf(category.trim().toLowerCase());
  return index === -1 ? TIERS.length : index;
};

type SponsorGroup = { readonly category: string; readonly sponsors: readonly Sponsor[] };

/**
 * Sponsors grouped by category (Gold, Silver, …), tiers in rank order, each group's sponsors by
 * name. Categories that differ only in case or spaces are one group, named as first written.
 */
export const groupSponsors = (sponsors: readonly Sponsor[]): SponsorGroup[] => {
  const groups = new Map<string, { category: string; sponsors: Sponsor[] }>();
  for (const sponsor of sponsors) {
    const key = sponsor.Category.trim().toLowerCase();
    const group = groups.get(key) ?? { category: sponsor.Category.trim(), sponsors: [] };
    group.sponsors.push(sponsor);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        tierOf(a.category) - tierOf(b.category) || a.category.localeCompare(b.category, 'en'),
    )
    .map((group) => ({
      category: group.category,
      sponsors: group.sponsors.toSorted((a, b) =>
        sponsorName(a).localeCompare(sponsorName(b), 'en'),
      ),
    }));
};

/** A sponsor's name; one stored without a name (or with a blank one) is called by its category. */
export const sponsorName = (sponsor: Sponsor): string =>
  sponsor.name?.trim() || sponsorWords.get().nameless({ category: sponsor.Category.trim() });

/**
 * A sponsor's links, each with an accessible name that says whose it is ("Website of Contoso"). A
 * link that is not https (stored before only https was taken) is left out: it would not open.
 */
export const sponsorLinks = (sponsor: Sponsor): { label: string; href: string }[] =>
  SPONSOR_SITES.flatMap(([key, site]) => {
    const href = sponsor.SocialLinks?.[key];
    const words = sponsorWords.get();
    const page = key === 'website' ? words.website : words.page({ site });
    return href !== undefined && isWebUrl(href)
      ? [{ label: words.of({ page, name: sponsorName(sponsor) }), href }]
      : [];
  });
