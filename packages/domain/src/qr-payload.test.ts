import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_COLORS } from './colors.ts';
import { decodeQrPayload, encodeQrPayload } from './qr-payload.ts';

describe('QR payload', () => {
  it('round-trips uid, colour and isRep', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 128 }),
        fc.constantFrom(...USER_COLORS),
        fc.boolean(),
        (uid, color, isRep) => {
          expect(decodeQrPayload(encodeQrPayload({ uid, color, isRep }))).toEqual({
            ok: true,
            value: { uid, color, isRep },
          });
        },
      ),
    );
  });

  it.each([
    ['', 'empty'],
    ['{"uid":"a","color":"red","isRep":false}', 'no prefix'],
    ['engage:1:not json', 'not JSON'],
    ['engage:1:[1,2]', 'an array'],
    ['engage:1:null', 'null'],
    ['engage:1:{"uid":"","color":"red","isRep":false}', 'empty uid'],
    [`engage:1:{"uid":"${'u'.repeat(129)}","color":"red","isRep":false}`, 'long uid'],
    ['engage:1:{"uid":"a","color":"re","isRep":false}', 'invalid colour'],
    ['engage:1:{"uid":"a","color":"red","isRep":"no"}', 'isRep not boolean'],
    [`engage:1:${' '.repeat(600)}`, 'too long'],
  ])('refuses %j (%s)', (text) => {
    expect(decodeQrPayload(text)).toEqual({ ok: false, error: 'invalid-qr' });
  });

  it('never throws on arbitrary scanned text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof decodeQrPayload(`engage:1:${text}`).ok).toBe('boolean');
      }),
    );
  });
});
