import { makeCompanyId } from '@engage/domain/company-id';
import { planOrganiserProfile } from '@engage/domain/new-profile';
import { WriteSet, type Writes } from '@engage/domain/plan';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { peopleNodes } from '@engage/domain/store/people';
import { mustKey, type SeedAccount, seedAttendee } from './seed-attendee.ts';
import { demoContent, type SeedFile } from './seed-content.ts';
import { EXPO_ATTENDEES, EXPO_EVENT_ID, expoSeed } from './seed-expo.ts';

/**
 * The demo event a newcomer sees: a customer company with a user limit, an event with the 8 teams
 * and its own colour scheme, speakers, sponsors, prizes, picture-trivia images, 30 attendees with
 * points on the leaderboards and one organiser account. Deterministic for a given `random`.
 */
export const DEMO_EVENT_ID = 'summit-2026';
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ADMIN_EMAIL = 'organiser@demo.engage.test';

/**
 * One multi-path update of the seed, and the instance of the event it is about when that event has
 * one of its own (its writes then go where store/placement.ts puts each path).
 */
export type SeedBatch = { readonly writes: Writes; readonly instance?: string };
/** An event whose board snapshots to publish once the data is in, and its instance. */
export type SeedEvent = { readonly eventId: string; readonly instance?: string };
/** Ordered multi-path updates: content, then attendees as registration makes them, then awards. */
export type Seed = {
  readonly batches: readonly SeedBatch[];
  readonly events: readonly SeedEvent[];
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

export const demoSeed = (deps: { readonly now: number; readonly random: () => number }): Seed => {
  const accounts: SeedAccount[] = [];
  const event = DEMO_EVENT_ID;
  const customerId = makeCompanyId('Northwind Traders', {
    now: () => deps.now,
    random: deps.random,
  });

  const { content, files } = demoContent(event, customerId, [EXPO_EVENT_ID]);

  // Attendees are made as registration makes them, and their points come from ledger entries
  // through the award plan, so every seeded total equals the sum of its ledger.
  const attendees = new WriteSet();
  const awards = new WriteSet();
  const ctx = { newId: seededIds(deps.now), random: deps.random };
  const attendeeCount = ATTENDEE_NAMES.length;
  const made = {
    attendees,
    awards,
    accounts,
    password: DEMO_PASSWORD,
    interests: DEMO_INTERESTS,
    listed: LISTED,
  };
  for (let i = 0; i < attendeeCount; i += 1)
    seedAttendee(made, { number: i + 1, name: ATTENDEE_NAMES[i], eventId: event, customerId }, ctx);
  const expo = expoSeed(customerId, ctx, {
    ...made,
    attendees: new WriteSet(),
    awards: new WriteSet(),
    accounts: [],
  });
  accounts.push(...expo.accounts);
  content.set(organiserNodes.userCount(customerId), attendeeCount + EXPO_ATTENDEES);
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
    ctx,
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
    batches: [
      { writes: content.writes() },
      { writes: attendees.writes() },
      { writes: awards.writes() },
      ...expo.batches,
    ],
    events: [{ eventId: event }, ...expo.events],
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
