import { planAward } from '@engage/domain/awards';
import { TEAM_NAMES } from '@engage/domain/colors';
import { planListing } from '@engage/domain/directory';
import { planNewAttendee } from '@engage/domain/new-profile';
import type { Context, WriteSet } from '@engage/domain/plan';
import { levelForPoints } from '@engage/domain/points';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';

export type SeedAccount = {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly admin: boolean;
};

/** Where a seed collects what it makes of its attendees, and what they all share. */
export type SeedAttendees = {
  readonly attendees: WriteSet;
  readonly awards: WriteSet;
  readonly accounts: SeedAccount[];
  readonly password: string;
  /** The event's interests (its pick list): each attendee likes two. */
  readonly interests: readonly string[];
  /** How many of the first attendees chose to be listed in the directory. */
  readonly listed: number;
};

const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations'];

export const mustKey = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`seed email ${email} is not valid`);
  return key.value;
};

/**
 * The seed's attendee number `number` of an event, as registration makes one, with points made
 * through the award plan, so every seeded total equals the sum of its ledger.
 */
export const seedAttendee = (
  made: SeedAttendees,
  person: {
    readonly number: number;
    readonly name: string | undefined;
    readonly eventId: string;
    readonly customerId: string;
  },
  ctx: Pick<Context, 'newId' | 'random'>,
): void => {
  const i = person.number - 1;
  const name = person.name ?? `Attendee ${person.number}`;
  const email = `attendee${String(person.number).padStart(2, '0')}@demo.engage.test`;
  const uid = `demo-attendee-${String(person.number).padStart(2, '0')}`;
  const key = mustKey(email);
  const teamName = TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE';
  const points = Math.round(ctx.random() * 60) * 10;
  const interests = [0, 1 + (i % 3)].map(
    (step) => made.interests[(i + step) % made.interests.length] ?? 'AI',
  );
  const input = {
    interests,
    uid,
    name,
    email,
    company: 'Northwind Traders',
    department: DEPARTMENTS[i % DEPARTMENTS.length] ?? 'Operations',
    teamName,
    customerId: person.customerId,
    eventId: person.eventId,
    attendance: i % 3 === 0 ? ('online' as const) : ('in_person' as const),
  };
  const created = planNewAttendee(key, input, ctx);
  if (!created.ok) throw new Error(`seed attendee ${email} was refused: ${created.error}`);
  made.attendees.merge(created.writes);
  if (i < made.listed)
    made.attendees.merge(planListing(key, created.value.user, true, null).writes);
  made.accounts.push({ uid, email, password: made.password, displayName: name, admin: false });
  if (points === 0) return;
  const award = {
    key,
    points,
    reason: 'demo: points before the event',
    by: 'seed',
    counters: { kool_badge: points >= 300 ? 1 : 0, super_networker: points >= 500 ? 1 : 0 },
  };
  made.awards.merge(planAward(created.value.user, award, ctx).writes);
  made.awards.set(userNodes.level(key), levelForPoints(points));
};
