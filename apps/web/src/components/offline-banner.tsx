import { useStore } from '@nanostores/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type ConnectionState,
  connectionState,
  subscribeConnection,
} from '../lib/connection-state.ts';
import { i18n } from '../lib/i18n/i18n.ts';

/** A drop shorter than this (a flicker of the venue's Wi-Fi) shows nothing. */
export const OFFLINE_BANNER_DELAY_MS = 1_500;
/** Before its first connection the page is still opening its socket: that may take longer. */
export const FIRST_CONNECTION_DELAY_MS = 5_000;

export const OFFLINE_TEXT = 'You are offline: scans are saved and sent when you are back';

const messages = i18n('offlineBanner', { text: OFFLINE_TEXT });

const delayOf = (state: ConnectionState): number | undefined =>
  state === 'offline'
    ? OFFLINE_BANNER_DELAY_MS
    : state === 'connecting'
      ? FIRST_CONNECTION_DELAY_MS
      : undefined;

/**
 * Says so while the database connection is down, after a short wait so a flicker does not flash
 * it, and goes as soon as the connection is back. The live region is always there, so a screen
 * reader hears the banner come (a polite region without the status role: a screen's own status
 * stays the one status on the page).
 */
export const OfflineBanner = () => {
  const t = useStore(messages);
  const state = useSyncExternalStore(subscribeConnection, connectionState, connectionState);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const delay = delayOf(state);
    setShown(false);
    if (delay === undefined) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div aria-live="polite" className="offline-status">
      {shown ? <p className="offline-banner">{t.text}</p> : null}
    </div>
  );
};
