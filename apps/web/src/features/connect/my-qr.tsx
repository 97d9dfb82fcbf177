import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QrCode } from '../../components/qr-code.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { Me } from '../../lib/firebase/profile.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
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

const messages = i18n('myQr', {
  validUntil: params('Valid until {when}'),
  renewing: 'Renewing…',
  newCode: params('New code in {time}'),
  title: 'My code',
  points: params('{points} points'),
  qr: params('QR code to connect with {name}'),
  orTell: 'Or tell them your code:',
  notRenewed: 'Could not renew your code:',
  expired: 'Your code has expired and could not be renewed',
  notGot: 'Could not get your code',
  retry: 'Try again',
  offline:
    'You are offline: your code is renewed when you are back. Scan theirs or type their code: it is sent then.',
  getting: 'Getting your code…',
});
type Words = ReturnType<typeof messages.get>;

/**
 * "renews in 4:12", or, for a long-lived badge token, the time it is valid until on the event's
 * clock.
 */
export const validity = (
  expiresAt: number,
  now: number,
  zone: string | undefined,
  t: Words = messages.get(),
): string => {
  const untilRenewal = expiresAt - REFRESH_LEAD_MS - now;
  if (untilRenewal > HOUR_MS) return t.validUntil({ when: formatEventTime(expiresAt, zone) });
  if (untilRenewal <= 0) return t.renewing;
  const seconds = Math.ceil(untilRenewal / 1000);
  return t.newCode({
    time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  });
};

/** The attendee's own QR, large, with the short code for typing; renewed before it expires. */
export const MyQr = ({ me, uid }: { me: Me; uid: string }) => {
  const token = useQuery(qrTokenQueryOptions(uid));
  const now = useNow(1_000);
  const zone = useEventTimeZone(me.profile.eventId);
  const { name, color } = me.profile;
  const t = useStore(messages);
  const format = useFormat();
  return (
    <section aria-labelledby="my-qr-title" className="connect-card my-qr">
      <h2 id="my-qr-title">{t.title}</h2>
      <p className="who">
        <ColourSwatch color={color} /> <strong>{name}</strong> · {color} ·{' '}
        {t.points({ points: format.number(me.points) })}
      </p>
      {token.data && token.data.expiresAt > now ? (
        <>
          <QrCode
            value={connectUrl(token.data.qr)}
            label={t.qr({ name })}
            size={320}
            className="qr qr-large"
          />
          <p className="short-code-label" id="short-code-label">
            {t.orTell}
          </p>
          <p className="short-code" aria-describedby="short-code-label" data-code={token.data.code}>
            {spacedCode(token.data.code)}
          </p>
          <p className="hint">{validity(token.data.expiresAt, now, zone, t)}</p>
          {token.isRefetchError ? (
            <p role="alert" className="form-alert" data-tone={toneOf(messageOf(token.error))}>
              {t.notRenewed} {messageOf(token.error).text}
            </p>
          ) : null}
        </>
      ) : token.isError ? (
        <div role="alert">
          <p className="form-alert" data-tone={toneOf(messageOf(token.error))}>
            {token.data ? t.expired : t.notGot}: {messageOf(token.error).text}
          </p>
          <button type="button" onClick={() => void token.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : token.fetchStatus === 'paused' ? (
        // Offline: a code lives a minute, so the one kept from the last visit has run out.
        <p className="notice" data-tone="warning">
          {t.offline}
        </p>
      ) : (
        <p aria-busy="true">{t.getting}</p>
      )}
    </section>
  );
};
