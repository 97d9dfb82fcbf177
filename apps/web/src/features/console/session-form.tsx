import type { Session } from '@engage/domain/sessions';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { fromZonedInput, toZonedInput, zoneOf } from '../../lib/event-time.ts';
import { callAdminSetSession } from '../../lib/firebase/calls.ts';
import { agendaConsoleWords } from './agenda-words.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const text = (form: FormData, name: string): string => String(form.get(name) ?? '');

/** A time entered on the event's clock, as the event form enters its own. */
const ZonedField = (props: {
  name: string;
  label: string;
  at: number | undefined;
  zone: string | undefined;
}) => (
  <label>
    {props.label}
    <input
      name={props.name}
      type="datetime-local"
      required
      defaultValue={toZonedInput(props.at, props.zone)}
    />
  </label>
);

/**
 * A session added or edited: times entered on the event's clock (as the event form enters its
 * own), speakers chosen from the event's, seats left empty for no limit. The server checks it.
 */
export const SessionForm = ({
  eventId,
  timeZone,
  speakers,
  session,
  onDone,
}: {
  eventId: string;
  timeZone: string | undefined;
  speakers: readonly { readonly id: string; readonly name: string }[];
  session: Session | null;
  onDone: () => void;
}) => {
  const t = useStore(agendaConsoleWords);
  const save = useConsoleAction(callAdminSetSession, () => t.saved);
  const zone = zoneOf(timeZone);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const capacity = text(form, 'capacity').trim();
    save.mutate(
      {
        eventId,
        id: session?.id ?? null,
        session: {
          title: text(form, 'title'),
          description: text(form, 'description'),
          startsAt: fromZonedInput(text(form, 'startsAt'), timeZone),
          endsAt: fromZonedInput(text(form, 'endsAt'), timeZone),
          room: text(form, 'room'),
          track: text(form, 'track'),
          speakerIds: form.getAll('speakerIds').map(String),
          capacity: capacity === '' ? null : Number(capacity),
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label={t.formTitle} className="stack">
      <label>
        {t.sessionTitle}
        <input name="title" required maxLength={200} defaultValue={session?.title} />
      </label>
      <label>
        {t.description}
        <textarea name="description" rows={3} defaultValue={session?.description} />
      </label>
      <ZonedField
        name="startsAt"
        label={t.starts({ zone })}
        at={session?.startsAt}
        zone={timeZone}
      />
      <ZonedField name="endsAt" label={t.ends({ zone })} at={session?.endsAt} zone={timeZone} />
      <label>
        {t.room}
        <input name="room" required maxLength={100} defaultValue={session?.room} />
      </label>
      <label>
        {t.track}
        <input name="track" required maxLength={100} defaultValue={session?.track} />
      </label>
      <fieldset>
        <legend>{t.speakers}</legend>
        {speakers.length === 0 ? <p className="hint">{t.noSpeakers}</p> : null}
        {speakers.map((speaker) => (
          <label key={speaker.id} className="check">
            <input
              type="checkbox"
              name="speakerIds"
              value={speaker.id}
              defaultChecked={session?.speakerIds.includes(speaker.id)}
            />
            {speaker.name}
          </label>
        ))}
      </fieldset>
      <label>
        {t.capacity}
        <input
          name="capacity"
          type="number"
          min={1}
          max={100000}
          defaultValue={session?.capacity ?? ''}
        />
      </label>
      <FormFooter action={save} label={t.save} />
      <button type="button" className="secondary" onClick={onDone}>
        {t.cancel}
      </button>
    </form>
  );
};
