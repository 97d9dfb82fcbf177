import { renderSVG } from 'uqr';

/**
 * A QR code as an SVG image. `size` is the intrinsic size; CSS may scale it (the SVG stays sharp),
 * as the Connect screen does to fill a phone's width.
 */
export const QrCode = ({
  value,
  label,
  size = 192,
  className = 'qr',
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) => (
  <img
    className={className}
    alt={label}
    src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`}
    width={size}
    height={size}
  />
);
