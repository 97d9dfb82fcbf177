import type { ConnectionResult } from './games.ts';
import { accept, type Claim, claim, type Plan, refuse, refuseField, WriteSet } from './plan.ts';
import { type ScanReceipt, userNodes } from './store/users.ts';

/**
 * A scan made offline waits on the phone and is sent when the connection returns. The server pays
 * it as if it had been made when it was, on three conditions: the code was valid then (issued and
 * not yet expired: a QR lives 60 s, a typed code until its QR expires and for its first partner
 * only), the scan reaches the server at most this long after it was made, and it has not been
 * received before (its id, kept in a receipt). Ten minutes covers a hall's dead spot, a lift, a
 * walk outside; longer would let a code that was photographed or passed on keep paying a stranger
 * long after its minute was over. The tokens are kept (and their codes reserved) this long past
 * expiry, so a queued scan still finds the token it names.
 */
export const QUEUED_SCAN_MAX_AGE_MS = 10 * 60_000;

/** What a queued scan carries besides its code: its id and its time, and when it was sent. */
export type QueuedScan = {
  readonly id: string;
  /** When the scan was made, by the phone's clock. */
  readonly scannedAt: number;
  /** When the phone sent it, by the same clock: the difference is the scan's age. */
  readonly sentAt: number;
};

/**
 * When a queued scan was made, on the server's clock: its age by the phone's own clock (sent minus
 * scanned, so a phone whose clock is off still queues), counted back from now. A scan "made" after
 * it was sent is not a scan; one older than QUEUED_SCAN_MAX_AGE_MS earns nothing.
 */
export const decideScanTime = (queued: QueuedScan, now: number): Plan<number> => {
  const age = queued.sentAt - queued.scannedAt;
  if (age < 0) return refuseField('invalid-argument', 'scannedAt', 'after the time it was sent');
  if (age > QUEUED_SCAN_MAX_AGE_MS) return refuse('scan-too-old');
  return accept(now - age);
};

/** How long an issued token is kept (and its code reserved): a queued scan may still name it. */
export const tokenKeptUntil = (expiresAt: number): number => expiresAt + QUEUED_SCAN_MAX_AGE_MS;

/** A callable's longest run: a receipt still unsettled after it was left by a call that died. */
export const UNSETTLED_RECEIPT_MS = 60_000;

/**
 * The receipt of a queued scan, claimed in a transaction before it is decided: a first arrival
 * stores the time and goes on (`null`); a scan received before is answered as it was then, and one
 * still being decided (the same scan sent twice at once) is refused, so it is paid once.
 */
export const claimScanReceipt = (
  current: ScanReceipt | null,
  now: number,
): Claim<ConnectionResult | null, ScanReceipt> => {
  if (current === null) return claim({ at: now }, accept(null));
  if (current.result !== undefined) return accept(current.result);
  if (current.error !== undefined) return refuse(current.error);
  // Not settled a call's lifetime later: the call that claimed it died; this one decides it.
  if (now - current.at >= UNSETTLED_RECEIPT_MS) return claim({ at: now }, accept(null));
  return refuse('illegal-transition', 'this scan is being sent');
};

/**
 * The receipt once the scan is decided: its answer, kept for a resend (the phone that lost the
 * first answer to a dropped connection is told the same points, or the same refusal); `null` when
 * the scan could not be decided (the server failed), so that a resend is decided afresh.
 */
export const settleScanReceipt = (
  key: string,
  scanId: string,
  settled: ScanReceipt | null,
): Plan<true> => accept(true, new WriteSet().set(userNodes.scanReceipt(key, scanId), settled));
