import { planAward } from '@engage/domain/awards';
import { TEAM_NAMES } from '@engage/domain/colors';
import { makeCompanyId } from '@engage/domain/company-id';
import { planListing } from '@engage/domain/directory';
import { planNewAttendee, planOrganiserProfile } from '@engage/domain/new-profile';
import { WriteSet, type Writes } from '@engage/domain/plan';
import { levelForPoints } from '@engage/domain/points';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { peopleNodes } from '@engage/domain/store/people';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import { demoContent, type SeedFile } from './seed-content.ts';

/**
 * The demo event a newcomer sees: a customer company with a user limit, an event with the 8 teams
 * and its own colour scheme, speakers, sponsors, prizes, picture-trivia images, 30 attendees with
 * points on the leaderboards and one organiser account. Deterministic for a given `random`.
 */
export const DEMO_EVENT_ID = 'summit-2026';
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ADMIN_EMAIL = 'organiser@demo.engage.test';

export type SeedAccount = {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly admin: boolean;
};
/** Ordered multi-path updates: content, then attendees as registration makes them, then awards. */
export type Seed = {
  readonly batches: readonly Writes[];
  /** The events whose board snapshots to publish once the data is in. */
  readonly events: readonly string[];
  readonly accounts: readonly SeedAccount[];
  readonly files: readonly SeedFile[];
};

/**
 * One distinct, realistic name per attendee, so a name on a board is one person. The people are
 * fictional (no famous names), from many backgrounds, and none of them is also a speaker.
 */
export const ATTENDEE_NAMES = [
  'Nadia Rahman',
  'Tomás Herrera',
  'Aisha Bello',
  'Lukas Becker',
  'Mei Lin Tan',
  'Jonah Whitfield',
  'Sofia Marchetti',
  'Kwame Mensah',
  'Ingrid Halvorsen',
  'Rahul Mehta',
  'Chiara Bianchi',
  'Dmitri Volkov',
  'Fatima El Idrissi',
  'Oliver Grant',
  'Yuki Tanaka',
  'Camila Duarte',
  'Tobias Lindqvist',
  'Zanele Dlamini',
  'Marek Kowalczyk',
  'Leila Navarro',
  'Hiroshi Nakamura',
  'Esther Mwangi',
  'Pablo Ortega',
  'Anika Sharma',
  'Finn O’Connor',
  'Noor Haddad',
  'Sebastian Keller',
  'Lucía Romero',
  'Ravi Subramanian',
  'Elena Popescu',
] as const;

const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations'];

/** The demo event's interests (its pick list): each attendee likes two, the directory's matches. */
export const DEMO_INTERESTS = ['AI', 'Design', 'Sustainability', 'Cloud', 'Startups', 'Music'];
/** The first attendees chose to be listed in the directory; the rest did not (the default). */
const LISTED = 20;
const HOUR = 3_600_000;

/**
 * The demo event's meeting slots: 15 minutes, in two two-hour windows starting at the next full
 * hour and a day later, at three spots.
 */
const demoMeetings = (now: number) => {
  const start = Math.ceil(now / HOUR) * HOUR;
  return {
    slotMinutes: 15,
    windows: [
      { start, end: start + 2 * HOUR },
      { start: start + 24 * HOUR, end: start + 26 * HOUR },
    ],
    spots: ['Lounge', 'Café', 'Sponsor hall, table 1'],
  };
};

const mustKey = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`seed email ${email} is not valid`);
  return key.value;
};

export const demoSeed = (deps: { readonly now: number; readonly random: () => number }): Seed => {
  const accounts: SeedAccount[] = [];
  const event = DEMO_EVENT_ID;
  const customerId = makeCompanyId('Northwind Traders', {
    now: () => deps.now,
    random: deps.random,
  });

  const { content, files } = demoContent(event, customerId);

  // Attendees are made as registration makes them, and their points come from ledger entries
  // through the award plan, so every seeded total equals the sum of its ledger.
  const attendees = new WriteSet();
  const awards = new WriteSet();
  const ctx = { newId: seededIds(deps.now) };
  const attendeeCount = ATTENDEE_NAMES.length;
  for (let i = 0; i < attendeeCount; i += 1) {
    const name = ATTENDEE_NAMES[i] ?? `Attendee ${i + 1}`;
    const email = `attendee${String(i + 1).padStart(2, '0')}@demo.engage.test`;
    const uid = `demo-attendee-${String(i + 1).padStart(2, '0')}`;
    const key = mustKey(email);
    const teamName = TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE';
    const points = Math.round(deps.random() * 60) * 10;
    const interests = [0, 1 + (i % 3)].map(
      (step) => DEMO_INTERESTS[(i + step) % DEMO_INTERESTS.length] ?? 'AI',
    );
    const input = {
      interests,
      uid,
      name,
      email,
      company: 'Northwind Traders',
      department: DEPARTMENTS[i % DEPARTMENTS.length] ?? 'Operations',
      teamName,
      customerId,
      eventId: event,
      attendance: i % 3 === 0 ? ('online' as const) : ('in_person' as const),
    };
    const created = planNewAttendee(key, input, { ...ctx, random: deps.random });
    if (!created.ok) throw new Error(`seed attendee ${email} was refused: ${created.error}`);
    attendees.merge(created.writes);
    if (i < LISTED) attendees.merge(planListing(key, created.value.user, true, null).writes);
    accounts.push({ uid, email, password: DEMO_PASSWORD, displayName: name, admin: false });
    if (points === 0) continue;
    const award = {
      key,
      points,
      reason: 'demo: points before the event',
      by: 'seed',
      counters: { kool_badge: points >= 300 ? 1 : 0, super_networker: points >= 500 ? 1 : 0 },
    };
    awards.merge(planAward(created.value.user, award, ctx).writes);
    awards.set(userNodes.level(key), levelForPoints(points));
  }
  content.set(organiserNodes.userCount(customerId), attendeeCount);
  content.set(eventNodes.pickLists(event), { interests: DEMO_INTERESTS });
  content.set(peopleNodes.setup(event), demoMeetings(deps.now));

  const adminUid = 'demo-organiser';
  const adminKey = mustKey(DEMO_ADMIN_EMAIL);
  accounts.push({
    uid: adminUid,
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    displayName: 'Olivia Organiser',
    admin: true,
  });
  const organiser = planOrganiserProfile(
    adminKey,
    {
      uid: adminUid,
      name: 'Olivia Organiser',
      email: DEMO_ADMIN_EMAIL,
      company: 'Engage',
      department: 'Events',
      teamName: 'MODERN',
      customerId,
      eventId: event,
    },
    { ...ctx, random: deps.random },
  );
  attendees.merge(organiser.writes);
  // The organisers index lists who holds which rights (the claim itself is set on the account).
  attendees.set(organiserNodes.organiser(adminUid), {
    claim: '*',
    key: adminKey,
    name: 'Olivia Organiser',
    email: DEMO_ADMIN_EMAIL,
  });

  return {
    batches: [content.writes(), attendees.writes(), awards.writes()],
    events: [event],
    accounts,
    files,
  };
};

/** Push-id-like keys that sort in the order they are made, from a fixed clock, so a seed repeats. */
const seededIds = (now: number): (() => string) => {
  let next = 0;
  return () => {
    next += 1;
    return `seed-${now.toString(36)}-${String(next).padStart(6, '0')}`;
  };
};
