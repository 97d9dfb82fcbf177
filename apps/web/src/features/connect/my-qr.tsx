import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QrCode } from '../../components/qr-code.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { Me } from '../../lib/firebase/profile.ts';
import { messageOf, toneOf } from '../../lib/messages.ts';
import { ColourSwatch } from './colour-swatch.tsx';
import { qrTokenQueryOptions, REFRESH_LEAD_MS } from './queries.ts';

/** The app URL a phone's own camera opens: it lands on /connect and connects (after sign-in). */
export const connectUrl = (qr: string, origin = window.location.origin): string =>
  `${origin}/connect?qr=${encodeURIComponent(qr)}`;

/** The short code in two groups of four, easier to read out and type (spaces are ignored). */
const spacedCode = (code: string): string => code.replace(/^(.{4})(?=.)/, '$1 ');

const useNow = (everyMs: number): number => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * "renews in 4:12", or, for a long-lived badge token, the time it is valid until on the event's
 * clock.
 */
export const validity = (expiresAt: number, now: number, zone: string | undefined): string => {
  const untilRenewal = expiresAt - REFRESH_LEAD_MS - now;
  if (untilRenewal > HOUR_MS) return `Valid until ${formatEventTime(expiresAt, zone)}`;
  if (untilRenewal <= 0) return 'Renewing…';
  const seconds = Math.ceil(untilRenewal / 1000);
  return `New code in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The attendee's own QR, large, with the short code for typing; renewed before it expires. */
export const MyQr = ({ me, uid }: { me: Me; uid: string }) => {
  const token = useQuery(qrTokenQueryOptions(uid));
  const now = useNow(1_000);
  const zone = useEventTimeZone(me.profile.eventId);
  const { name, color } = me.profile;
  return (
    <section aria-labelledby="my-qr-title" className="connect-card my-qr">
      <h2 id="my-qr-title">My code</h2>
      <p className="who">
        <ColourSwatch color={color} /> <strong>{name}</strong> · {color} · {me.points} points
      </p>
      {token.data && token.data.expiresAt > now ? (
        <>
          <QrCode
            value={connectUrl(token.data.qr)}
            label={`QR code to connect with ${name}`}
            size={320}
            className="qr qr-large"
          />
          <p className="short-code-label" id="short-code-label">
            Or tell them your code:
          </p>
          <p className="short-code" aria-describedby="short-code-label" data-code={token.data.code}>
            {spacedCode(token.data.code)}
          </p>
          <p className="hint">{validity(token.data.expiresAt, now, zone)}</p>
          {token.isRefetchError ? (
            <p role="alert" className="form-alert" data-tone={toneOf(messageOf(token.error))}>
              Could not renew your code: {messageOf(token.error).text}
            </p>
          ) : null}
        </>
      ) : token.isError ? (
        <div role="alert">
          <p className="form-alert" data-tone={toneOf(messageOf(token.error))}>
            {token.data
              ? 'Your code has expired and could not be renewed'
              : 'Could not get your code'}
            : {messageOf(token.error).text}
          </p>
          <button type="button" onClick={() => void token.refetch()}>
            Try again
          </button>
        </div>
      ) : token.fetchStatus === 'paused' ? (
        // Offline: a code lives a minute, so the one kept from the last visit has run out.
        <p className="notice" data-tone="warning">
          You are offline: your code is renewed when you are back. Scan theirs or type their code:
          it is sent then.
        </p>
      ) : (
        <p aria-busy="true">Getting your code…</p>
      )}
    </section>
  );
};
