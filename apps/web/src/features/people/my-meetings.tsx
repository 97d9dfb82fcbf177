import { slotsOf } from '@engage/domain/meetings';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { formatEventTime } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { MeetingRow } from '../../lib/firebase/directory.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { setupQueryOptions } from './queries.ts';
import { SlotSelect } from './slot-select.tsx';
import { answerMeeting, checkInMeeting, useMyMeetings } from './use-people.ts';
import './people.css';

const words = i18n('myMeetings', {
  none: 'No meetings yet: find someone in the directory and ask for one.',
  directory: 'Find people',
  with: params<{ name: string }>('With {name}'),
  at: params<{ spot: string }>('at {spot}'),
  requestedByMe: 'Waiting for their answer',
  requestedOfMe: 'They asked you: your answer',
  proposedToMe: 'They proposed this time: your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  met: 'Met: checked in',
  accept: 'Accept',
  decline: 'Decline',
  propose: 'Propose this time instead',
  otherTime: 'Another time',
  code: 'Their connection code (on their Connect screen)',
  checkIn: 'Check in',
  checkedIn: params<{ points: number }>('Checked in: {points} points'),
});

type Words = ReturnType<typeof words.get>;

const stateOf = (meeting: MeetingRow, t: Words): string => {
  if (meeting.state !== 'requested') return t[meeting.state];
  if (!meeting.myTurn) return t.requestedByMe;
  return meeting.asked ? t.proposedToMe : t.requestedOfMe;
};

const Answer = ({
  meeting,
  eventId,
  zone,
}: {
  meeting: MeetingRow;
  eventId: string;
  zone?: string;
}) => {
  const t = useStore(words);
  const setup = useQuery(setupQueryOptions(eventId)).data ?? null;
  const { run, pending, message } = useFormAction();
  const now = Date.now();
  const others = slotsOf(setup).filter((slot) => slot.start > now && slot.start !== meeting.start);
  const act = (action: 'accept' | 'decline') =>
    run(async () => {
      await answerMeeting({ meetingId: meeting.id, action });
    });
  return (
    <div className="meeting-answer">
      <button type="button" disabled={pending} onClick={() => act('accept')}>
        {t.accept}
      </button>
      <button type="button" disabled={pending} onClick={() => act('decline')}>
        {t.decline}
      </button>
      {others.length === 0 ? null : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const start = Number(new FormData(event.currentTarget).get('start'));
            run(async () => {
              await answerMeeting({ meetingId: meeting.id, action: 'propose', start });
            });
          }}
        >
          <SlotSelect label={t.otherTime} slots={others} zone={zone} />
          <button type="submit" disabled={pending}>
            {t.propose}
          </button>
        </form>
      )}
      <FormAlert message={message} />
    </div>
  );
};

const CheckIn = ({ meeting }: { meeting: MeetingRow }) => {
  const t = useStore(words);
  const { run, pending, message } = useFormAction();
  const [awarded, setAwarded] = useState<number | null>(null);
  return (
    <form
      className="meeting-check-in"
      onSubmit={(event) => {
        event.preventDefault();
        const qr = String(new FormData(event.currentTarget).get('qr') ?? '');
        run(async () => {
          setAwarded((await checkInMeeting({ meetingId: meeting.id, qr })).awarded);
        });
      }}
    >
      <label>
        {t.code}
        <input name="qr" autoComplete="off" required />
      </label>
      <button type="submit" disabled={pending}>
        {t.checkIn}
      </button>
      {awarded === null ? null : <p role="status">{t.checkedIn({ points: awarded })}</p>}
      <FormAlert message={message} />
    </form>
  );
};

/** The attendee's meetings, soonest first: what each waits for, and what they can do now. */
export const MyMeetings = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  const t = useStore(words);
  const zone = useEventTimeZone(eventId);
  const meetings = useMyMeetings(userKey);
  if (meetings === undefined) return null;
  if (meetings.length === 0)
    return (
      <p>
        {t.none} <Link to="/people">{t.directory}</Link>
      </p>
    );
  return (
    <ul className="meeting-list">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="meeting" data-state={meeting.state}>
          <strong>{t.with({ name: meeting.withName })}</strong>
          <span>
            {formatEventTime(meeting.start, zone)}
            {meeting.spot === undefined ? '' : ` ${t.at({ spot: meeting.spot })}`}
          </span>
          <span className="meeting-state">{stateOf(meeting, t)}</span>
          {meeting.state === 'requested' && meeting.myTurn ? (
            <Answer meeting={meeting} eventId={eventId} zone={zone} />
          ) : null}
          {meeting.state === 'accepted' ? <CheckIn meeting={meeting} /> : null}
        </li>
      ))}
    </ul>
  );
};
