import { validateColorName } from './colors.ts';
import { BADGE_QR_TOKEN_TTL_MS, QR_TOKEN_TTL_MS, type QrToken } from './games.ts';
import { accept, type Claim, claim, err, ok, type Plan, type Result, refuse } from './plan.ts';
import { tokenKeptUntil } from './queued-scan.ts';
import { isValidKey } from './store/keys.ts';
import type { StoredQrToken } from './store/users.ts';

/**
 * What a user's QR code carries (spec section 3), and on the Connect screen a token too. The spec
 * names the first field `uid`, and it keeps that name, but it carries the attendee's public id
 * (the key of `publicIds/{id}`), never their account id: nothing public shows an email or a uid,
 * so whoever scans a badge learns no account id. The server resolves a scanned id through the
 * public-id index only.
 */
export type QrPayload = { readonly uid: string; readonly color: string; readonly isRep: boolean };

const PREFIX = 'engage:1:';
const TOKEN_PREFIX = 'engage:2:';
const MAX_LENGTH = 1024;

/** The profile's static payload (spec section 3: uid, colour, isRep). */
export const encodeQrPayload = (payload: QrPayload): string =>
  PREFIX + JSON.stringify({ uid: payload.uid, color: payload.color, isRep: payload.isRep });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parsePayload = (json: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(json);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** Accepts only what `encodeQrPayload` writes: a scanned code from anywhere else is `invalid-qr`. */
export const decodeQrPayload = (text: string): Result<QrPayload, 'invalid-qr'> => {
  if (text.length > MAX_LENGTH || !text.startsWith(PREFIX)) return err('invalid-qr');
  const parsed = parsePayload(text.slice(PREFIX.length));
  if (parsed === null) return err('invalid-qr');
  const { uid, color, isRep } = parsed;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) return err('invalid-qr');
  if (typeof color !== 'string' || !validateColorName(color).ok) return err('invalid-qr');
  if (typeof isRep !== 'boolean') return err('invalid-qr');
  return ok({ uid, color, isRep });
};

/**
 * Short codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I), so a person can
 * type one from a screen: 32^8, about 10^12, with a lifetime of minutes.
 */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

export const newQrCode = (randomInt: (max: number) => number): string => {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET.charAt(randomInt(32));
  return code;
};

/** The Connect screen's QR text: the spec's payload plus the token. */
export const encodeQrToken = (payload: QrPayload, code: string): string =>
  TOKEN_PREFIX +
  JSON.stringify({ uid: payload.uid, color: payload.color, isRep: payload.isRep, t: code });

/**
 * What a scan names: the token's code (a profile's static QR has none) and the public id the QR
 * text shows (a typed code shows none). Never both null.
 */
type Scan = { readonly code: string | null; readonly publicId: string | null };

/** A public id as a QR shows it: one the index could hold (a database key). */
const shownId = (id: unknown): string | null =>
  typeof id === 'string' && id.length <= 128 && isValidKey(id) ? id : null;

/**
 * What a scan names, from what the scanner read or the person typed: the app URL
 * (`…/connect?qr=…`), the QR text itself, or the short code (any case, spaces ignored).
 */
export const readScan = (text: string): Plan<Scan> => {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LENGTH) return refuse('invalid-qr');
  const typed = trimmed.replace(/[\s-]/g, '').toUpperCase();
  if (CODE_PATTERN.test(typed)) return accept({ code: typed, publicId: null });
  let payload = trimmed;
  const fromUrl = /[?&]qr=([^&#]+)/.exec(trimmed)?.[1];
  if (fromUrl !== undefined) {
    try {
      payload = decodeURIComponent(fromUrl.replace(/\+/g, ' '));
    } catch {
      return refuse('invalid-qr');
    }
  }
  if (payload.startsWith(PREFIX)) {
    const decoded = decodeQrPayload(payload);
    const publicId = decoded.ok ? shownId(decoded.value.uid) : null;
    return publicId === null ? refuse('invalid-qr') : accept({ code: null, publicId });
  }
  if (!payload.startsWith(TOKEN_PREFIX)) return refuse('invalid-qr');
  const parsed = parsePayload(payload.slice(TOKEN_PREFIX.length));
  const code = parsed?.t;
  const publicId = shownId(parsed?.uid);
  if (typeof code !== 'string' || !CODE_PATTERN.test(code) || publicId === null)
    return refuse('invalid-qr');
  return accept({ code, publicId });
};

/**
 * Issuing a token claims its code (a transaction, so two never share one); a code still in use
 * (or expired less than QUEUED_SCAN_MAX_AGE_MS ago, as a queued scan may still name it) refuses,
 * and the server draws another. Printed badges get long-lived tokens when the event's
 * organiser allows them.
 */
export const claimQrToken = (
  current: StoredQrToken | null,
  owner: { readonly key: string; readonly eventId: string; readonly payload: QrPayload },
  code: string,
  longLived: boolean,
  now: number,
): Claim<QrToken, StoredQrToken> => {
  if (current !== null && tokenKeptUntil(current.expiresAt) > now)
    return refuse('illegal-transition', 'code in use');
  const expiresAt = now + (longLived ? BADGE_QR_TOKEN_TTL_MS : QR_TOKEN_TTL_MS);
  const stored: StoredQrToken = {
    key: owner.key,
    eventId: owner.eventId,
    expiresAt,
    issuedAt: now,
  };
  return claim(stored, accept({ qr: encodeQrToken(owner.payload, code), code, expiresAt }));
};

/**
 * The typed code issued with a token, claimed as the token is: a code still in use refuses. It
 * lives as long as the QR it is shown with, and connects one partner only (useTypedCode).
 */
export const claimTypedCode = (
  current: StoredQrToken | null,
  owner: { readonly key: string; readonly eventId: string },
  code: string,
  expiresAt: number,
  now: number,
): Claim<string, StoredQrToken> => {
  if (current !== null && tokenKeptUntil(current.expiresAt) > now)
    return refuse('illegal-transition', 'code in use');
  const stored: StoredQrToken = {
    key: owner.key,
    eventId: owner.eventId,
    expiresAt,
    typed: true,
    issuedAt: now,
  };
  return claim(stored, accept(code));
};

/**
 * A typed code is used up by its first partner, in a transaction on the code: the same partner
 * again (a double tap) passes, and the pair's own claim answers; anyone else is told it expired.
 */
export const useTypedCode = (
  current: StoredQrToken | null,
  me: string,
  /** When the code was typed: now, or a queued scan's time (queued-scan.ts). */
  at: number,
): Claim<true, StoredQrToken> => {
  if (current === null) return refuse('invalid-qr');
  if (current.expiresAt <= at || (current.usedBy !== undefined && current.usedBy !== me))
    return refuse('qr-expired');
  return claim({ ...current, usedBy: me }, accept(true));
};

/**
 * Whose code was scanned. The public id a QR shows must be one the index knows (`shownKey`, the
 * key `publicIds/{id}` holds, null when it holds none): a raw uid, as codes of the old kind
 * carried, is not ours. A profile's static QR names someone but proves nothing now. A token's QR
 * must show its own owner; the points go to the token's owner, never to whoever the text names.
 * An unknown code is not ours, an old one expired, one's own is a self-scan. A typed code comes
 * typed, never inside a QR, and once used by a partner it is spent for everyone else.
 */
export const decideScan = (
  scan: Scan,
  read: { readonly token: StoredQrToken | null; readonly shownKey: string | null },
  me: { readonly key: string; readonly eventId: string },
  /** When the scan was made: now, or a queued scan's time (queued-scan.ts). */
  at: number,
): Plan<{ readonly key: string }> => {
  if (scan.publicId !== null && read.shownKey === null) return refuse('invalid-qr');
  if (scan.code === null) return refuse('qr-expired');
  const { token } = read;
  if (token === null) return refuse('invalid-qr');
  if (scan.publicId !== null && read.shownKey !== token.key) return refuse('invalid-qr');
  if (token.typed === true && scan.publicId !== null) return refuse('invalid-qr');
  // Valid when the scan was made: issued before it (a code is reserved while a queued scan may
  // name it, so this guards tokens of another kind) and not yet expired.
  if (token.expiresAt <= at || (token.issuedAt ?? at) > at) return refuse('qr-expired');
  if (token.usedBy !== undefined && token.usedBy !== me.key) return refuse('qr-expired');
  if (token.key === me.key) return refuse('self-scan');
  if (token.eventId !== me.eventId) return refuse('not-in-event');
  return accept({ key: token.key });
};
