import { slotsOf } from '@engage/domain/meetings';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ComponentType, Suspense, useState } from 'react';
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
  scan: 'Scan their code',
  stopScan: 'Stop scanning',
  loadingCamera: 'Loading the camera…',
  noCamera: 'The camera could not start: type their code instead.',
});

/**
 * A camera that reads QR codes (the Connect screen's scanner, which the route hands in: features
 * do not import each other). One code per opening, until `paused` goes back to false.
 */
export type CodeCamera = ComponentType<{
  paused: boolean;
  onCode: (text: string) => void;
  onProblem: (problem: unknown) => void;
}>;

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

/**
 * Checking a meeting in: the other side's live connection code, scanned with the camera or typed
 * from their Connect screen. A scan is sent as it is read; the camera waits while it is judged.
 */
const CheckIn = ({ meeting, camera: Camera }: { meeting: MeetingRow; camera: CodeCamera }) => {
  const t = useStore(words);
  const { run, pending, message } = useFormAction();
  const [awarded, setAwarded] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  const checkIn = (qr: string) =>
    run(async () => {
      setAwarded((await checkInMeeting({ meetingId: meeting.id, qr })).awarded);
      setScanning(false);
    });
  return (
    <form
      className="meeting-check-in"
      onSubmit={(event) => {
        event.preventDefault();
        checkIn(String(new FormData(event.currentTarget).get('qr') ?? ''));
      }}
    >
      <button
        type="button"
        className="secondary"
        aria-expanded={scanning}
        onClick={() => {
          setNoCamera(false);
          setScanning(!scanning);
        }}
      >
        {scanning ? t.stopScan : t.scan}
      </button>
      {scanning ? (
        <Suspense fallback={<p aria-busy="true">{t.loadingCamera}</p>}>
          <Camera paused={pending} onCode={checkIn} onProblem={() => setNoCamera(true)} />
        </Suspense>
      ) : null}
      {noCamera ? <p role="alert">{t.noCamera}</p> : null}
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
export const MyMeetings = ({
  userKey,
  eventId,
  camera,
}: {
  userKey: string;
  eventId: string;
  camera: CodeCamera;
}) => {
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
          {meeting.state === 'accepted' ? <CheckIn meeting={meeting} camera={camera} /> : null}
        </li>
      ))}
    </ul>
  );
};
