/**
 * The sites speakers and sponsors link to: the field each is kept in (a speaker's own field, a
 * sponsor's key under SocialLinks) and the site's name, in the order forms and cards list them.
 * The console's forms, the event page, refusals and the audit log all say a link by these names.
 */
export const SPEAKER_SITES = [
  ['linkedinUrl', 'LinkedIn'],
  ['twitterURL', 'Twitter'],
  ['instagramURL', 'Instagram'],
  ['facebookURL', 'Facebook'],
] as const;

export const SPONSOR_SITES = [
  ['website', 'Website'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const;

/** Every link field's site name, by the field (speakers' and sponsors' keys do not overlap). */
export const SITE_NAMES: Readonly<Record<string, string>> = Object.fromEntries([
  ...SPEAKER_SITES,
  ...SPONSOR_SITES,
]);
