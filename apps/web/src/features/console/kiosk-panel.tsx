import { KIOSK_LABEL_MAX } from '@engage/domain/kiosks';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminCreateKiosk, callAdminRevokeKiosk } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useKiosks } from './use-console.ts';
import { FormFooter, Notice, useConsoleAction } from './use-console-action.tsx';

const words = i18n('kioskPanel', {
  made: 'Kiosk link made: copy it now, it is shown only once.',
  revoked: 'Kiosk link revoked.',
  confirmRevoke: params('Revoke the kiosk link “{name}”? The screen showing it stops at once.'),
  title: 'Kiosk links',
  hint: 'A link for a venue PC: it shows this event’s leaderboards on the projector with no sign-in, and nothing else.',
  screenName: 'Screen name',
  placeholder: 'Hall A projector',
  make: 'Make kiosk link',
  link: 'Kiosk link',
  loading: 'Loading the kiosk links',
  none: 'No kiosk links.',
  list: 'Live kiosk links',
  madeAt: params('made {at}'),
  revokeLabel: params('Revoke {name}'),
  revoke: 'Revoke',
});

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
  const t = useStore(words);
  const make = useConsoleAction(callAdminCreateKiosk, ({ key }) => {
    setLabel('');
    setLink(kioskLink(window.location.origin, eventId, key));
    return words.get().made;
  });
  const revoke = useConsoleAction(callAdminRevokeKiosk, () => words.get().revoked);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setLink(null);
    make.mutate({ eventId, label });
  };
  const onRevoke = (kioskId: string, name: string) => {
    if (window.confirm(t.confirmRevoke({ name }))) revoke.mutate({ eventId, kioskId });
  };
  return (
    <section aria-labelledby="kiosk-title">
      <h2 id="kiosk-title">{t.title}</h2>
      <p className="hint">{t.hint}</p>
      <form onSubmit={onSubmit} className="form">
        <label htmlFor="kiosk-label">{t.screenName}</label>
        <input
          id="kiosk-label"
          name="label"
          value={label}
          maxLength={KIOSK_LABEL_MAX}
          onChange={(e) => setLabel(e.target.value)}
          placeholder={t.placeholder}
        />
        <FormFooter action={make} label={t.make} />
      </form>
      {link === null ? null : (
        <p className="form">
          <label htmlFor="kiosk-link">{t.link}</label>
          <input id="kiosk-link" readOnly value={link} onFocus={(e) => e.target.select()} />
        </p>
      )}
      <FormAlert message={revoke.message} />
      <Notice text={revoke.notice} />
      {kiosks === undefined ? (
        <ListSkeleton label={t.loading} rows={1} />
      ) : kiosks.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="compact-list" aria-label={t.list}>
          {kiosks.map((kiosk) => (
            <li key={kiosk.id}>
              {kiosk.label}{' '}
              <time dateTime={new Date(kiosk.at).toISOString()} className="hint">
                {t.madeAt({ at: formatEventTime(kiosk.at, zone) })}
              </time>{' '}
              <button
                type="button"
                disabled={revoke.pending}
                onClick={() => onRevoke(kiosk.id, kiosk.label)}
                aria-label={t.revokeLabel({ name: kiosk.label })}
              >
                {t.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
