import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_COLORS } from './colors.ts';
import {
  claimQrToken,
  claimTypedCode,
  decideScan,
  decodeQrPayload,
  encodeQrPayload,
  encodeQrToken,
  newQrCode,
  type QrPayload,
  readScan,
  useTypedCode,
} from './qr-payload.ts';
import { QUEUED_SCAN_MAX_AGE_MS } from './queued-scan.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const CODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;
/** The payload's `uid` field carries the public id (`p-bob`), never the account id. */
const bob: QrPayload = { uid: 'p-bob', color: 'blue', isRep: false };
const accepted = (code: string | null, publicId: string | null = 'p-bob') => ({
  ok: true,
  value: { code, publicId },
  writes: NOTHING,
});
const typedIn = (code: string) => accepted(code, null);
const refused = (error: string) => ({ ok: false, error, writes: NOTHING });
/** A draw of 8 indexes into the 32-letter alphabet, as crypto's randomInt would give them. */
const draws = fc.array(fc.nat(31), { minLength: 8, maxLength: 8 });
const codeFrom = (indexes: readonly number[]) => {
  let i = 0;
  return newQrCode(() => indexes[i++] ?? 0);
};

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

describe('newQrCode', () => {
  it('draws 8 characters from 32 without look-alikes, asking for a number below 32 each time', () => {
    const asked: number[] = [];
    const draw = [0, 7, 8, 13, 14, 23, 24, 31];
    const code = newQrCode((max) => {
      asked.push(max);
      return draw[asked.length - 1] ?? 0;
    });
    expect(code).toBe('AHJPQZ29');
    expect(asked).toEqual([32, 32, 32, 32, 32, 32, 32, 32]);
  });

  it('only ever gives a code a person can type back', () => {
    fc.assert(
      fc.property(draws, (indexes) => {
        expect(codeFrom(indexes)).toMatch(CODE);
      }),
    );
  });
});

describe('encodeQrToken', () => {
  it("is the spec's payload plus the token, under its own prefix", () => {
    expect(encodeQrToken({ uid: 'u1', color: 'red', isRep: true }, 'ABCD2345')).toBe(
      'engage:2:{"uid":"u1","color":"red","isRep":true,"t":"ABCD2345"}',
    );
  });
});

describe('readScan', () => {
  const token = encodeQrToken(bob, 'ABCD2345');
  const url = `https://engage.example/connect?qr=${encodeURIComponent(token)}`;
  it.each([
    ['a typed code', 'ABCD2345', typedIn('ABCD2345')],
    ['a typed code in lower case, with spaces and dashes', ' abcd-23 45 ', typedIn('ABCD2345')],
    ['the QR text', token, accepted('ABCD2345')],
    ['the QR text with spaces around it', `  ${token}\n`, accepted('ABCD2345')],
    ['the app URL', url, accepted('ABCD2345')],
    [
      'the app URL with more parameters and a fragment',
      `${url}&event=summit#top`,
      accepted('ABCD2345'),
    ],
    [
      'the URL with the qr parameter second',
      `https://x.example/c?event=e&qr=${encodeURIComponent(token)}`,
      accepted('ABCD2345'),
    ],
    [
      'a form-encoded URL, whose + stand for spaces',
      `https://x.example/c?qr=${encodeURIComponent(
        encodeQrToken({ ...bob, uid: 'p bob' }, 'ABCD2345'),
      ).replace('%20', '+')}`,
      accepted('ABCD2345', 'p bob'),
    ],
    ['nothing', '', refused('invalid-qr')],
    ['only spaces', '   ', refused('invalid-qr')],
    ['a code with look-alikes (0, O, 1, I)', 'ABCD0123', refused('invalid-qr')],
    ['a code one character short', 'ABCD234', refused('invalid-qr')],
    ['a code one character long', 'ABCD23456', refused('invalid-qr')],
    [
      'a profile’s static QR code, which names a public id only',
      encodeQrPayload(bob),
      accepted(null),
    ],
    [
      'a URL carrying a profile’s static QR code',
      `https://x.example/c?qr=${encodeURIComponent(encodeQrPayload(bob))}`,
      accepted(null),
    ],
    [
      'a profile QR code showing what no database key can be',
      encodeQrPayload({ ...bob, uid: 'a/b' }),
      refused('invalid-qr'),
    ],
    ['a broken profile QR code', 'engage:1:{"uid":"p-bob"}', refused('invalid-qr')],
    ['a URL with a broken escape', 'https://x.example/c?qr=%E0%A4%A', refused('invalid-qr')],
    ['a URL to somewhere else', 'https://example.com/not-ours', refused('invalid-qr')],
    ['a token that is not JSON', 'engage:2:not json', refused('invalid-qr')],
    ['a token without its code', 'engage:2:{"uid":"u"}', refused('invalid-qr')],
    ['a token that shows no id', 'engage:2:{"t":"ABCD2345"}', refused('invalid-qr')],
    [
      'a token showing what no database key can be',
      encodeQrToken({ ...bob, uid: 'p.bob' }, 'ABCD2345'),
      refused('invalid-qr'),
    ],
    [
      'a token showing an id longer than any we make',
      encodeQrToken({ ...bob, uid: 'p'.repeat(129) }, 'ABCD2345'),
      refused('invalid-qr'),
    ],
    ['a token whose code is not a string', 'engage:2:{"t":12345678}', refused('invalid-qr')],
    ['a token whose code is in lower case', 'engage:2:{"t":"abcd2345"}', refused('invalid-qr')],
    ['a token whose code has look-alikes', 'engage:2:{"t":"ABCD0I23"}', refused('invalid-qr')],
    [
      'a token longer than any we make',
      `engage:2:{"t":"ABCD2345","x":"${'x'.repeat(1024)}"}`,
      refused('invalid-qr'),
    ],
  ])('%s', (_name, text, expected) => {
    expect(readScan(text)).toStrictEqual(expected);
  });

  it('reads back every token it made, as QR text, as the app URL and typed by hand', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-_0-9A-Za-z]{1,128}$/),
        fc.constantFrom(...USER_COLORS),
        fc.boolean(),
        draws,
        fc.boolean(),
        (publicId, color, isRep, indexes, lower) => {
          const code = codeFrom(indexes);
          const qr = encodeQrToken({ uid: publicId, color, isRep }, code);
          const typed = `${code.slice(0, 4)} ${code.slice(4)}`;
          for (const text of [qr, `https://engage.example/connect?qr=${encodeURIComponent(qr)}`])
            expect(readScan(text)).toStrictEqual(accepted(code, publicId));
          expect(readScan(lower ? typed.toLowerCase() : typed)).toStrictEqual(typedIn(code));
        },
      ),
    );
  });

  it('accepts nothing but a well-formed code, typed or carried by a token, or a profile’s public id', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string().map((rest) => `engage:2:${rest}`),
      fc.string().map((rest) => `https://x.example/c?qr=${rest}`),
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -') }),
    );
    fc.assert(
      fc.property(text, (scanned) => {
        const plan = readScan(scanned);
        if (!plan.ok) return;
        const { code, publicId } = plan.value;
        const typed = scanned.trim().replace(/[\s-]/g, '').toUpperCase();
        const fromUrl = /[?&]qr=([^&#]+)/.exec(scanned.trim())?.[1];
        const payload =
          fromUrl === undefined ? scanned.trim() : decodeURIComponent(fromUrl.replace(/\+/g, ' '));
        if (code === null) expect(payload.startsWith('engage:1:') && publicId !== null).toBe(true);
        else {
          expect(code).toMatch(CODE);
          expect(typed === code || (payload.startsWith('engage:2:') && publicId !== null)).toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('claimQrToken', () => {
  const owner = { key: 'kb', eventId: 'summit', payload: bob };
  const ONE_MINUTE = 60_000;
  const THIRTY_DAYS = 30 * 24 * 60 * 60_000;

  it.each([
    ['a free code', null, false, ONE_MINUTE],
    [
      'a code whose last token expired as long ago as a queued scan may wait',
      { key: 'kx', eventId: 'e', expiresAt: NOW - QUEUED_SCAN_MAX_AGE_MS },
      false,
      ONE_MINUTE,
    ],
    ['a free code for a printed badge', null, true, THIRTY_DAYS],
  ])('%s is claimed for its owner and event until it expires', (_name, current, longLived, ttl) => {
    const expiresAt = NOW + ttl;
    expect(claimQrToken(current, owner, 'ABCD2345', longLived, NOW)).toStrictEqual({
      ok: true,
      value: { qr: encodeQrToken(bob, 'ABCD2345'), code: 'ABCD2345', expiresAt },
      next: { key: 'kb', eventId: 'summit', expiresAt, issuedAt: NOW },
      writes: NOTHING,
    });
  });

  it.each([
    ['still in use', NOW + 1],
    ['expired just now, as a queued scan may still name it', NOW],
    ['expired less than a queued scan may wait', NOW - QUEUED_SCAN_MAX_AGE_MS + 1],
  ])('a code %s is refused and left as it is, so the server draws another', (_name, expiresAt) => {
    const current = { key: 'kx', eventId: 'e', expiresAt };
    expect(claimQrToken(current, owner, 'ABCD2345', false, NOW)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'code in use',
      writes: NOTHING,
    });
  });
});

describe('decideScan', () => {
  const me = { key: 'ka', eventId: 'summit' };
  const live = { key: 'kb', eventId: 'summit', expiresAt: NOW + 1 };
  const scanned = { code: 'ABCD2345', publicId: 'p-bob' };
  const typed = { code: 'ABCD2345', publicId: null };
  const profileQr = { code: null, publicId: 'p-bob' };
  it.each([
    [
      'a live token of someone at the event, showing their public id',
      scanned,
      live,
      'kb',
      { ok: true, value: { key: 'kb' }, writes: NOTHING },
    ],
    [
      'a typed code of someone at the event',
      typed,
      live,
      null,
      { ok: true, value: { key: 'kb' }, writes: NOTHING },
    ],
    ['an unknown code', scanned, null, 'kb', refused('invalid-qr')],
    ['an unknown typed code', typed, null, null, refused('invalid-qr')],
    [
      'a token showing an id the index does not know (a raw uid, as old codes carried)',
      scanned,
      live,
      null,
      refused('invalid-qr'),
    ],
    ['a token showing someone else’s public id', scanned, live, 'kc', refused('invalid-qr')],
    [
      'a profile’s static QR: it names someone, proves nothing',
      profileQr,
      null,
      'kb',
      refused('qr-expired'),
    ],
    ['a profile QR showing a raw uid', profileQr, null, null, refused('invalid-qr')],
    [
      'a token that expired just now',
      scanned,
      { ...live, expiresAt: NOW },
      'kb',
      refused('qr-expired'),
    ],
    [
      'a token issued after the scan was made (a queued scan naming a later token)',
      scanned,
      { ...live, issuedAt: NOW + 1 },
      'kb',
      refused('qr-expired'),
    ],
    [
      'a token issued when the scan was made',
      scanned,
      { ...live, issuedAt: NOW },
      'kb',
      { ok: true, value: { key: 'kb' }, writes: NOTHING },
    ],
    [
      'an expired token of my own',
      scanned,
      { ...live, key: 'ka', expiresAt: NOW - 1 },
      'ka',
      refused('qr-expired'),
    ],
    ['my own live token', scanned, { ...live, key: 'ka' }, 'ka', refused('self-scan')],
    [
      'my own token, even from another event',
      scanned,
      { ...live, key: 'ka', eventId: 'expo' },
      'ka',
      refused('self-scan'),
    ],
    [
      'a token of someone at another event',
      scanned,
      { ...live, eventId: 'expo' },
      'kb',
      refused('not-in-event'),
    ],
    [
      'a typed code, typed',
      typed,
      { ...live, typed: true },
      null,
      { ok: true, value: { key: 'kb' }, writes: NOTHING },
    ],
    [
      'a typed code wrapped in a QR text',
      scanned,
      { ...live, typed: true },
      'kb',
      refused('invalid-qr'),
    ],
    [
      'a typed code another partner used',
      typed,
      { ...live, typed: true, usedBy: 'kc' },
      null,
      refused('qr-expired'),
    ],
    [
      'a typed code I used (a double tap: the pair answers)',
      typed,
      { ...live, typed: true, usedBy: 'ka' },
      null,
      { ok: true, value: { key: 'kb' }, writes: NOTHING },
    ],
  ] as const)('%s', (_name, scan, token, shownKey, expected) => {
    expect(decideScan(scan, { token, shownKey }, me, NOW)).toStrictEqual(expected);
  });
});

describe('claimTypedCode', () => {
  const owner = { key: 'kb', eventId: 'summit' };
  it.each([
    ['a free code', null],
    [
      'a code whose last token expired as long ago as a queued scan may wait',
      { key: 'kx', eventId: 'e', expiresAt: NOW - QUEUED_SCAN_MAX_AGE_MS },
    ],
  ])('%s is claimed as a typed code until the QR it comes with expires', (_name, current) => {
    expect(claimTypedCode(current, owner, 'WXYZ2345', NOW + 60_000, NOW)).toStrictEqual({
      ok: true,
      value: 'WXYZ2345',
      next: { key: 'kb', eventId: 'summit', expiresAt: NOW + 60_000, typed: true, issuedAt: NOW },
      writes: NOTHING,
    });
  });

  it.each([
    ['still in use', NOW + 1],
    ['expired less than a queued scan may wait', NOW - QUEUED_SCAN_MAX_AGE_MS + 1],
  ])('a code %s is refused, so the server draws another', (_name, expiresAt) => {
    const current = { key: 'kx', eventId: 'e', expiresAt };
    expect(claimTypedCode(current, owner, 'WXYZ2345', NOW + 60_000, NOW)).toMatchObject({
      ok: false,
      error: 'illegal-transition',
    });
  });
});

describe('useTypedCode', () => {
  const code = { key: 'kb', eventId: 'summit', expiresAt: NOW + 1, typed: true } as const;
  it.each([
    [
      'an unused code',
      code,
      { ok: true, value: true, next: { ...code, usedBy: 'ka' }, writes: NOTHING },
    ],
    [
      'a code I used already',
      { ...code, usedBy: 'ka' },
      { ok: true, value: true, next: { ...code, usedBy: 'ka' }, writes: NOTHING },
    ],
    ['a code another partner used', { ...code, usedBy: 'kc' }, refused('qr-expired')],
    ['an expired code', { ...code, expiresAt: NOW }, refused('qr-expired')],
    ['a code gone', null, refused('invalid-qr')],
  ] as const)('%s', (_name, current, expected) => {
    expect(useTypedCode(current, 'ka', NOW)).toStrictEqual(expected);
  });

  it('a queued scan is judged at the time it was typed, not when it arrives', () => {
    const typedThen = NOW - 1;
    expect(useTypedCode(code, 'ka', typedThen)).toMatchObject({ ok: true, value: true });
    expect(useTypedCode({ ...code, expiresAt: typedThen }, 'ka', typedThen)).toStrictEqual(
      refused('qr-expired'),
    );
  });
});
