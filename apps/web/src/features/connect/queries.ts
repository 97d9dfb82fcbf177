import { type ConnectionResult, QR_REFRESH_LEAD_MS, type QrToken } from '@engage/domain/games';
import { type CheckInResult, isSessionScan } from '@engage/domain/session-checkin';
import { type Query, queryOptions } from '@tanstack/react-query';
import { type FormMessage, messageOf } from '../../lib/messages.ts';

// The Functions SDK loads with the first call, not with the screen.
const calls = () => import('../../lib/firebase/calls.ts');

/**
 * The token is renewed this long before it expires (the domain's rotation), so the code on screen
 * is always scannable and changes every half minute.
 */
export const REFRESH_LEAD_MS = QR_REFRESH_LEAD_MS;
// setTimeout fires at once past 2^31-1 ms; a printed badge's token can live longer than that.
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** After a failed issue (offline, rate-limited), the next try waits this long, not a second. */
const RETRY_AFTER_FAILURE_MS = 10_000;

export const connectKeys = {
  all: ['connect'] as const,
  camera: ['connect', 'camera'] as const,
  token: (uid: string) => [...connectKeys.all, 'qr-token', uid] as const,
  link: (uid: string, qr: string) => [...connectKeys.all, 'link', uid, qr] as const,
  queue: (uid: string) => [...connectKeys.all, 'queue', uid] as const,
};

/** How long the token in the cache stays good: until REFRESH_LEAD_MS before it expires. */
const msUntilRefresh = (token: QrToken | undefined, now: number): number =>
  token === undefined
    ? 0
    : Math.min(LONGEST_WAIT_MS, Math.max(0, token.expiresAt - REFRESH_LEAD_MS - now));

const untilRefresh = (query: Query<QrToken, Error, QrToken, readonly unknown[]>) =>
  msUntilRefresh(query.state.data, Date.now());

/**
 * The signed-in attendee's QR token. It is fresh until shortly before it expires and is fetched
 * again then, also while the screen stays open (refetchInterval), so the QR on screen is renewed
 * without a reload; a tab that was hidden past that time renews on its return (stale on focus).
 */
export const qrTokenQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: connectKeys.token(uid),
    queryFn: async () => (await calls()).call('issueQrToken', {}),
    staleTime: untilRefresh,
    refetchInterval: (query) =>
      query.state.error === null ? Math.max(1_000, untilRefresh(query)) : RETRY_AFTER_FAILURE_MS,
  });

/**
 * What a scan, a typed code or a followed link came to: the points, the refusal in words, or, made
 * without a connection, kept to be sent later.
 */
export type Outcome =
  | { readonly ok: true; readonly result: ConnectionResult }
  | { readonly ok: false; readonly message: FormMessage }
  | { readonly ok: 'queued' }
  | { readonly ok: 'checkin'; readonly result: CheckInResult };

/**
 * Failures that say nothing about the scan: no connection, or the server unreachable or failing.
 * The scan is kept and sent again; any other refusal is its answer. A kept scan that is turned
 * away for a while (too many at once) or cannot load the code to send it waits too.
 */
const UNSENT = new Set(['internal', 'unavailable', 'deadline-exceeded']);
const NOT_YET = new Set([...UNSENT, 'rate-limited', 'unknown']);
const unsent = (message: FormMessage) => !navigator.onLine || UNSENT.has(message.code);
const notYet = (message: FormMessage) => !navigator.onLine || NOT_YET.has(message.code);

/**
 * Connects `uid` with whoever `qr` names (a scanned QR text or app URL, or a typed short code);
 * without a connection the scan is kept (scan-queue.ts) and sent when it returns.
 */
export const connectWith = async (uid: string, qr: string): Promise<Outcome> => {
  if (isSessionScan(qr)) return checkIn(qr);
  const keep = async (): Promise<Outcome> => {
    await (await scanQueue()).queueScan(uid, qr);
    return { ok: 'queued' };
  };
  if (!navigator.onLine) return keep();
  try {
    return { ok: true, result: await (await calls()).call('awardConnection', { qr }) };
  } catch (error) {
    const message = messageOf(error);
    return unsent(message) ? keep() : { ok: false, message };
  }
};

/**
 * A session's check-in code, scanned here like a person's: sent at once, never kept offline (the
 * session's window and the code's minute would have passed; docs/agenda.md).
 */
const checkIn = async (qr: string): Promise<Outcome> => {
  try {
    return { ok: 'checkin', result: await (await calls()).call('checkInSession', { qr }) };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
};

const scanQueue = () => import('./scan-queue.ts');

/** How many scans wait to be sent; read from the device, so offline too. */
export const scanQueueQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: connectKeys.queue(uid),
    queryFn: async () => (await (await scanQueue()).queuedScans(uid)).length,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

const sending = new Map<string, Promise<readonly Outcome[]>>();

/**
 * Sends the waiting scans, oldest first, each with its id and times; one that gets an answer
 * (points or a refusal) is done, and the first that cannot be sent stops the run, to be tried
 * again when the connection returns. One run at a time per account.
 */
export const sendQueuedScans = (uid: string): Promise<readonly Outcome[]> => {
  const running = sending.get(uid);
  if (running !== undefined) return running;
  const run = (async () => {
    const queue = await scanQueue();
    const outcomes: Outcome[] = [];
    for (const scan of await queue.queuedScans(uid)) {
      if (!navigator.onLine) break;
      const queued = { id: scan.id, scannedAt: scan.scannedAt, sentAt: Date.now() };
      try {
        const result = await (await calls()).call('awardConnection', { qr: scan.qr, queued });
        outcomes.push({ ok: true, result });
      } catch (error) {
        const message = messageOf(error);
        if (notYet(message)) break;
        outcomes.push({ ok: false, message });
      }
      await queue.dropScan(uid, scan.id);
    }
    return outcomes;
  })().finally(() => sending.delete(uid));
  sending.set(uid, run);
  return run;
};

/**
 * A followed link (`/connect?qr=…`, opened by a phone's camera). Read as a query keyed by the
 * link, never stale and never collected, so the connection is asked for once per link however
 * often the route loads or renders (preloads, StrictMode, a second visit in the same session).
 */
export const linkQueryOptions = (uid: string, qr: string) =>
  queryOptions({
    queryKey: connectKeys.link(uid, qr),
    queryFn: () => connectWith(uid, qr),
    // Offline too: a link followed without a connection is kept as a scan, not held back.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
