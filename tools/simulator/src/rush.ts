import { TEAM_NAMES } from '@engage/domain/colors';
import { userNodes } from '@engage/domain/store/users';
import { getAuth } from 'firebase-admin/auth';
import { type AttendeeProfile, SimAttendee } from './attendee.ts';
import { limiter } from './limiter.ts';
import type { Rng } from './random.ts';
import type { AdminHandle } from './setup.ts';
import type { World } from './world.ts';

/**
 * The registration rush: more accounts than the company has seats try to register at once (a
 * few tapping twice); exactly the limit get in and the rest are told "registration limit
 * reached". A quarter are on the organiser's guest list (the company admits their email domain),
 * the rest use the invitation code; every address is verified. A few of those seated are made
 * sponsor representatives, whose scans are booth visits.
 */
const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Katherine', 'Tim', 'Margaret', 'Dennis', 'Radia'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Johnson',
  'Hamilton',
  'Ritchie',
  'Perlman',
];
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations'];
const SIM_PASSWORD = 'sim-password-2026';

type RushResult = {
  readonly accounts: number;
  readonly seated: SimAttendee[];
  readonly turnedAway: number;
  readonly failed: number;
};

const profileFor = (world: World, index: number, rng: Rng): AttendeeProfile => ({
  email: `sim-${world.setup.runId}-${index}@sim.engage.test`,
  password: SIM_PASSWORD,
  name: `${rng.pick(FIRST)} ${rng.pick(LAST)} ${index}`,
  company: 'Simulated Traders',
  department: rng.pick(DEPARTMENTS),
  teamName: rng.pick(TEAM_NAMES),
  attendance: rng.chance(0.3) ? 'online' : 'in_person',
  guest: rng.chance(0.25),
});

export const registrationRush = async (
  world: World,
  admin: AdminHandle,
  seats: number,
  log: (message: string) => void,
): Promise<RushResult> => {
  const accounts = seats + Math.max(2, Math.ceil(seats * 0.05));
  const everyone = Array.from({ length: accounts }, (_, index) => {
    const rng = world.rng.fork(`attendee-${index}`);
    return new SimAttendee(index, profileFor(world, index, rng), rng, world);
  });
  const auth = getAuth(admin.app);
  const authCalls = limiter(16);
  log(`creating ${accounts.toLocaleString('en')} accounts...`);
  await Promise.all(
    everyone.map((attendee) =>
      authCalls.run(async () => {
        const { email, password, name } = attendee.profile;
        // Every address is confirmed before it takes a seat, the code's holders' too.
        await auth.createUser({ email, password, displayName: name, emailVerified: true });
        await attendee.signUp();
      }),
    ),
  );
  log(`${accounts.toLocaleString('en')} accounts rush ${seats.toLocaleString('en')} seats...`);
  const outcomes = await Promise.all(
    everyone.map((attendee) => {
      const doubleTap = attendee.rng.chance(0.05);
      if (doubleTap) world.journal.count('duplicate: registration sent twice');
      return attendee.register(doubleTap);
    }),
  );
  const seated = everyone.filter((_, i) => outcomes[i] === 'seated');
  for (const [i, attendee] of everyone.entries())
    if (outcomes[i] !== 'seated') await attendee.close();
  // The organiser marks a few as sponsor representatives (their booths count visits).
  const reps = seated.filter((a) => a.rng.chance(0.03));
  if (reps.length > 0)
    await admin.db
      .ref()
      .update(Object.fromEntries(reps.map((a) => [userNodes.field(a.key, 'isRep'), true])));
  world.journal.count('sponsor representatives', reps.length);
  return {
    accounts,
    seated,
    turnedAway: outcomes.filter((o) => o === 'turned-away').length,
    failed: outcomes.filter((o) => o === 'failed').length,
  };
};
