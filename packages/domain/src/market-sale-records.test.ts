import { describe, expect, it } from 'vitest';
import { BUYER, NOW } from './market-fixtures.ts';
import { PURCHASE_SETTLE_MS } from './market-purchases.ts';
import { recordSale, takeBackSale } from './market-sale-records.ts';
import { madeSale, needsDeskRecord } from './market-sales.ts';
import { SERVER_TIME } from './store/node.ts';

const NOTHING = { sets: {}, increments: {} };

describe('madeSale and takeBackSale (a sale whose prize was deleted, a late record)', () => {
  const desk = {
    key: 'kb',
    publicId: 'p-bo',
    name: 'Bo',
    prizeId: 'mug',
    prizeName: 'Mug',
    qty: 2,
    cost: 100,
    at: NOW - 5,
  };
  const gone = { refused: 'not-found', detail: 'prize' } as const;

  it.each([
    [
      'a deleted prize whose sale is on the desk was sold',
      gone,
      { ...desk, state: 'claimed' },
      { sold: { qty: 2, cost: 100, at: NOW - 5, prizeName: 'Mug' } },
    ],
    ['a deleted prize with no desk record was not sold', gone, null, gone],
    [
      'another refusal stands whatever the desk holds',
      { refused: 'request-expired' },
      { ...desk, state: 'bought' },
      { refused: 'request-expired' },
    ],
  ] as const)('%s', (_name, outcome, record, expected) => {
    expect(madeSale(outcome, record)).toStrictEqual(expected);
  });

  it.each([
    ['a prize not found', gone, true],
    ['another refusal', { refused: 'out-of-stock' }, false],
    ['a sale', { sold: { qty: 1, cost: 50, at: NOW, prizeName: 'Mug' } }, false],
  ] as const)('the desk record is read to close %s: %s', (_name, outcome, needed) => {
    expect(needsDeskRecord(outcome)).toBe(needed);
  });

  it('a record not handed over yet goes, and the gift counters it added with it', () => {
    expect(takeBackSale({ ...desk, state: 'bought' }, 'summit')).toStrictEqual({
      ok: true,
      value: true,
      next: null,
      writes: {
        sets: {},
        increments: {
          'users/kb/metadata/purchases/mug/qty': -2,
          'users/kb/badges/gifts': -2,
          'events/summit/badges/gifts': -2,
        },
      },
    });
  });

  it.each([
    ['an allocated record is kept', { ...desk, state: 'allocated' }],
    ['a claimed record is kept', { ...desk, state: 'claimed' }],
    [
      'a record whose counters are still being added is kept (their closer takes it back)',
      { ...desk, state: 'bought', countsDue: NOW },
    ],
    ['no record: nothing to take back', null],
  ] as const)('%s', (_name, record) => {
    expect(takeBackSale(record, 'summit')).toStrictEqual({
      ok: true,
      value: false,
      writes: NOTHING,
    });
  });
});

describe("recordSale (a sale's records, before its close)", () => {
  const sale = { qty: 2, cost: 100, at: NOW, prizeName: 'Mug' };
  const purchase = { requestId: 'r1', prizeId: 'mug', qty: 2, cost: 100, ledgerId: 'L1' };
  const records = {
    sets: {
      'ledger/kb/L1': {
        points: -100,
        reason: 'buy-mug',
        kind: 'purchase',
        at: SERVER_TIME,
        by: 'system',
      },
      'users/kb/metadata/purchases/mug/at': SERVER_TIME,
      'users/kb/metadata/isPrizePurchased': true,
    },
    increments: {},
  };
  /** The records with the gift counters, added in the same write that removes the mark. */
  const counted = {
    sets: { ...records.sets, 'purchases/summit/s1/countsDue': null },
    increments: {
      'users/kb/metadata/purchases/mug/qty': 2,
      'users/kb/badges/gifts': 2,
      'events/summit/badges/gifts': 2,
    },
  };
  const allocated = {
    ...purchase,
    key: 'kb',
    publicId: 'p-bo',
    name: 'Bo',
    prizeName: 'Mug',
    at: NOW,
    state: 'allocated',
  } as const;

  it('puts the sale on the prize desk by its sale id, marked while it adds the gift counters', () => {
    expect(recordSale(null, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      next: {
        key: 'kb',
        publicId: 'p-bo',
        name: 'Bo, "the" Buyer',
        requestId: 'r1',
        prizeId: 'mug',
        prizeName: 'Mug',
        qty: 2,
        cost: 100,
        at: NOW,
        state: 'bought',
        countsDue: NOW,
      },
      writes: counted,
    });
  });

  it('again (a crash before the close): the desk record, maybe handed over already, is kept', () => {
    expect(recordSale(allocated, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      writes: records,
    });
  });

  it("another closer's fresh mark: the records again, no counters, and not closed by this one", () => {
    const marked = { ...allocated, countsDue: NOW - PURCHASE_SETTLE_MS + 1 };
    expect(recordSale(marked, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: false,
      writes: records,
    });
  });

  it('a mark left by a closer that died is taken over: the counters are added, once', () => {
    const marked = { ...allocated, countsDue: NOW - PURCHASE_SETTLE_MS };
    expect(recordSale(marked, BUYER, purchase, 's1', sale, NOW)).toStrictEqual({
      ok: true,
      value: true,
      next: { ...allocated, countsDue: NOW },
      writes: counted,
    });
  });
});
