import { writeEventInput } from '@engage/domain/inputs-console';
import * as v from 'valibot';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('eventChecks', {
  name: 'Give the event a name: spaces alone are not one.',
  endsAt: 'An event ends after it starts: choose an end after the start.',
  teams: 'Choose at least one team.',
});

/** The event form's fields that can be checked before anything is sent. */
export type EventField = 'eventId' | 'name' | 'endsAt' | 'teams';
export type EventFieldErrors = Partial<Record<EventField, string>>;

const asSentence = (text: string): string =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * What the functions would refuse, said next to its field before the form is sent. The id goes
 * through the domain's own schema, so its reserved words (`null`, `undefined`…, which the rules
 * would read as a missing value) are refused here exactly as the server refuses them; the end may
 * equal the start, as the server allows.
 */
export const checkEvent = (input: {
  readonly eventId: string | undefined;
  readonly name: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly teams: readonly string[];
}): EventFieldErrors => {
  const errors: EventFieldErrors = {};
  const t = words.get();
  if (input.eventId !== undefined) {
    const id = v.safeParse(writeEventInput.entries.eventId, input.eventId);
    if (!id.success) errors.eventId = asSentence(id.issues[0].message);
  }
  if (input.name.trim() === '') errors.name = t.name;
  if (input.endsAt < input.startsAt) errors.endsAt = t.endsAt;
  if (input.teams.length === 0) errors.teams = t.teams;
  return errors;
};
