/** The image formats the product recognises by their first bytes. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  magic.every((byte, index) => bytes[at + index] === byte);

/**
 * What a file is by its signature (magic bytes), whatever its name or declared content type say:
 * an HTML page uploaded as `image/png` is no image. Null for anything else.
 */
export const imageKind = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // GIF87a or GIF89a
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && [0x37, 0x39].includes(bytes[4] ?? 0))
    return bytes[5] === 0x61 ? 'gif' : null;
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
};
