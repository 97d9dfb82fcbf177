import { useStore } from '@nanostores/react';
import { navWords } from '../lib/i18n/nav-words.ts';
import './unread-count.css';

/**
 * A link's count of what is not read yet, as a badge (nothing at 0); the word " unread" after the
 * number is for screen readers only.
 */
export const UnreadCount = ({ count }: { count: number }) => {
  const t = useStore(navWords);
  return count > 0 ? (
    <span className="count-badge">
      {' '}
      {count}
      <span className="visually-hidden"> {t.unread}</span>
    </span>
  ) : null;
};
