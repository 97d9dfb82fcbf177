import { err, ok, type Result } from './plan.ts';

/**
 * The default table of points and levels. The spec leaves the values open ("not shown"); these
 * are the product's decision, documented in docs/points.md, and an event's organisers may set
 * their own (scoring-table.ts). Only the server applies them: the browser shows them.
 */
export const GAME_CODES = {
  act01: 'network-bingo',
  act02: 'picture-trivia',
  act03: 'rock-paper-scissors',
  act04: 'points',
  act05: 'small-talk',
  act06: 'qr-networking',
} as const;
export type GameCode = keyof typeof GAME_CODES;

/** The games by name, so no code outside the domain spells a game code. */
export const GAME = {
  bingo: 'act01',
  trivia: 'act02',
  rps: 'act03',
  points: 'act04',
  smallTalk: 'act05',
  networking: 'act06',
} as const satisfies Record<string, GameCode>;

export const POINTS = {
  /** Each side of a first QR connection between two attendees. */
  qrConnection: 10,
  /** A scan of a sponsor representative: the visit counts for the sponsor booth. */
  boothVisit: 20,
  /** Completing a game, once per game code. */
  completion: {
    act01: 100,
    act02: 50,
    act03: 30,
    act05: 40,
    act06: 25,
  },
  /** A won rock-paper-scissors match (best of three), once per distinct opponent per event. */
  rpsWin: 20,
  /** A finished small talk (messages from both sides), once per pair of attendees. */
  smallTalk: 15,
  /** A right picture-trivia answer, once per question. */
  triviaRight: 10,
  /** A completed bingo line (row, column or diagonal). */
  bingoLine: 25,
  /** Watching the event's welcome video (welcome-video.ts), once per attendee. */
  welcomeVideo: 20,
  /** Checking in to a session by scanning its code (session-checkin.ts), once per session. */
  sessionCheckIn: 15,
  /** Rating a session one checked in to, once per session. */
  sessionFeedback: 5,
  /** A 1:1 meeting that took place (meetings.ts), each side, once per pair. */
  meeting: 30,
} as const satisfies {
  qrConnection: number;
  boothVisit: number;
  completion: Partial<Record<GameCode, number>>;
  rpsWin: number;
  smallTalk: number;
  triviaRight: number;
  bingoLine: number;
  welcomeVideo: number;
  sessionCheckIn: number;
  sessionFeedback: number;
  meeting: number;
};

export type CompletableGame = keyof typeof POINTS.completion;

/** Level n needs at least LEVEL_THRESHOLDS[n] total points. Level 0 is where everyone starts. */
export const LEVEL_THRESHOLDS = [0, 100, 250, 500, 1_000, 2_000] as const;
export const MAX_LEVEL = LEVEL_THRESHOLDS.length - 1;

/** The highest level the points allow, against the event's thresholds (scoring-table.ts). */
export const levelForPoints = (
  points: number,
  levels: readonly number[] = LEVEL_THRESHOLDS,
): number => {
  let level = 0;
  for (const [index, threshold] of levels.entries()) {
    if (points >= threshold) level = index;
  }
  return level;
};

/** One level at a time; short points give the catalogue's `level-up-short`. */
export const decideLevelUp = (
  currentLevel: number,
  points: number,
  levels: readonly number[] = LEVEL_THRESHOLDS,
): Result<number, 'level-up-short' | 'max-level'> => {
  if (currentLevel >= levels.length - 1) return err('max-level');
  const next = currentLevel + 1;
  const needed = levels[next] ?? Number.POSITIVE_INFINITY;
  return points >= needed ? ok(next) : err('level-up-short');
};
