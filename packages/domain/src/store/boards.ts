import type { TeamName } from '../colors.ts';
import type { AttendanceMode } from '../constants.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node } from './node.ts';

/**
 * The boards' part of the tree: the live leaderboards (exact scores, by public id and by team),
 * the published top-20 snapshots screens listen to, and when they were last published.
 */

/** The boards of people: the whole event, and in-person or online. */
export type PersonBoard = 'all' | AttendanceMode;

/** An attendee's entry on a board: what an award writes along with the score. */
export type BoardEntry = {
  readonly name: string;
  readonly teamName: TeamName;
  readonly score: number;
  /** The published photo's version (avatars/{id}); without one the board shows initials. */
  readonly photo?: number;
  /**
   * Set while the attendee chose to stay off the public boards (privacy.ts): the entry keeps their
   * score and place for their own screen, and no snapshot publishes it.
   */
  readonly hidden?: true;
};
export type TeamEntry = { readonly name: TeamName; readonly score: number };

/** A row of a published snapshot, stored under its entry's id. */
export type SnapshotEntry = {
  readonly name: string;
  readonly score: number;
  readonly teamName?: string;
  /** The published photo's version (avatars/{id}); no photo, no field, and the row shows initials. */
  readonly photo?: number;
};
/** A snapshot's row with its id, as a screen shows it (snapshotRows in boards.ts orders them). */
export type SnapshotRow = SnapshotEntry & { readonly id: string };
/**
 * A board's published top 20: its rows keyed by id, so that a publish writes only what changed
 * (a score, a row in or out) and a screen receives only that; `at` is when its rows last changed.
 */
export type BoardSnapshot = {
  readonly at: number;
  readonly rows?: Readonly<Record<string, SnapshotEntry>>;
};

/**
 * When the event's boards were last published, and whether a change since waits for a publish:
 * a commit that moves a board marks it due (see withBoardsDue in boards.ts), and the board
 * publisher, a background function that the marker's creation starts, publishes and clears it.
 */
export type PublishState = { readonly at?: number; readonly due?: true };

const BOARDS_ROOT = 'leaderboards';
const boards = (eventId: string) => `${BOARDS_ROOT}/${seg(eventId)}`;

/** The event whose boards a written path lies under (`leaderboards/{event}/…`), if any. */
export const boardsEventOf = (path: string): string | undefined => {
  const [root, eventId, below] = path.split('/');
  return root === BOARDS_ROOT && below !== undefined ? eventId : undefined;
};

export const boardNodes = {
  /** An attendee board: the whole event, or in-person / online. Keyed by public id. */
  board: indexOn(
    (eventId: string, board: PersonBoard) =>
      node<Readonly<Record<string, BoardEntry>>>(`${boards(eventId)}/${board}`),
    ['score'],
  ),
  entry: (eventId: string, board: PersonBoard, publicId: string) =>
    node<BoardEntry>(`${boards(eventId)}/${board}/${seg(publicId)}`),
  entryField: <F extends keyof BoardEntry>(
    eventId: string,
    board: PersonBoard,
    publicId: string,
    field: F,
  ) =>
    node<Exclude<BoardEntry[F], undefined>>(
      `${boards(eventId)}/${board}/${seg(publicId)}/${field}`,
    ),
  teams: indexOn(
    (eventId: string) => node<Readonly<Record<string, TeamEntry>>>(`${boards(eventId)}/teams`),
    ['score'],
  ),
  team: (eventId: string, team: string) => node<TeamEntry>(`${boards(eventId)}/teams/${seg(team)}`),
  teamName: (eventId: string, team: string) =>
    node<TeamName>(`${boards(eventId)}/teams/${seg(team)}/name`),
  teamScore: (eventId: string, team: string) =>
    node<number>(`${boards(eventId)}/teams/${seg(team)}/score`),
  /** The published top 20 of a board (see boards.ts), what leaderboard screens listen to. */
  snapshot: (eventId: string, board: PersonBoard | 'teams') =>
    node<BoardSnapshot>(`boardSnapshots/${seg(eventId)}/${board}`),
  snapshotAt: (eventId: string, board: PersonBoard | 'teams') =>
    node<number>(`boardSnapshots/${seg(eventId)}/${board}/at`),
  snapshotRow: (eventId: string, board: PersonBoard | 'teams', id: string) =>
    node<SnapshotEntry>(`boardSnapshots/${seg(eventId)}/${board}/rows/${seg(id)}`),
  snapshotField: <F extends keyof SnapshotEntry>(
    eventId: string,
    board: PersonBoard | 'teams',
    id: string,
    field: F,
  ) =>
    node<Exclude<SnapshotEntry[F], undefined>>(
      `boardSnapshots/${seg(eventId)}/${board}/rows/${seg(id)}/${field}`,
    ),
  /** When the event's boards were last published. Server only. */
  publish: (eventId: string) => node<PublishState>(`boardPublish/${seg(eventId)}`),
  /** When each event's boards were last published, and whether they are due. Server only. */
  publishes: () => node<Readonly<Record<string, PublishState>>>('boardPublish'),
  /** Set by a commit that moved the event's boards, cleared by their publisher (see boards.ts). */
  due: (eventId: string) => node<true>(`boardPublish/${seg(eventId)}/due`),
} as const;
