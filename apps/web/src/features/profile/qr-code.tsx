import { renderSVG } from 'uqr';

/** The user's QR code: its payload is the profile's qr_code (uid, colour, isRep). */
export const QrCode = ({ value, label }: { value: string; label: string }) => (
  <img
    className="qr"
    alt={label}
    src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`}
    width={192}
    height={192}
  />
);
