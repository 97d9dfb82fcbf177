import type { Board } from '../../lib/firebase/leaderboard.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The order the projector shows its boards in: people, teams, then the two attendance modes. */
export const ROTATION: readonly Board[] = ['all', 'teams', 'in_person', 'online'];
/** Long enough to find oneself on a board of 20 from across a hall. */
export const ROTATION_MS = 15_000;

/** Each board's title on the projector, and its short name in the list of boards in turn. */
export const boardTitles = i18n('boardTitles', {
  all: 'Top 20 attendees',
  teams: 'Teams',
  in_person: 'Top 20 in the room',
  online: 'Top 20 online',
  allShort: 'attendees',
  teamsShort: 'Teams',
  in_personShort: 'in the room',
  onlineShort: 'online',
} satisfies Record<Board | `${Board}Short`, string>);

/**
 * The board after `current`: the next one in ROTATION that has scores to show (an empty board is
 * skipped, not shown as a blank screen); `current` again when no other board has any.
 */
export const nextBoard = (current: Board, hasScores: (board: Board) => boolean): Board => {
  const from = ROTATION.indexOf(current);
  for (let step = 1; step <= ROTATION.length; step += 1) {
    const board = ROTATION[(from + step) % ROTATION.length];
    if (board !== undefined && hasScores(board)) return board;
  }
  return current;
};
