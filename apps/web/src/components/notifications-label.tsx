import { useStore } from '@nanostores/react';
import { navWords } from '../lib/i18n/nav-words.ts';

/**
 * The notifications link's words: "Notifications" on a wide screen; on a phone a bell (styles/
 * icons.css) in their place (styles/phone-nav.css), the word kept for screen readers, so that the
 * header's row fits.
 */
export const NotificationsLabel = () => {
  const t = useStore(navWords);
  return (
    <>
      <span className="bell" data-icon="bell" aria-hidden="true" />
      <span className="notifications-word">{t.notifications}</span>
    </>
  );
};
