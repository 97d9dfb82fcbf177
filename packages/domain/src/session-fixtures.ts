import type { SessionInput } from './sessions.ts';

/** A session as the console sends one, for the tables and journeys that need one. */
export const SESSION_FIXTURE: SessionInput = {
  title: 'Opening keynote',
  description: 'Why we are here',
  startsAt: Date.UTC(2026, 11, 3, 8),
  endsAt: Date.UTC(2026, 11, 3, 9),
  room: 'Main stage',
  track: 'Business',
  speakerIds: [],
  capacity: null,
};
