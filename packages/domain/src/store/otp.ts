/** The stored shapes of sign-in codes by mail (otp/{emailKey}): the codes and their send limits. */

/** A code waiting for its guess, under the hash of the request id the asking browser holds. */
export type OtpRequest = {
  readonly hash: string;
  readonly expiresAt: number;
  /** Wrong guesses at this code so far. */
  readonly attempts?: number;
  /** The hash of the asking browser's id (sendOtp's `asker`), made known when the code signs in. */
  readonly asker?: string;
};
/** What is left of a burst of sends, and when it was last refilled. */
export type OtpBucket = { readonly tokens: number; readonly at: number };
/** One asking browser's sends to an address, by the hash of its id. */
export type OtpAsker = {
  readonly bucket: OtpBucket;
  /** When a code it asked for last signed in: a known browser of the address's owner. */
  readonly knownAt?: number;
};
export type OtpState = {
  /** The live codes of the address, by the hash of their request id. */
  readonly requests?: Readonly<Record<string, OtpRequest>>;
  /** The sends of every browser not known to the address, together. */
  readonly bucket?: OtpBucket;
  /** Each asking browser's own sends; an unknown one's goes once it is full again. */
  readonly askers?: Readonly<Record<string, OtpAsker>>;
};
