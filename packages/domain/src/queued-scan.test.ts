import { describe, expect, it } from 'vitest';
import type { ConnectionResult } from './games.ts';
import {
  claimScanReceipt,
  decideScanTime,
  QUEUED_SCAN_MAX_AGE_MS,
  settleScanReceipt,
  UNSETTLED_RECEIPT_MS,
} from './queued-scan.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const result: ConnectionResult = {
  awarded: 10,
  paid: { connection: 10, completion: 0, bingo: 0 },
  partnerPaid: { connection: 10, completion: 0, bingo: 0 },
  partnerAwarded: 10,
  partner: { name: 'Bob', color: 'blue' },
  boothVisit: false,
};

describe('decideScanTime', () => {
  // The phone's clock is 5 minutes behind the server's: only the scan's age by it counts.
  const SKEW = -5 * 60_000;
  it.each([
    ['sent at once', 0],
    ['sent a minute later', 60_000],
    ['sent as late as a queued scan may be', QUEUED_SCAN_MAX_AGE_MS],
  ])('a scan %s is dated its age before now', (_name, age) => {
    const sentAt = NOW + SKEW;
    expect(decideScanTime({ id: 's1', scannedAt: sentAt - age, sentAt }, NOW)).toStrictEqual({
      ok: true,
      value: NOW - age,
      writes: NOTHING,
    });
  });

  it('a scan older than a queued scan may be earns nothing', () => {
    const queued = { id: 's1', scannedAt: NOW - QUEUED_SCAN_MAX_AGE_MS - 1, sentAt: NOW };
    expect(decideScanTime(queued, NOW)).toStrictEqual({
      ok: false,
      error: 'scan-too-old',
      writes: NOTHING,
    });
  });

  it('a scan made after it was sent (a time in the future) is refused, naming the field', () => {
    expect(decideScanTime({ id: 's1', scannedAt: NOW + 1, sentAt: NOW }, NOW)).toMatchObject({
      ok: false,
      error: 'invalid-argument',
      field: 'scannedAt',
    });
  });
});

describe('claimScanReceipt', () => {
  it('a first arrival stores its time and goes on to be decided', () => {
    expect(claimScanReceipt(null, NOW)).toStrictEqual({
      ok: true,
      value: null,
      next: { at: NOW },
      writes: NOTHING,
    });
  });

  it.each([
    ['paid', { at: NOW - 1, result }, { ok: true, value: result, writes: NOTHING }],
    [
      'refused',
      { at: NOW - 1, error: 'qr-expired' as const },
      { ok: false, error: 'qr-expired', writes: NOTHING },
    ],
    [
      'still being decided',
      { at: NOW - UNSETTLED_RECEIPT_MS + 1 },
      {
        ok: false,
        error: 'illegal-transition',
        detail: 'this scan is being sent',
        writes: NOTHING,
      },
    ],
  ])(
    'a scan received before and %s is answered as it was, and not paid again',
    (_n, current, expected) => {
      expect(claimScanReceipt(current, NOW)).toStrictEqual(expected);
    },
  );

  it('a receipt left unsettled by a call that died is claimed again', () => {
    expect(claimScanReceipt({ at: NOW - UNSETTLED_RECEIPT_MS }, NOW)).toStrictEqual({
      ok: true,
      value: null,
      next: { at: NOW },
      writes: NOTHING,
    });
  });
});

describe('settleScanReceipt', () => {
  it.each([
    ['paid', { at: NOW, result }],
    ['refused', { at: NOW, error: 'self-scan' as const }],
    ['not decided (the server failed): removed, so a resend is decided afresh', null],
  ])('a scan %s keeps its answer under the attendee and the scan id', (_name, settled) => {
    expect(settleScanReceipt('ka', 's1', settled)).toStrictEqual({
      ok: true,
      value: true,
      writes: { sets: { 'scanReceipts/ka/s1': settled }, increments: {} },
    });
  });
});
