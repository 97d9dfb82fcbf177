/**
 * This browser's own id for one-time codes, made once and kept: the server limits code sends per
 * asking browser as well as per address, so a stranger asking for codes for the same address in
 * their own browser does not use up this one's; and once a code asked for here signs in, this
 * browser has sends of its own there (packages/domain/src/otp.ts). 128 random bits, never shown.
 */
const KEY = 'engage.otp-asker';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const fresh = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

const ID = /^[\w-]{16,64}$/u;

/** Without storage (or storage refused), one id for this page load. */
let unstored: string | undefined;

/** The id kept in this browser, made on first use. */
export const otpAsker = (): string => {
  const store = storage();
  const kept = store?.getItem(KEY) ?? null;
  if (kept !== null && ID.test(kept)) return kept;
  const made = fresh();
  try {
    if (store !== null) {
      store.setItem(KEY, made);
      return made;
    }
  } catch {
    // Storage full or refused: the id lasts as long as this page.
  }
  unstored ??= made;
  return unstored;
};
