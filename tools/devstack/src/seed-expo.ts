import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { type Context, WriteSet } from '@engage/domain/plan';
import { eventNodes } from '@engage/domain/store/events';
import { type SeedAttendees, seedAttendee } from './seed-attendee.ts';
import { EXPO_INSTANCE } from './stack.ts';

/**
 * The seed's second event, of the same company, on a database instance of its own (an emulator
 * namespace here, docs/instances.md): its attendees, boards and ledgers live there, the company's
 * seats and the indexes that span events in the default instance.
 */
export const EXPO_EVENT_ID = 'northwind-expo-2026';

const EXPO_NAMES = [
  'Amara Okafor',
  'Henrik Sørensen',
  'Priya Natarajan',
  'Mateo Silva',
  'Greta Lund',
  'Samir Aziz',
  'Ines Carvalho',
  'Jae-won Park',
  'Olga Petrova',
  'Kofi Asante',
] as const;
export const EXPO_ATTENDEES = EXPO_NAMES.length;
/** The expo's attendees are numbered after the summit's 30. */
const FIRST_NUMBER = 31;

export const expoSeed = (
  customerId: string,
  ctx: Pick<Context, 'newId' | 'random'>,
  made: SeedAttendees,
) => {
  const event = EXPO_EVENT_ID;
  const content = new WriteSet();
  content.set(eventNodes.metadata(event), {
    name: 'Northwind Expo 2026',
    customerId,
    venue: 'Ahoy, Rotterdam',
    startsAt: Date.UTC(2026, 11, 10, 9),
    description: 'The Northwind product expo: booths, demos and the networking game.',
    registrants: 0,
    instance: EXPO_INSTANCE,
  });
  for (const team of TEAM_NAMES)
    content.set(eventNodes.team(event, team), { name: team, color: TEAM_COLORS[team] });
  content.set(eventNodes.pickLists(event), { interests: made.interests });
  EXPO_NAMES.forEach((name, i) => {
    seedAttendee(made, { number: FIRST_NUMBER + i, name, eventId: event, customerId }, ctx);
  });
  return {
    batches: [
      { writes: content.writes(), instance: EXPO_INSTANCE },
      { writes: made.attendees.writes(), instance: EXPO_INSTANCE },
      { writes: made.awards.writes(), instance: EXPO_INSTANCE },
    ],
    events: [{ eventId: event, instance: EXPO_INSTANCE }],
    accounts: made.accounts,
  };
};
