import { describe, expect, it } from 'vitest';
import { ledgerWhyWords, purchasedPrize } from './ledger-why.ts';

const names = new Map([
  ['mug', 'Engage mug'],
  ['blank', ' '],
]);

describe('ledgerWhyWords', () => {
  it.each([
    ['a purchase', { reason: 'buy-mug', kind: 'purchase' }, 'mug', 'Bought “Engage mug”'],
    [
      'a purchase of a prize since deleted',
      { reason: 'buy-hoodie', kind: 'purchase' },
      'hoodie',
      'Bought a prize no longer offered',
    ],
    [
      'a purchase of a prize with no name',
      { reason: 'buy-blank', kind: 'purchase' },
      'blank',
      'Bought a prize no longer offered',
    ],
    ['an award', { reason: 'qr-connection' }, undefined, 'qr-connection'],
    ['an adjustment', { reason: 'admin: buy-mug' }, undefined, 'admin: buy-mug'],
    ['a void', { reason: 'void: a ring', kind: 'void' }, undefined, 'void: a ring'],
  ] as const)('%s', (_case, entry, prize, words) => {
    expect(purchasedPrize(entry)).toBe(prize);
    expect(ledgerWhyWords(entry, (id) => names.get(id))).toBe(words);
  });
});
