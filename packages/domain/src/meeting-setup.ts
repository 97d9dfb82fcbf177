import { MEETING_BOUNDS, type SetMeetingsInput } from './meeting-inputs.ts';
import { MINUTE, overlaps, slotsOf } from './meetings.ts';
import { accept, type Plan, refuseField, WriteSet } from './plan.ts';
import { type MeetingSetup, peopleNodes } from './store/people.ts';

/**
 * The organisers' setup: each window long enough for one slot at least, no two overlapping (so
 * no two slots do), at most MEETING_BOUNDS.slots in all, and spots named once each.
 */
export const decideMeetingSetup = (
  input: SetMeetingsInput,
  eventExists: boolean,
): Plan<MeetingSetup> => {
  if (!eventExists) return refuseField('not-found', 'eventId', 'no such event');
  const length = input.slotMinutes * MINUTE;
  const windows = [...input.windows].sort((a, b) => a.start - b.start);
  const short = windows.some((w) => w.end - w.start < length);
  const crossing = windows.some((w, i) => i > 0 && overlaps(windows[i - 1] ?? w, w));
  if (short || crossing) return refuseField('meeting-windows', 'windows', 'short or overlapping');
  const setup: MeetingSetup = { slotMinutes: input.slotMinutes, windows, spots: input.spots };
  if (slotsOf(setup).length > MEETING_BOUNDS.slots)
    return refuseField('meeting-windows', 'windows', `more than ${MEETING_BOUNDS.slots} slots`);
  if (new Set(input.spots.map((s) => s.toLowerCase())).size !== input.spots.length)
    return refuseField('invalid-argument', 'spots', 'each spot once');
  const writes = new WriteSet().set(peopleNodes.setup(input.eventId), setup);
  return accept(setup, writes);
};
