import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from './image-signature.ts';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('imageTypeOf', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a GIF of 1989', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF of 1987', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['HTML declared as a PNG', bytes('<!doctype html><script>'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['a PNG cut short', bytes([0x89], 'PNG'), null],
    ['a PNG signature cut short', bytes([0x89], 'PNG', [0x0d, 0x0a]), null],
    ['GIF8 without its version', bytes('GIF8', [0x30, 0x61]), null],
    ['GIF87 without the a', bytes('GIF87b'), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, data, expected) => {
    expect(imageTypeOf(data)).toBe(expected);
  });

  it('needs no more than its first bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (data) => {
        expect(imageTypeOf(data)).toBe(imageTypeOf(data.slice(0, IMAGE_SIGNATURE_BYTES)));
      }),
    );
  });

  it('never throws, and names a type only for bytes that start with its signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (file) => {
        const type = imageTypeOf(file);
        if (type === 'image/png') expect(file[0]).toBe(0x89);
        if (type === 'image/jpeg') expect(file[0]).toBe(0xff);
        if (type === 'image/gif') expect(file[0]).toBe(0x47);
        if (type === 'image/webp') expect(file[0]).toBe(0x52);
      }),
    );
  });
});
