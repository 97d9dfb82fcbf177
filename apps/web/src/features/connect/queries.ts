import { type ConnectionResult, QR_REFRESH_LEAD_MS, type QrToken } from '@engage/domain/games';
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

/** What a scan, a typed code or a followed link came to: the points, or the refusal in words. */
export type Outcome =
  | { readonly ok: true; readonly result: ConnectionResult }
  | { readonly ok: false; readonly message: FormMessage };

/** Connects with whoever `qr` names (a scanned QR text or app URL, or a typed short code). */
export const connectWith = async (qr: string): Promise<Outcome> => {
  try {
    return { ok: true, result: await (await calls()).call('awardConnection', { qr }) };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
};

/**
 * A followed link (`/connect?qr=…`, opened by a phone's camera). Read as a query keyed by the
 * link, never stale and never collected, so the connection is asked for once per link however
 * often the route loads or renders (preloads, StrictMode, a second visit in the same session).
 */
export const linkQueryOptions = (uid: string, qr: string) =>
  queryOptions({
    queryKey: connectKeys.link(uid, qr),
    queryFn: () => connectWith(qr),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
