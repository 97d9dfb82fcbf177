import { slotsOf, spotsOf } from '@engage/domain/meetings';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { setupQueryOptions } from './queries.ts';
import { SlotSelect } from './slot-select.tsx';
import { requestMeeting } from './use-people.ts';

const meetingWords = i18n('meetingRequest', {
  slot: 'Time',
  spot: 'Spot',
  anySpot: 'Any spot',
  ask: 'Ask for this meeting',
  asked: 'Asked: they are told, and it is in My meetings.',
  myMeetings: 'My meetings',
  noSlots: 'The organisers have not set meeting times yet.',
});

/** Asking a listed person for one of the event's meeting slots still ahead, at a spot. */
export const MeetingRequest = ({
  eventId,
  person,
}: {
  eventId: string;
  person: { readonly publicId: string; readonly name: string };
}) => {
  const t = useStore(meetingWords);
  const zone = useEventTimeZone(eventId);
  const setup = useQuery(setupQueryOptions(eventId)).data ?? null;
  const [asked, setAsked] = useState(false);
  const { run, pending, message } = useFormAction();
  const now = Date.now();
  const slots = slotsOf(setup).filter((slot) => slot.start > now);
  const spots = spotsOf(setup);
  if (slots.length === 0) return <p>{t.noSlots}</p>;
  return (
    <form
      className="meeting-request"
      aria-label={`${t.ask}: ${person.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const spot = String(form.get('spot') ?? '');
        run(async () => {
          await requestMeeting({
            with: person.publicId,
            start: Number(form.get('start')),
            ...(spot === '' ? {} : { spot }),
          });
          setAsked(true);
        });
      }}
    >
      <SlotSelect label={t.slot} slots={slots} zone={zone} />
      {spots.length === 0 ? null : (
        <label>
          {t.spot}
          <select name="spot">
            <option value="">{t.anySpot}</option>
            {spots.map((spot) => (
              <option key={spot}>{spot}</option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" disabled={pending}>
        {t.ask}
      </button>
      {asked ? (
        <p role="status">
          {t.asked} <Link to="/meetings">{t.myMeetings}</Link>
        </p>
      ) : null}
      <FormAlert message={message} />
    </form>
  );
};
