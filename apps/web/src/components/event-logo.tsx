import { storagePaths } from '@engage/domain/store/storage';
import { StoredImage } from './image-with-fallback.tsx';

/** The event's logo (logo/{event}/logo.png, else the default logo), beside the text naming it. */
export const EventLogo = ({
  eventId,
  className,
  size,
}: {
  eventId: string;
  className: string;
  size: number;
}) => (
  <StoredImage
    path={storagePaths.logo(eventId)}
    alt=""
    className={className}
    width={size}
    height={size}
  />
);
