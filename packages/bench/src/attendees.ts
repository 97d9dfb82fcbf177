import { TEAM_NAMES } from '@engage/domain/colors';
import type { Writes } from '@engage/domain/plan';
import { planNewAttendee } from '@engage/domain/registration';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Katherine',
  'Tim',
  'Margaret',
  'Dennis',
  'Barbara',
];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Johnson', 'Hamilton', 'Ritchie'];

/** The name of the benchmarks' attendee number `i`: varied, and unique by its number. */
export const benchName = (i: number): string =>
  `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;

/**
 * `size` attendees of one event as registration makes them (the domain's plan, which also writes
 * each one's row of the people index), for the benchmarks that need a big event. `nameOf` may
 * give some of them names that are harder to handle; their emails follow the plain names.
 */
export function* registeredAttendees(
  eventId: string,
  size: number,
  nameOf: (i: number) => string = benchName,
): Generator<{ readonly key: string; readonly writes: Writes }> {
  let id = 0;
  const ctx = {
    newId: () => {
      id += 1;
      return `bench${String(id).padStart(8, '0')}`;
    },
    random: Math.random,
  };
  for (let i = 0; i < size; i += 1) {
    const key = `user${String(i).padStart(6, '0')}`;
    const created = planNewAttendee(
      key,
      {
        uid: `uid${i}`,
        name: nameOf(i),
        email: `${benchName(i).toLowerCase().replace(/\s+/g, '.')}@example.com`,
        company: 'Northwind Traders',
        department: 'Engineering',
        teamName: TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE',
        customerId: 'northwind',
        eventId,
      },
      ctx,
    );
    if (!created.ok) throw new Error(created.error);
    yield { key, writes: created.writes };
  }
}
