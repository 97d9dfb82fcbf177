import { TEAM_COLORS, TEAM_NAMES, type TeamName } from '@engage/domain/colors';
import { EVENT_MODES, type EventMode } from '@engage/domain/constants';
import { storagePaths } from '@engage/domain/store/storage';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { DEFAULT_LANDING_IMAGE, DEFAULT_LOGO } from '../../components/image-with-fallback.tsx';
import { fromZonedInput, toZonedInput, zoneOf } from '../../lib/event-time.ts';
import { callAdminWriteEvent } from '../../lib/firebase/calls.ts';
import type { CompanyRecord, EventRecord } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { colourWords } from './colour-words.ts';
import { CompanyField } from './company-field.tsx';
import { checkEvent, type EventField, type EventFieldErrors } from './event-checks.ts';
import { PictureField } from './picture-field.tsx';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('eventForm', {
  created: params('Event {id} created.'),
  saved: 'Event saved.',
  edit: 'Edit the event',
  new: 'New event',
  eventId: 'Event id (its link: ?event=…)',
  idPattern: '3 to 60 lowercase letters, digits and dashes',
  name: 'Name',
  timeZone: 'Time zone',
  starts: params('Starts ({zone})'),
  ends: params('Ends ({zone})'),
  venue: 'Venue',
  description: 'Description',
  oneHolds:
    '1 registrant holds a seat of this company: an event with registrants stays with its company.',
  manyHold: params(
    '{count} registrants hold seats of this company: an event with registrants stays with its company.',
  ),
  mode: 'Mode',
  in_person: 'In person',
  online: 'Online',
  hybrid: 'In person and online',
  longLivedQr: 'QR codes last for weeks (printed badges)',
  teams: 'Teams',
  create: 'Create the event',
  save: 'Save the event',
  logo: 'Event logo',
  mainImage: 'Main image',
});

/** The zones the form offers: every IANA zone the browser knows. */
const zones = (): readonly string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

const FIELD_ORDER: readonly EventField[] = ['eventId', 'name', 'endsAt', 'teams'];

const errorId = (field: EventField) => `event-${field}-error`;

/** A field the check refused says so, and points at its sentence. */
const invalid = (field: EventField, errors: EventFieldErrors) =>
  errors[field] === undefined
    ? {}
    : { 'aria-invalid': true as const, 'aria-describedby': errorId(field) };

const FieldError = ({ field, errors }: { field: EventField; errors: EventFieldErrors }) =>
  errors[field] === undefined ? null : (
    <p id={errorId(field)} className="field-error">
      {errors[field]}
    </p>
  );

/**
 * Creating or editing an event: its fields, its customer company, how it runs, and which of the
 * 8 teams it has (each in the spec's colour). The server refuses an id already taken.
 */
export const EventForm = ({
  event,
  companies,
  onSaved,
}: {
  event: EventRecord | undefined;
  companies: readonly CompanyRecord[];
  onSaved: (eventId: string) => void;
}) => {
  const t = useStore(words);
  const colours = useStore(colourWords);
  const action = useConsoleAction(callAdminWriteEvent, (result) =>
    event === undefined ? words.get().created({ id: result.eventId }) : words.get().saved,
  );
  // Registrants hold seats of the company they registered under, so their event keeps it.
  const held = event !== undefined && event.registrants > 0;
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const element = submitted.currentTarget;
    const form = new FormData(element);
    const eventId = event?.id ?? String(form.get('eventId')).trim();
    const name = String(form.get('name'));
    // Times are entered on the event's clock: the zone chosen in this same form.
    const timeZone = String(form.get('timeZone') ?? 'UTC');
    const startsAt = fromZonedInput(String(form.get('startsAt')), timeZone);
    const endsAt = fromZonedInput(String(form.get('endsAt')), timeZone);
    const teams = form.getAll('teams').map(String) as TeamName[];
    const found = checkEvent({
      eventId: event === undefined ? eventId : undefined,
      name,
      startsAt,
      endsAt,
      teams,
    });
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      // The sentence sits by the field; focus takes the organiser (and a screen reader) there.
      element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    action.mutate(
      {
        eventId,
        create: event === undefined,
        event: {
          name,
          startsAt,
          endsAt,
          venue: String(form.get('venue')),
          description: String(form.get('description')),
          customerId: String(form.get('customerId')),
          mode: String(form.get('mode')) as EventMode,
          longLivedQr: form.get('longLivedQr') === 'on',
          timeZone,
        },
        teams,
      },
      { onSuccess: () => onSaved(eventId) },
    );
  };
  return (
    <form onSubmit={onSubmit} className="form" aria-label={event ? t.edit : t.new}>
      {event === undefined ? (
        <>
          <label>
            {t.eventId}
            <input
              name="eventId"
              required
              pattern="[a-z0-9][a-z0-9\-]{1,58}[a-z0-9]"
              title={t.idPattern}
              {...invalid('eventId', errors)}
            />
          </label>
          <FieldError field="eventId" errors={errors} />
        </>
      ) : null}
      <label>
        {t.name}
        <input
          name="name"
          required
          maxLength={100}
          defaultValue={event?.name}
          {...invalid('name', errors)}
        />
      </label>
      <FieldError field="name" errors={errors} />
      <label>
        {t.timeZone}
        <select name="timeZone" defaultValue={zoneOf(event?.timeZone)}>
          {zones().map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.starts({ zone: zoneOf(event?.timeZone) })}
        <input
          name="startsAt"
          type="datetime-local"
          required
          defaultValue={toZonedInput(event?.startsAt, event?.timeZone)}
        />
      </label>
      <label>
        {t.ends({ zone: zoneOf(event?.timeZone) })}
        <input
          name="endsAt"
          type="datetime-local"
          required
          defaultValue={toZonedInput(event?.endsAt, event?.timeZone)}
          {...invalid('endsAt', errors)}
        />
      </label>
      <FieldError field="endsAt" errors={errors} />
      <label>
        {t.venue}
        <input name="venue" maxLength={200} defaultValue={event?.venue} />
      </label>
      <label>
        {t.description}
        <textarea name="description" rows={3} maxLength={5000} defaultValue={event?.description} />
      </label>
      <CompanyField
        customerId={event?.customerId}
        companies={companies}
        describedBy={held ? 'company-seats' : undefined}
      />
      {held ? (
        // The server refuses the move (illegal-transition, with this reason); saying so here
        // spares the organiser the refusal.
        <p id="company-seats" className="hint">
          {event.registrants === 1 ? t.oneHolds : t.manyHold({ count: event.registrants })}
        </p>
      ) : null}
      <label>
        {t.mode}
        <select name="mode" defaultValue={event?.mode ?? 'in_person'}>
          {EVENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t[mode]}
            </option>
          ))}
        </select>
      </label>
      <label className="inline">
        <input name="longLivedQr" type="checkbox" defaultChecked={event?.longLivedQr === true} />
        {t.longLivedQr}
      </label>
      <fieldset {...invalid('teams', errors)}>
        <legend>{t.teams}</legend>
        {TEAM_NAMES.map((team) => (
          <label key={team} className="inline">
            <input
              type="checkbox"
              name="teams"
              value={team}
              defaultChecked={event === undefined || event.teams.includes(team)}
            />
            <span
              className="colour-chip"
              style={{ background: TEAM_COLORS[team] }}
              aria-hidden="true"
            />
            {team} ({colours[TEAM_COLORS[team]]})
          </label>
        ))}
        <FieldError field="teams" errors={errors} />
      </fieldset>
      <FormFooter action={action} label={event === undefined ? t.create : t.save} />
    </form>
  );
};

/** The event's logo and main image, with the spec's default images until there are some. */
export const EventImages = ({ eventId }: { eventId: string }) => {
  const t = useStore(words);
  return (
    <div className="split">
      {[
        { label: t.logo, path: storagePaths.logo(eventId), fallback: DEFAULT_LOGO },
        {
          label: t.mainImage,
          path: storagePaths.mainImage(eventId),
          fallback: DEFAULT_LANDING_IMAGE,
        },
      ].map(({ label, path, fallback }) => (
        <PictureField key={path} label={label} path={path} shown={path} fallback={fallback} />
      ))}
    </div>
  );
};
