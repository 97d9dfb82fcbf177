import { TEAM_NAMES } from '@engage/domain/colors';
import type { Context, Writes } from '@engage/domain/plan';
import { planNewAttendee, type UserMetadata } from '@engage/domain/registration';

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
 * The benchmarks' and fixtures' ids: `bench00000001`, `bench00000002`, … in the order asked, so a
 * seeded event has the same ids on every run; `random` is the registration's (a fixed one gives
 * the same public ids and colours too).
 */
export const benchContext = (random: () => number): Pick<Context, 'newId' | 'random'> => {
  let id = 0;
  return {
    newId: () => {
      id += 1;
      return `bench${String(id).padStart(8, '0')}`;
    },
    random,
  };
};

/**
 * Attendee number `i` of an event as registration makes them (the domain's plan, which also
 * writes the attendee's row of the people index): key `user000042`, uid `uid42`, one company,
 * teams in turn. Shared by the benchmarks and the leaderboard fixture, which name them.
 */
export const numberedAttendee = (
  eventId: string,
  i: number,
  who: { readonly name: string; readonly email: string },
  ctx: Pick<Context, 'newId' | 'random'>,
): { readonly key: string; readonly user: UserMetadata; readonly writes: Writes } => {
  const key = `user${String(i).padStart(6, '0')}`;
  const created = planNewAttendee(
    key,
    {
      uid: `uid${i}`,
      name: who.name,
      email: who.email,
      company: 'Northwind Traders',
      department: 'Engineering',
      teamName: TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE',
      customerId: 'northwind',
      eventId,
    },
    ctx,
  );
  if (!created.ok) throw new Error(created.error);
  return { key, user: created.value.user, writes: created.writes };
};

/**
 * `size` attendees of one event as registration makes them, for the benchmarks that need a big
 * event. `nameOf` may give some of them names that are harder to handle; their emails follow the
 * plain names.
 */
export function* registeredAttendees(
  eventId: string,
  size: number,
  nameOf: (i: number) => string = benchName,
): Generator<{ readonly key: string; readonly writes: Writes }> {
  const ctx = benchContext(Math.random);
  for (let i = 0; i < size; i += 1) {
    const email = `${benchName(i).toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const { key, writes } = numberedAttendee(eventId, i, { name: nameOf(i), email }, ctx);
    yield { key, writes };
  }
}
