import { describe, expect, it } from 'vitest';
import { MUG as mug, NOW } from './market-fixtures.ts';
import {
  dueTombstones,
  listTombstone,
  pruneTombstones,
  TOMBSTONE_KEEP_MS,
} from './market-tombstones.ts';

const NOTHING = { sets: {}, increments: {} };

describe('pruneTombstones', () => {
  const made = { qty: 1, cost: 50, at: NOW - 10 * TOMBSTONE_KEEP_MS };
  const old = { refused: 'out-of-stock' as const, at: NOW - TOMBSTONE_KEEP_MS };
  const young = { refused: 'request-expired' as const, at: NOW - TOMBSTONE_KEEP_MS + 1 };

  it('drops refused sale ids kept long enough, and keeps every sale and the young refusals', () => {
    expect(pruneTombstones({ ...mug, sales: { made, old, young } }, NOW)).toStrictEqual({
      ok: true,
      value: 1,
      next: { ...mug, sales: { made, young } },
      writes: NOTHING,
    });
  });

  it.each([
    ['nothing to drop', { ...mug, sales: { made, young } }],
    ['no sales', mug],
    ['a deleted prize (left deleted)', null],
  ])('%s: nothing stored', (_name, prize) => {
    expect(pruneTombstones(prize, NOW)).toStrictEqual({ ok: true, value: 0, writes: NOTHING });
  });
});

describe("listTombstone and dueTombstones (the sweep's index of refused sale ids)", () => {
  it.each([
    [
      'a refusal is listed under its event, prize and sale id, with when',
      { refused: 'out-of-stock' },
      { sets: { 'prizeTombstones/summit/mug/s1': NOW }, increments: {} },
    ],
    ['a sale lists nothing', { sold: { qty: 1, cost: 50, at: NOW, prizeName: 'Mug' } }, NOTHING],
    ['a prize that was gone lists nothing', { refused: 'not-found', detail: 'prize' }, NOTHING],
  ] as const)('%s', (_name, outcome, expected) => {
    expect(listTombstone('summit', 'mug', 's1', outcome, NOW)).toStrictEqual(expected);
  });

  it('answers the prizes with listings old enough to drop, with their removal, and no others', () => {
    const index = {
      summit: {
        mug: { old: NOW - TOMBSTONE_KEEP_MS, young: NOW - TOMBSTONE_KEEP_MS + 1 },
        hat: { young: NOW - 1 },
      },
      expo: { pen: { older: NOW - 2 * TOMBSTONE_KEEP_MS } },
    };
    expect(dueTombstones(index, NOW)).toStrictEqual([
      {
        eventId: 'summit',
        prizeId: 'mug',
        unlist: { sets: { 'prizeTombstones/summit/mug/old': null }, increments: {} },
      },
      {
        eventId: 'expo',
        prizeId: 'pen',
        unlist: { sets: { 'prizeTombstones/expo/pen/older': null }, increments: {} },
      },
    ]);
    expect(dueTombstones(null, NOW)).toStrictEqual([]);
  });
});
