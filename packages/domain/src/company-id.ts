/**
 * Company id (spec section 3): the lowercased name with underscores, a 3-character random suffix,
 * then a suffix of the time and a random part. Only a-z, 0-9, `_` and `-` are kept, so an id is
 * a database key and never holds the `|` that separates ids in an organiser's claim.
 */
const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const randomChars = (count: number, random: () => number): string => {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const index = Math.min(
      RANDOM_ALPHABET.length - 1,
      Math.floor(random() * RANDOM_ALPHABET.length),
    );
    out += RANDOM_ALPHABET.charAt(index);
  }
  return out;
};

const slugifyCompanyName = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '');

export const makeCompanyId = (
  name: string,
  deps: { readonly now: () => number; readonly random: () => number },
): string => {
  const slug = slugifyCompanyName(name) || 'company';
  return `${slug}_${randomChars(3, deps.random)}_${deps.now().toString(36)}${randomChars(4, deps.random)}`;
};
