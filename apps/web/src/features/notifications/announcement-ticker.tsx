import { useStore } from '@nanostores/react';
import { announcementWords } from '../../lib/i18n/announcement-words.ts';
import { useAnnouncements } from './use-announcements.ts';
import './announcements.css';

/** How many announcements the projector runs through, and for how long after they are sent. */
const SHOWN = 3;
const FRESH_MS = 2 * 60 * 60 * 1_000;

/**
 * The organisers' newest announcements running along the bottom of the projector, newest first;
 * nothing once the last is a couple of hours old, so the screen does not carry yesterday's news.
 */
export const AnnouncementTicker = ({
  eventId,
  now = Date.now(),
}: {
  eventId: string;
  now?: number;
}) => {
  const recent = (useAnnouncements(eventId) ?? [])
    .filter((announcement) => now - announcement.at < FRESH_MS)
    .slice(0, SHOWN);
  const t = useStore(announcementWords);
  if (recent.length === 0) return null;
  return (
    <section className="kiosk-ticker" aria-label={t.many}>
      <ul className="kiosk-ticker-track">
        {recent.map((announcement) => (
          <li key={announcement.id}>{announcement.text}</li>
        ))}
      </ul>
    </section>
  );
};
