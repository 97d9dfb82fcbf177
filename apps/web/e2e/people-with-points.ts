import { registerAttendee } from './console-helpers.ts';
import { callAs, ORGANISER } from './helpers.ts';

type PersonWithPoints = {
  readonly email: string;
  readonly name: string;
  readonly key: string;
  readonly points: number;
};

/**
 * Attendees registered to a fresh event, each given points by the organiser: `Ann 1a2b` with
 * ann-1a2b@example.com, and so on, in the order given.
 */
export const peopleWithPoints = async (
  event: { readonly eventId: string; readonly code: string; readonly stamp: string },
  people: readonly (readonly [first: string, points: number])[],
): Promise<PersonWithPoints[]> =>
  Promise.all(
    people.map(async ([first, points]) => {
      const email = `${first.toLowerCase()}-${event.stamp}@example.com`;
      const name = `${first} ${event.stamp}`;
      const { key } = await registerAttendee({
        email,
        name,
        eventId: event.eventId,
        invitationCode: event.code,
      });
      await callAs(ORGANISER, 'adminAdjustPoints', {
        userKey: key,
        delta: points,
        reason: 'warm-up',
      });
      return { email, name, key, points };
    }),
  );
