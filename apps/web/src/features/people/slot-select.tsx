import type { MeetingWindow } from '@engage/domain/store/people';
import { formatEventTime } from '../../lib/event-time.ts';

/** A choice of meeting slots, each on the event's clock, named `start` in its form. */
export const SlotSelect = ({
  label,
  slots,
  zone,
}: {
  label: string;
  slots: readonly MeetingWindow[];
  zone: string | undefined;
}) => (
  <label>
    {label}
    <select name="start">
      {slots.map((slot) => (
        <option key={slot.start} value={slot.start}>
          {formatEventTime(slot.start, zone)}
        </option>
      ))}
    </select>
  </label>
);
