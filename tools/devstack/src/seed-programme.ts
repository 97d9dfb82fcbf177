import type { WriteSet } from '@engage/domain/plan';
import { toStoredSession } from '@engage/domain/sessions';
import { sessionNodes } from '@engage/domain/store/sessions';

const DAY = Date.UTC(2026, 11, 3);
/** A time of the demo day (the event names no zone, so its clock is UTC). */
const at = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return DAY + (hours * 60 + minutes) * 60_000;
};

type Slot = readonly [
  id: string,
  title: string,
  start: string,
  end: string,
  room: string,
  track: 'Business' | 'Technology',
  speakerIds: readonly string[],
  capacity: number | null,
  description: string,
];

/**
 * The demo event's programme (agenda.md): one day, three rooms, two tracks, twelve sessions with
 * the seeded speakers, some at the same time so a newcomer sees overlaps when they star both.
 */
const PROGRAMME: readonly Slot[] = [
  [
    'welcome',
    'Welcome to Northwind Summit',
    '09:00',
    '09:30',
    'Main stage',
    'Business',
    [],
    400,
    'The day ahead, the games and the prizes.',
  ],
  [
    'compilers',
    'Compilers for everyone',
    '09:30',
    '10:15',
    'Main stage',
    'Technology',
    ['helena-okoye'],
    400,
    'Why every team ends up writing a small language, and how to make it a good one.',
  ],
  [
    'partners',
    'Growing a partner network',
    '10:30',
    '11:15',
    'Main stage',
    'Business',
    [],
    400,
    'What Northwind learned from its first hundred partners.',
  ],
  [
    'language-server',
    'Hands-on: your first language server',
    '10:30',
    '12:00',
    'Workshop lab',
    'Technology',
    ['helena-okoye'],
    30,
    'Bring a laptop: we build one together.',
  ],
  [
    'self-healing',
    'How networks heal themselves',
    '11:00',
    '11:45',
    'Room B',
    'Technology',
    ['marcus-lindgren'],
    120,
    'Routing around failure in a busy harbour.',
  ],
  [
    'lunch',
    'Lunch and network bingo',
    '12:00',
    '13:00',
    'Main stage',
    'Business',
    [],
    null,
    'Fill your bingo card over lunch.',
  ],
  [
    'pricing',
    'Pricing for harbour logistics',
    '13:00',
    '13:45',
    'Room B',
    'Business',
    ['marcus-lindgren'],
    120,
    'Contracts, capacity and the cost of a late ship.',
  ],
  [
    'chaos-drills',
    'Workshop: chaos drills for networks',
    '13:00',
    '14:30',
    'Workshop lab',
    'Technology',
    ['marcus-lindgren'],
    30,
    'Break things on purpose, safely.',
  ],
  [
    'must-not-fail',
    'Software that must not fail',
    '14:00',
    '14:45',
    'Main stage',
    'Technology',
    ['priyanka-rao'],
    400,
    'Lessons from flight software for everyday systems.',
  ],
  [
    'stories',
    'Customer stories: Northwind in the field',
    '15:00',
    '15:45',
    'Room B',
    'Business',
    [],
    120,
    'Three customers, three ports, one platform.',
  ],
  [
    'flight-tests',
    'Testing flight software in the lab',
    '15:00',
    '16:00',
    'Workshop lab',
    'Technology',
    ['priyanka-rao'],
    30,
    'Simulators, fault injection and honest tests.',
  ],
  [
    'closing',
    'Closing panel: the next five years',
    '16:00',
    '16:45',
    'Main stage',
    'Business',
    ['helena-okoye', 'marcus-lindgren', 'priyanka-rao'],
    400,
    'Our speakers on what comes next.',
  ],
];

/** The demo programme written as the admin callables would store it. */
export const seedProgramme = (content: WriteSet, event: string): void => {
  for (const [id, title, start, end, room, track, speakerIds, capacity, description] of PROGRAMME)
    content.set(
      sessionNodes.session(event, id),
      toStoredSession({
        title,
        description,
        startsAt: at(start),
        endsAt: at(end),
        room,
        track,
        speakerIds: [...speakerIds],
        capacity,
      }),
    );
};
