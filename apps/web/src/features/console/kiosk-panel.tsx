import { KIOSK_LABEL_MAX } from '@engage/domain/kiosks';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminCreateKiosk, callAdminRevokeKiosk } from '../../lib/firebase/calls.ts';
import { useKiosks } from './use-console.ts';
import { FormFooter, Notice, useConsoleAction } from './use-console-action.tsx';

/** The address a venue PC opens: the event names the colours, the key after `#` the kiosk. */
const kioskLink = (origin: string, eventId: string, key: string): string =>
  `${origin}/kiosk?event=${encodeURIComponent(eventId)}#${key}`;

/**
 * Kiosk links for the venue's screens: a link opens the projector on a PC with no account, for
 * this event's boards only. It is shown once, when made (the server keeps only its hash); the
 * live links are listed with Revoke, which stops the screen showing one at once.
 */
export const KioskPanel = ({ eventId }: { eventId: string }) => {
  const kiosks = useKiosks(eventId);
  const zone = useEventTimeZone(eventId);
  const [label, setLabel] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const make = useConsoleAction(callAdminCreateKiosk, ({ key }) => {
    setLabel('');
    setLink(kioskLink(window.location.origin, eventId, key));
    return 'Kiosk link made: copy it now, it is shown only once.';
  });
  const revoke = useConsoleAction(callAdminRevokeKiosk, () => 'Kiosk link revoked.');
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setLink(null);
    make.mutate({ eventId, label });
  };
  const onRevoke = (kioskId: string, name: string) => {
    if (window.confirm(`Revoke the kiosk link “${name}”? The screen showing it stops at once.`))
      revoke.mutate({ eventId, kioskId });
  };
  return (
    <section aria-labelledby="kiosk-title">
      <h2 id="kiosk-title">Kiosk links</h2>
      <p className="hint">
        A link for a venue PC: it shows this event’s leaderboards on the projector with no sign-in,
        and nothing else.
      </p>
      <form onSubmit={onSubmit} className="form">
        <label htmlFor="kiosk-label">Screen name</label>
        <input
          id="kiosk-label"
          name="label"
          value={label}
          maxLength={KIOSK_LABEL_MAX}
          onChange={(e) => setLabel(e.target.value)}
          placeholder="Hall A projector"
        />
        <FormFooter action={make} label="Make kiosk link" />
      </form>
      {link === null ? null : (
        <p className="form">
          <label htmlFor="kiosk-link">Kiosk link</label>
          <input id="kiosk-link" readOnly value={link} onFocus={(e) => e.target.select()} />
        </p>
      )}
      <FormAlert message={revoke.message} />
      <Notice text={revoke.notice} />
      {kiosks === undefined ? (
        <ListSkeleton label="Loading the kiosk links" rows={1} />
      ) : kiosks.length === 0 ? (
        <p>No kiosk links.</p>
      ) : (
        <ul className="compact-list" aria-label="Live kiosk links">
          {kiosks.map((kiosk) => (
            <li key={kiosk.id}>
              {kiosk.label}{' '}
              <time dateTime={new Date(kiosk.at).toISOString()} className="hint">
                made {formatEventTime(kiosk.at, zone)}
              </time>{' '}
              <button
                type="button"
                disabled={revoke.pending}
                onClick={() => onRevoke(kiosk.id, kiosk.label)}
                aria-label={`Revoke ${kiosk.label}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
