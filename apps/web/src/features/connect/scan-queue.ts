import { createStore, get, update } from 'idb-keyval';

/**
 * Scans made without a connection (a QR from the camera, a typed code, a followed link), kept in
 * IndexedDB per account until they are sent. Each has an id of its own, the server's idempotency
 * key, and the time it was made: the server pays it as if made then, at most once, and only
 * within its limit (packages/domain/src/queued-scan.ts).
 */
export type QueuedScan = { readonly id: string; readonly qr: string; readonly scannedAt: number };

let opened: ReturnType<typeof createStore> | undefined;
const store = () => {
  opened ??= createStore('engage-scan-queue', 'scans');
  return opened;
};

export const queuedScans = async (uid: string): Promise<readonly QueuedScan[]> =>
  (await get<QueuedScan[]>(uid, store())) ?? [];

/** Keeps a scan to send later; the same code scanned again while waiting is kept once. */
export const queueScan = async (uid: string, qr: string, scannedAt = Date.now()): Promise<void> =>
  update<QueuedScan[]>(
    uid,
    (scans = []) =>
      scans.some((scan) => scan.qr === qr)
        ? scans
        : [...scans, { id: crypto.randomUUID(), qr, scannedAt }],
    store(),
  );

export const dropScan = async (uid: string, id: string): Promise<void> =>
  update<QueuedScan[]>(uid, (scans = []) => scans.filter((scan) => scan.id !== id), store());
