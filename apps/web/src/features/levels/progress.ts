import { LEVEL_THRESHOLDS, levelForPoints } from '@engage/domain/points';

type LevelProgress = {
  readonly level: number;
  /** The next level and the points it needs; absent at the highest level. */
  readonly next?: { readonly level: number; readonly threshold: number };
  /** Points earned since the current level's threshold, and how many the next level needs. */
  readonly gained: number;
  readonly span: number;
  /** The points allow a level up now (the server still decides). */
  readonly ready: boolean;
};

/** Where the attendee stands between their level and the next, from the event's thresholds. */
export const levelProgress = (
  level: number,
  points: number,
  levels: readonly number[] = LEVEL_THRESHOLDS,
): LevelProgress => {
  const top = levels.length - 1;
  const floor = levels[Math.min(level, top)] ?? 0;
  const threshold = level < top ? levels[level + 1] : undefined;
  if (threshold === undefined) return { level, gained: 0, span: 0, ready: false };
  const span = threshold - floor;
  return {
    level,
    next: { level: level + 1, threshold },
    gained: Math.min(span, Math.max(0, points - floor)),
    span,
    ready: levelForPoints(points, levels) > level,
  };
};
