/**
 * The picture formats we publish, told by their first bytes (their "magic numbers"), never by the
 * name or the content type an upload declares: HTML declared as a PNG is not a PNG.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** How many leading bytes imageTypeOf needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes begin with, or null when they begin no image we know. */
export const imageTypeOf = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, 0, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a')))
    return 'image/gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')))
    return 'image/webp';
  return null;
};
