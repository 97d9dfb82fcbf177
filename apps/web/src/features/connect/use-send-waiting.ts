import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectKeys, sendQueuedScans } from './queries.ts';

/** The first try again after a run left scans waiting; each later one waits twice as long. */
export const FIRST_RETRY_MS = 2_000;
/** The longest wait between tries while the phone says it is online. */
export const LONGEST_RETRY_MS = 30_000;

/** How long to wait before try number `attempt` (0 for the first) of a waiting scan. */
export const retryDelay = (attempt: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);

/**
 * Sends the scans waiting on this phone: when the screen opens online, when the connection
 * returns, and again while some still wait and the phone is online. A venue's Wi-Fi says
 * "online" before its route works, and the server can be briefly unreachable: a run that could not
 * send is tried again, 2 s later, then 4, 8, … up to 30 s, until nothing waits.
 */
export const useSendWaiting = (uid: string, waiting: number, queryClient: QueryClient) => {
  const sendWaiting = useMutation({
    mutationFn: () => sendQueuedScans(uid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectKeys.queue(uid) }),
  });
  const { mutate: send, isPending, isIdle } = sendWaiting;
  useEffect(() => {
    const sendNow = () => send();
    if (navigator.onLine) sendNow();
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [send]);
  const attempts = useRef(0);
  useEffect(() => {
    if (waiting === 0) {
      attempts.current = 0;
      return;
    }
    // Offline, the 'online' event sends; a run under way decides for itself.
    if (isPending || isIdle || !navigator.onLine) return;
    const timer = window.setTimeout(() => send(), retryDelay(attempts.current));
    attempts.current += 1;
    return () => window.clearTimeout(timer);
  }, [waiting, isPending, isIdle, send]);
  return sendWaiting;
};
