import { useMe } from '../../lib/session/live.ts';
import { useMarkAnnouncementsSeen, useUnseenAnnouncements } from './use-announcements.ts';
import './announcements.css';

const Banner = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const unseen = useUnseenAnnouncements(userKey, eventId);
  const markSeen = useMarkAnnouncementsSeen(userKey);
  const newest = unseen[0];
  if (newest === undefined) return null;
  return (
    <section className="announcement-banner" aria-label="Announcement" aria-live="polite">
      <p className="announcement-text">
        <strong>Announcement: </strong>
        {newest.text}
        {unseen.length > 1 ? (
          <span className="hint"> ({unseen.length - 1} more in your notifications)</span>
        ) : null}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => markSeen.mutate(newest.at)}
        disabled={markSeen.isPending}
      >
        Dismiss
      </button>
    </section>
  );
};

/**
 * The newest announcement of the organisers the attendee has not seen, above every screen until
 * they dismiss it (which marks it, and those before it, seen on all their devices).
 */
export const AnnouncementBanner = () => {
  const { me } = useMe();
  const eventId = me?.profile.eventId;
  return me === null || eventId === undefined || eventId === '' ? null : (
    <Banner key={me.key} userKey={me.key} eventId={eventId} />
  );
};
