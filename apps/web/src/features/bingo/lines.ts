import type { BingoSquare } from '@engage/domain/games';

const SIDE = 3;

/** The index sets of a 3 × 3 card's lines: rows, columns and the two diagonals. */
const LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2].map((row) => [0, 1, 2].map((col) => row * SIDE + col)),
  ...[0, 1, 2].map((col) => [0, 1, 2].map((row) => row * SIDE + col)),
  [0, 4, 8],
  [2, 4, 6],
];

/**
 * Which squares sit on a completed line, to light them up. The server counts the lines and pays
 * for them; this only decides what the screen highlights.
 */
export const squaresOnLines = (squares: readonly BingoSquare[]): ReadonlySet<number> =>
  new Set(
    LINES.filter((line) => line.every((index) => squares[index]?.filledBy !== undefined)).flat(),
  );
