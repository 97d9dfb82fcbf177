import { isValidKey, storagePaths } from '@engage/domain/paths';
import { Link } from '@tanstack/react-router';
import { useEventId } from '../lib/session/use-event-id.ts';
import { StoredImage } from './image-with-fallback.tsx';

/**
 * The product's name, linking home; every layout's header starts with it. With an event in view
 * its logo (logo/{event}/logo.png, else the default logo) stands before the name.
 */
export const Brand = () => {
  const eventId = useEventId();
  return (
    <Link to="/" className="brand">
      {eventId === undefined || !isValidKey(eventId) ? null : (
        <StoredImage
          path={storagePaths.logo(eventId)}
          alt=""
          className="brand-logo"
          width={32}
          height={32}
        />
      )}
      Engage
    </Link>
  );
};
