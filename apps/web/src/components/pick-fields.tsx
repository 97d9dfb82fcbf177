import { type PickLists, pickListsOf } from '@engage/domain/pick-lists';
import type { StoredPickLists } from '@engage/domain/store/events';
import { useStore } from '@nanostores/react';
import { i18n } from '../lib/i18n/i18n.ts';

const messages = i18n('pickFields', {
  choose: 'Choose…',
  department: 'Department',
  country: 'Country',
  interests: 'Interests',
});

/** What the fields hold, as a profile has it. */
type Picked = {
  readonly department?: string | undefined;
  readonly country?: string | undefined;
  /** A list, or the object the database makes of a list. */
  readonly interests?: readonly string[] | Readonly<Record<string, string>> | undefined;
};

/**
 * The department, country and interests an attendee gives, read from the form: a country and
 * interests only where the event has a list of them (else the form does not ask).
 */
export const readPicks = (stored: StoredPickLists | undefined, form: FormData) => {
  const lists = pickListsOf(stored);
  return {
    department: String(form.get('department') ?? ''),
    ...(lists.countries.length > 0 ? { country: String(form.get('country') ?? '') } : {}),
    ...(lists.interests.length > 0 ? { interests: form.getAll('interests').map(String) } : {}),
  };
};

const Choose = ({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: string | undefined;
}) => (
  <label>
    {label}
    <select name={name} defaultValue={value !== undefined && options.includes(value) ? value : ''}>
      <option value="">{useStore(messages).choose}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  </label>
);

/**
 * The fields an event's lists bound (pick-lists.ts): its departments and countries to choose from,
 * its interests as boxes to tick; a department the event has no list of is typed, as before lists
 * existed. The server refuses a value not on a list, by field.
 */
export const PickFields = ({
  lists: stored,
  current = {},
}: {
  lists: StoredPickLists | undefined;
  current?: Picked;
}) => {
  const lists: PickLists = pickListsOf(stored);
  const liked = Object.values(current.interests ?? {});
  const t = useStore(messages);
  return (
    <>
      {lists.departments.length > 0 ? (
        <Choose
          name="department"
          label={t.department}
          options={lists.departments}
          value={current.department}
        />
      ) : (
        <label>
          {t.department}
          <input name="department" defaultValue={current.department} maxLength={100} />
        </label>
      )}
      {lists.countries.length > 0 ? (
        <Choose
          name="country"
          label={t.country}
          options={lists.countries}
          value={current.country}
        />
      ) : null}
      {lists.interests.length > 0 ? (
        <fieldset className="pick-interests">
          <legend>{t.interests}</legend>
          {lists.interests.map((interest) => (
            <label className="inline" key={interest}>
              <input
                type="checkbox"
                name="interests"
                value={interest}
                defaultChecked={liked.includes(interest)}
              />{' '}
              {interest}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
};
