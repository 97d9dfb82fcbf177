import { MEETING_BOUNDS } from '@engage/domain/meeting-inputs';
import { slotsOf } from '@engage/domain/meetings';
import type { MeetingSetup } from '@engage/domain/store/people';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { fromZonedInput, toZonedInput } from '../../lib/event-time.ts';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import { callAdminSetMeetings } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { linesOf } from './bingo-setup-panel.tsx';
import { consoleKeys } from './queries.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('meetingSetup', {
  loading: 'Loading the meeting setup',
  title: 'Meeting slots and spots',
  hint: params<{ zone: string }>(
    'Attendees ask each other for 1:1 meetings at these slots, cut from each window, on the event’s clock ({zone}). Leave a window’s times empty to remove it; save to add another.',
  ),
  slotMinutes: 'Slot length (minutes)',
  window: params<{ n: number }>('Window {n}'),
  from: 'From',
  to: 'To',
  spots: 'Meeting spots (one a line)',
  save: 'Save meeting setup',
  saved: params<{ slots: number }>('Meeting setup saved: {slots} slots.'),
});

const useSetup = (eventId: string): MeetingSetup | null | undefined =>
  useLiveQuery(consoleKeys.meetingSetup(eventId), async (onChange) =>
    (await import('../../lib/firebase/directory.ts')).watchMeetingSetup(eventId, onChange),
  );

/**
 * The event's meeting slots (windows cut into slots of one length) and spots, saved through the
 * server, which refuses windows that overlap or hold no slot.
 */
export const MeetingSetupPanel = ({ eventId }: { eventId: string }) => {
  const t = useStore(words);
  const zone = useEventTimeZone(eventId);
  const setup = useSetup(eventId);
  const save = useConsoleAction(callAdminSetMeetings, (saved) =>
    words.get().saved({ slots: slotsOf(saved).length }),
  );
  if (setup === undefined) return <ListSkeleton label={t.loading} rows={3} />;
  const windows = [...Object.values(setup?.windows ?? {}), { start: undefined, end: undefined }];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const starts = form.getAll('start').map(String);
    const ends = form.getAll('end').map(String);
    save.mutate({
      eventId,
      slotMinutes: Number(form.get('slotMinutes')),
      windows: starts.flatMap((start, i) => {
        const end = ends[i] ?? '';
        return start === '' || end === ''
          ? []
          : [{ start: fromZonedInput(start, zone), end: fromZonedInput(end, zone) }];
      }),
      spots: linesOf(form.get('spots')),
    });
  };
  return (
    <section aria-labelledby="meeting-setup-title">
      <h2 id="meeting-setup-title">{t.title}</h2>
      <p className="hint">{t.hint({ zone: zone ?? 'UTC' })}</p>
      <form onSubmit={onSubmit} className="form" aria-label={t.title} key={JSON.stringify(setup)}>
        <label>
          {t.slotMinutes}
          <input
            name="slotMinutes"
            type="number"
            min={MEETING_BOUNDS.minMinutes}
            max={MEETING_BOUNDS.maxMinutes}
            defaultValue={setup?.slotMinutes ?? 15}
          />
        </label>
        {windows.map((window, i) => (
          <fieldset key={window.start ?? 'new'}>
            <legend>{t.window({ n: i + 1 })}</legend>
            {(['start', 'end'] as const).map((edge) => (
              <label key={edge}>
                {edge === 'start' ? t.from : t.to}
                <input
                  name={edge}
                  type="datetime-local"
                  defaultValue={toZonedInput(window[edge], zone)}
                />
              </label>
            ))}
          </fieldset>
        ))}
        <label>
          {t.spots}
          <textarea
            name="spots"
            rows={4}
            defaultValue={Object.values(setup?.spots ?? {}).join('\n')}
          />
        </label>
        <FormFooter action={save} label={t.save} />
      </form>
    </section>
  );
};
