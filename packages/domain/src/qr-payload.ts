import { validateColorName } from './colors.ts';
import { err, ok, type Result } from './result.ts';

/** What a user's QR code carries (spec section 3). */
export type QrPayload = { readonly uid: string; readonly color: string; readonly isRep: boolean };

const PREFIX = 'engage:1:';
const MAX_LENGTH = 512;

export const encodeQrPayload = (payload: QrPayload): string =>
  PREFIX + JSON.stringify({ uid: payload.uid, color: payload.color, isRep: payload.isRep });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts only what `encodeQrPayload` writes: a scanned code from anywhere else is `invalid-qr`. */
export const decodeQrPayload = (text: string): Result<QrPayload, 'invalid-qr'> => {
  if (text.length > MAX_LENGTH || !text.startsWith(PREFIX)) return err('invalid-qr');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(PREFIX.length));
  } catch {
    return err('invalid-qr');
  }
  if (!isRecord(parsed)) return err('invalid-qr');
  const { uid, color, isRep } = parsed;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) return err('invalid-qr');
  if (typeof color !== 'string' || !validateColorName(color).ok) return err('invalid-qr');
  if (typeof isRep !== 'boolean') return err('invalid-qr');
  return ok({ uid, color, isRep });
};
