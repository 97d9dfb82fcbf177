/**
 * The notifications link's words: "Notifications" on a wide screen; on a phone a bell in their
 * place (styles/phone-nav.css), the word kept for screen readers, so that the header's row fits.
 */
export const NotificationsLabel = () => (
  <>
    <svg className="bell" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a6 6 0 0 0-6 6v3.6L4.3 15.3A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.7L18 11.6V8a6 6 0 0 0-6-6Zm0 20a3 3 0 0 0 2.8-2H9.2a3 3 0 0 0 2.8 2Z" />
    </svg>
    <span className="notifications-word">Notifications</span>
  </>
);
