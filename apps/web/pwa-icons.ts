import { deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The app's icons, drawn at build time (nothing is fetched, no binary is committed): the default
 * theme's blue with a white "E" inside the middle 60%, the safe zone a maskable icon keeps
 * whatever shape the phone cuts it to, so one drawing serves as both kinds.
 */
/**
 * The default theme's colour (the domain's FALLBACK_THEME_COLOR; Vite's config cannot load the
 * workspace's TypeScript, so a unit test keeps the two the same).
 */
export const DEFAULT_THEME_COLOR = '#1d4ed8';
export const ICON_SIZES = [192, 512] as const;
export const iconFile = (size: number): string => `icons/icon-${size}.png`;
/** The apple-touch-icon iOS puts on the home screen (it reads no manifest icons). */
export const APPLE_ICON_SIZE = 180;

const rgb = (hex: string): readonly [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** Whether pixel (x, y) of a `size` square is on the letter: three bars and a stem, in units of size/20. */
const onLetter = (x: number, y: number, size: number): boolean => {
  const u = size / 20;
  const [left, right, top, bottom] = [7 * u, 13.5 * u, 6 * u, 14 * u];
  if (x < left || x >= right || y < top || y >= bottom) return false;
  const stem = x < left + 2 * u;
  const bar = (from: number) => y >= from && y < from + 1.6 * u;
  const middle = bar(10 * u - 0.8 * u) && x < right - 1 * u;
  return stem || bar(top) || bar(bottom - 1.6 * u) || middle;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

/** An 8-bit RGB PNG of the icon at `size` pixels square. */
export const drawIcon = (size: number, background = DEFAULT_THEME_COLOR): Buffer => {
  const [r, g, b] = rgb(background);
  const row = 1 + size * 3;
  const pixels = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const at = y * row + 1 + x * 3;
      const white = onLetter(x + 0.5, y + 0.5, size);
      pixels[at] = white ? 255 : r;
      pixels[at + 1] = white ? 255 : g;
      pixels[at + 2] = white ? 255 : b;
    }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Emits the icons into the build, where the manifest and index.html name them. */
export const pwaIcons = (): Plugin => ({
  name: 'engage-pwa-icons',
  apply: 'build',
  generateBundle() {
    for (const size of [...ICON_SIZES, APPLE_ICON_SIZE])
      this.emitFile({ type: 'asset', fileName: iconFile(size), source: drawIcon(size) });
  },
});
