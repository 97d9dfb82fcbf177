import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../../lib/firebase/notifications.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useNoticeText } from '../../lib/i18n/notice-words.ts';
import { useMe } from '../../lib/session/live.ts';
import { useNotifications } from './use-notifications.ts';
import './notifications.css';

/** How long a toast stays (unless dismissed), and how many show at once (the newest win). */
const TOAST_MS = 6_000;
const MAX_TOASTS = 3;

const messages = i18n('toasts', { label: 'New notifications', dismiss: 'Dismiss' });

const Toast = ({
  notice,
  lifetime,
  onDismiss,
}: {
  notice: Notice;
  lifetime: number;
  onDismiss: (id: string) => void;
}) => {
  const t = useStore(messages);
  const told = useNoticeText();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), lifetime);
    return () => clearTimeout(timer);
  }, [notice.id, lifetime, onDismiss]);
  return (
    <div className="toast">
      <p>{told(notice)}</p>
      <button type="button" className="link-button" onClick={() => onDismiss(notice.id)}>
        {t.dismiss}
      </button>
    </div>
  );
};

/**
 * Toasts for notifications that arrive while the app is open. What was already there when the
 * list first loaded is not news, so it is not toasted; the list keeps it.
 */
const ToastStack = ({ userKey, lifetime }: { userKey: string; lifetime: number }) => {
  const t = useStore(messages);
  const notices = useNotifications(userKey);
  const [toasts, setToasts] = useState<readonly Notice[]>([]);
  const seen = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (notices === undefined) return;
    const known = seen.current;
    seen.current = new Set(notices.map((notice) => notice.id));
    if (known === null) return;
    const fresh = notices.filter((notice) => !known.has(notice.id) && notice.read !== true);
    if (fresh.length > 0) setToasts((shown) => [...fresh, ...shown].slice(0, MAX_TOASTS));
  }, [notices]);
  const dismiss = useCallback(
    (id: string) => setToasts((shown) => shown.filter((notice) => notice.id !== id)),
    [],
  );
  // Busy until the first list has loaded: what arrives before that is not told as news.
  return (
    <div
      className="toasts"
      role="log"
      aria-live="polite"
      aria-label={t.label}
      aria-busy={notices === undefined}
    >
      {toasts.map((notice) => (
        <Toast key={notice.id} notice={notice} lifetime={lifetime} onDismiss={dismiss} />
      ))}
    </div>
  );
};

/** The signed-in attendee's toasts; a new sign-in starts a fresh stack. */
export const NotificationToasts = ({ lifetime = TOAST_MS }: { lifetime?: number }) => {
  const { me } = useMe();
  return me === null ? null : <ToastStack key={me.key} userKey={me.key} lifetime={lifetime} />;
};
