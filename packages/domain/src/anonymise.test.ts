import { describe, expect, it } from 'vitest';
import { addAnonymised, GONE_PREFIX, goneId, NO_TRACES } from './anonymise.ts';
import { WriteSet } from './plan.ts';

const LEDGER = {
  e1: { points: 10, reason: 'qr-connection', at: 1, by: 'system' },
  e2: { points: -4, reason: 'prize', at: 2, by: 'system', kind: 'purchase' as const },
};

describe('goneId', () => {
  it('is random with a prefix, and has nothing of a key in it', () => {
    expect(goneId('x7Q')).toBe(`${GONE_PREFIX}x7Q`);
  });
});

describe('addAnonymised', () => {
  it('moves the ledger entry by entry, renames each claim naming the key, and drops receipts', () => {
    const writes = addAnonymised(
      new WriteSet(),
      'ann',
      'summit',
      {
        ledger: LEDGER,
        pairs: { 'ann~bob': 5, 'bob~cat': 6, 'anna~bob': 7 },
        smallTalks: { 'ann~cat': 8 },
        rpsWins: { 'cat~ann': 9 },
        people: NO_TRACES.people,
      },
      'gone-1',
    ).writes();
    expect(writes).toStrictEqual({
      sets: {
        'ledger/gone-1/e1': LEDGER.e1,
        'ledger/gone-1/e2': LEDGER.e2,
        'ledger/ann': null,
        'scanReceipts/ann': null,
        'partnerAwards/ann': null,
        'otp/ann': null,
        'pairs/summit/ann~bob': null,
        'pairs/summit/gone-1~bob': 5,
        'smallTalks/summit/ann~cat': null,
        'smallTalks/summit/gone-1~cat': 8,
        'rpsWins/summit/cat~ann': null,
        'rpsWins/summit/cat~gone-1': 9,
      },
      increments: {},
    });
  });

  it('with nothing left, only removes what the account owned', () => {
    expect(
      Object.keys(
        addAnonymised(new WriteSet(), 'ann', 'summit', NO_TRACES, 'gone-1').writes().sets,
      ),
    ).toEqual(['ledger/ann', 'scanReceipts/ann', 'partnerAwards/ann', 'otp/ann']);
  });
});
