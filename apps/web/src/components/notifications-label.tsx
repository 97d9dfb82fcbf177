/**
 * The notifications link's words: "Notifications" on a wide screen; on a phone a bell (styles/
 * icons.css) in their place (styles/phone-nav.css), the word kept for screen readers, so that the
 * header's row fits.
 */
export const NotificationsLabel = () => (
  <>
    <span className="bell" data-icon="bell" aria-hidden="true" />
    <span className="notifications-word">Notifications</span>
  </>
);
