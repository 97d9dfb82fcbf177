import { isValidKey } from '@engage/domain/store/keys';
import { Link } from '@tanstack/react-router';
import { useEventId } from '../lib/session/use-event-id.ts';
import { EventLogo } from './event-logo.tsx';

/**
 * The product's name, linking home; every layout's header starts with it. With an event in view
 * its logo (logo/{event}/logo.png, else the default logo) stands before the name.
 */
export const Brand = () => {
  const eventId = useEventId();
  return (
    <Link to="/" className="brand">
      {eventId === undefined || !isValidKey(eventId) ? null : (
        <EventLogo eventId={eventId} className="brand-logo" size={32} />
      )}
      <span className="brand-name">Engage</span>
    </Link>
  );
};
