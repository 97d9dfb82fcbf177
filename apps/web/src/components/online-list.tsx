import { useStore } from '@nanostores/react';
import { i18n } from '../lib/i18n/i18n.ts';
import { messageOf } from '../lib/messages.ts';
import { useOnlineAttendees } from '../lib/pairing/live.ts';

const messages = i18n('onlineList', {
  failed: 'The list of attendees online could not be loaded:',
  loading: 'Loading who is online…',
  nobody:
    'Nobody else is online right now. Keep this page open: attendees appear here as soon as they open the app, so ask someone near you to open it.',
  label: 'Attendees online now',
});

/** The other attendees online at the event, each with one action button (invite, challenge). */
export const OnlineList = ({
  eventId,
  myPublicId,
  action,
  actionFor,
  onPick,
  disabled,
}: {
  eventId: string;
  myPublicId: string;
  /** The button's visible word, e.g. "Talk". */
  action: string;
  /** Its full name for assistive technology, starting with the visible word: "Talk with Ann". */
  actionFor: (name: string) => string;
  onPick: (publicId: string) => void;
  disabled: boolean;
}) => {
  const online = useOnlineAttendees(eventId, myPublicId);
  const t = useStore(messages);
  if (online.isError)
    return (
      <p role="alert" className="form-alert">
        {t.failed} {messageOf(online.error).text}
      </p>
    );
  if (online.others === undefined) return <p aria-busy="true">{t.loading}</p>;
  if (online.others.length === 0) return <p className="notice">{t.nobody}</p>;
  return (
    <ul className="people" aria-label={t.label}>
      {online.others.map((person) => (
        <li key={person.publicId} className="person">
          <span className="swatch" style={{ background: person.color }} aria-hidden="true" />
          <span className="person-name">{person.name}</span>
          <button
            type="button"
            onClick={() => onPick(person.publicId)}
            disabled={disabled}
            aria-label={actionFor(person.name)}
          >
            {action}
          </button>
        </li>
      ))}
    </ul>
  );
};
