import { crc32, deflateSync } from 'node:zlib';

/** PNGs for seeded logos, photos and trivia pictures: real images, no binary files in git. */
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

const rgb = (hex: string): [number, number, number] => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return [r ?? 0, g ?? 0, b ?? 0];
};

/** `pixel` gives RGB, or RGBA when `alpha` (a logo with rounded corners over any background). */
const png = (
  width: number,
  height: number,
  pixel: (x: number, y: number) => number[],
  alpha = false,
): Buffer => {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(alpha ? 6 : 2, 9); // truecolour with or without alpha
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * channels);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * channels);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const solidPng = (width: number, height: number, hex: string): Buffer => {
  const colour = rgb(hex);
  return png(width, height, () => colour);
};

/** A 5×7 capital letter per row string, for initials and word marks drawn without a font file. */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
};

/** Whether the point (u, v), in glyph cells from the text's top left, is ink of `text`. */
const inkAt = (text: string, u: number, v: number): boolean => {
  const column = Math.floor(u);
  const letter = text[Math.floor(column / 6)] ?? ' ';
  const x = column % 6;
  const y = Math.floor(v);
  if (x > 4 || y < 0 || y > 6 || u < 0) return false;
  return GLYPHS[letter]?.split(' ')[y]?.[x] === '1';
};

/**
 * A seeded logo or photo that reads as one: `text` (capitals, e.g. initials "NS" or a word mark
 * "CONTOSO") in bold white over a diagonal blend of two colours, in a rounded square or a circle that is
 * transparent outside. Edges are smoothed by sampling each pixel 4×4 times.
 */
export const markPng = (options: {
  readonly width: number;
  readonly height: number;
  readonly from: string;
  readonly to: string;
  readonly text: string;
  readonly shape?: 'rounded' | 'circle';
}): Buffer => {
  const { width, height, text, shape = 'rounded' } = options;
  const [a, b] = [rgb(options.from), rgb(options.to)];
  const upper = text.toUpperCase();
  // Glyph cells are square; the text fills at most 70% of the width and 45% of the height.
  const cell = Math.min((width * 0.7) / (upper.length * 6 - 1), (height * 0.45) / 7);
  const [left, top] = [(width - (upper.length * 6 - 1) * cell) / 2, (height - 7 * cell) / 2];
  const radius = shape === 'circle' ? Math.min(width, height) / 2 : Math.min(width, height) * 0.2;
  const inside = (x: number, y: number): boolean => {
    const dx = Math.max(radius - x, 0, x - (width - radius));
    const dy = Math.max(radius - y, 0, y - (height - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
  const SAMPLES = 4;
  return png(
    width,
    height,
    (x, y) => {
      let [shapeCover, inkCover] = [0, 0];
      for (let i = 0; i < SAMPLES; i += 1)
        for (let j = 0; j < SAMPLES; j += 1) {
          const [sx, sy] = [x + (i + 0.5) / SAMPLES, y + (j + 0.5) / SAMPLES];
          if (!inside(sx, sy)) continue;
          shapeCover += 1;
          const [u, v] = [(sx - left) / cell, (sy - top) / cell];
          // Smeared by 0.4 of a cell to the right: a bold face, readable at 32 px.
          if (inkAt(upper, u, v) || inkAt(upper, u - 0.4, v)) inkCover += 1;
        }
      const t = (x / width + y / height) / 2;
      const ink = shapeCover === 0 ? 0 : inkCover / shapeCover;
      const colour = a.map((v, i) => {
        const ground = v + ((b[i] ?? 0) - v) * t;
        return Math.round(ground + (255 - ground) * ink);
      });
      return [...colour, Math.round((255 * shapeCover) / SAMPLES ** 2)];
    },
    true,
  );
};
