import { messageOf } from '../lib/messages.ts';
import { useOnlineAttendees } from '../lib/pairing/live.ts';

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
  if (online.isError)
    return (
      <p role="alert" className="form-alert">
        The list of attendees online could not be loaded: {messageOf(online.error).text}
      </p>
    );
  if (online.others === undefined) return <p aria-busy="true">Loading who is online…</p>;
  if (online.others.length === 0)
    return (
      <p className="notice">
        Nobody else is online right now. Keep this page open: attendees appear here as soon as they
        open the app, so ask someone near you to open it.
      </p>
    );
  return (
    <ul className="people" aria-label="Attendees online now">
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
