import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { announcementWords } from '../../lib/i18n/announcement-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import { useMarkAnnouncementsSeen, useUnseenAnnouncements } from './use-announcements.ts';
import './announcements.css';

const messages = i18n('announcementBanner', {
  more: params('({count} more in your notifications)'),
  dismiss: 'Dismiss',
});

const Banner = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const t = useStore(messages);
  const words = useStore(announcementWords);
  const unseen = useUnseenAnnouncements(userKey, eventId);
  const markSeen = useMarkAnnouncementsSeen(userKey);
  const newest = unseen[0];
  if (newest === undefined) return null;
  return (
    <section className="announcement-banner" aria-label={words.one} aria-live="polite">
      <p className="announcement-text">
        <strong>{words.lead} </strong>
        {newest.text}
        {unseen.length > 1 ? (
          <span className="hint"> {t.more({ count: unseen.length - 1 })}</span>
        ) : null}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => markSeen.mutate(newest.at)}
        disabled={markSeen.isPending}
      >
        {t.dismiss}
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
