/**
 * The welcome video as the attendee's prompt and the organiser's panel play it: the browser's own
 * controls, inline on a phone, only its first frames fetched until played; a line while its
 * address is being read.
 */
export const VideoPlayer = ({
  url,
  label,
  onEnded,
}: {
  url: string | undefined;
  label: string;
  onEnded?: () => void;
}) =>
  url === undefined ? (
    <p aria-busy="true">Loading the video…</p>
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: organisers upload the video; it has no caption track to offer.
    <video src={url} controls playsInline preload="metadata" aria-label={label} onEnded={onEnded} />
  );
