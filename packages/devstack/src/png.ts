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

const png = (width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
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

/**
 * A diagonal blend of two colours with a soft disc in it: a seeded hero, photo or logo that looks
 * like a picture rather than a flat block, still made in code.
 */
export const blendPng = (width: number, height: number, from: string, to: string): Buffer => {
  const [a, b] = [rgb(from), rgb(to)];
  const [cx, cy, radius] = [width * 0.7, height * 0.35, Math.min(width, height) * 0.45];
  return png(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const inDisc = (x - cx) ** 2 + (y - cy) ** 2 < radius ** 2 ? 0.18 : 0;
    return a.map((v, i) => Math.round((v + ((b[i] ?? 0) - v) * t) * (1 - inDisc) + 255 * inDisc));
  });
};
