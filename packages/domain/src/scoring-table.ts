import * as v from 'valibot';
import { type Actor, auditEventChange } from './audit.ts';
import { keySchema } from './entities.ts';
import { accept, type Claim, type Context, claim, refuseField, WriteSet } from './plan.ts';
import { LEVEL_THRESHOLDS, POINTS } from './points.ts';

/**
 * An event's own points and levels: what each award pays and what each level needs. The product's
 * table (points.ts) is the default, and what an event its organisers never changed uses. A change
 * applies to the awards decided after it; awards already paid stay as they were.
 */

/** What each award pays, as POINTS names it. */
export type PointValues = {
  readonly qrConnection: number;
  readonly boothVisit: number;
  readonly completion: {
    readonly act01: number;
    readonly act02: number;
    readonly act03: number;
    readonly act05: number;
    readonly act06: number;
  };
  readonly rpsWin: number;
  readonly smallTalk: number;
  readonly triviaRight: number;
  readonly bingoLine: number;
  readonly welcomeVideo: number;
  readonly sessionCheckIn: number;
  readonly sessionFeedback: number;
  readonly meeting: number;
};

/** An event's table: the points and the levels' thresholds, level 0 first (always 0). */
export type ScoringTable = {
  readonly points: PointValues;
  readonly levels: readonly number[];
};

export const DEFAULT_SCORING: ScoringTable = { points: POINTS, levels: LEVEL_THRESHOLDS };

/**
 * What organisers may set: a point value from nothing to a thousand (a few games' worth: no award
 * outweighs an event); between 2 and 10 levels (a ladder of one step is no ladder, more than ten
 * is more than a day's event climbs), level 0 at 0, each higher than the one before, up to a
 * million points.
 */
export const SCORING_BOUNDS = {
  points: { min: 0, max: 1_000 },
  levels: { min: 2, max: 10 },
  threshold: { max: 1_000_000 },
} as const;

const pointValue = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(SCORING_BOUNDS.points.min),
  v.maxValue(SCORING_BOUNDS.points.max),
);

const rising = (levels: readonly number[]): boolean =>
  levels[0] === 0 && levels.every((value, i) => i === 0 || value > (levels[i - 1] ?? 0));

export const pointValuesSchema = v.strictObject({
  qrConnection: pointValue,
  boothVisit: pointValue,
  completion: v.strictObject({
    act01: pointValue,
    act02: pointValue,
    act03: pointValue,
    act05: pointValue,
    act06: pointValue,
  }),
  rpsWin: pointValue,
  smallTalk: pointValue,
  triviaRight: pointValue,
  bingoLine: pointValue,
  welcomeVideo: pointValue,
  sessionCheckIn: pointValue,
  sessionFeedback: pointValue,
  meeting: pointValue,
});

export const levelsSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCORING_BOUNDS.threshold.max))),
  v.minLength(SCORING_BOUNDS.levels.min),
  v.maxLength(SCORING_BOUNDS.levels.max),
  v.check((levels: number[]) => rising(levels), 'levels start at 0 and rise'),
);

/**
 * The organisers' callable input, here rather than in inputs.ts: that module ships with the web
 * app's first visit, and this one is read only by the console and the server.
 */
export const setScoringInput = v.strictObject({
  eventId: keySchema,
  points: pointValuesSchema,
  levels: levelsSchema,
});
export type SetScoringInput = v.InferOutput<typeof setScoringInput>;

/**
 * The event's table as stored, or the default: the database keeps a list as an object of its
 * indexes, so the levels are read back in index order whichever shape comes. A table stored before
 * a value existed (the session check-in's, the meeting's) pays the default for it until an organiser sets it.
 */
export const scoringOf = (
  stored:
    | {
        readonly points: PointValues;
        readonly levels: readonly number[] | Readonly<Record<string, number>>;
      }
    | null
    | undefined,
): ScoringTable => {
  if (stored === null || stored === undefined) return DEFAULT_SCORING;
  const levels = Array.isArray(stored.levels)
    ? stored.levels
    : Object.entries(stored.levels)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, value]) => value);
  return { points: { ...POINTS, ...stored.points }, levels };
};

/** A table as one flat record (`points.qrConnection`, `levels.2`), so an audit entry names each value. */
const flat = (table: ScoringTable): Record<string, number> => {
  const { completion, ...rest } = table.points;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [`points.${name}`, value])),
    ...Object.fromEntries(
      Object.entries(completion).map(([code, value]) => [`points.completion.${code}`, value]),
    ),
    ...Object.fromEntries(table.levels.map((value, level) => [`levels.${level}`, value])),
  };
};

/**
 * An organiser's table for an event, decided in a transaction on it: only for an event that
 * exists; the values that changed are in the audit log, each old and new (a table never set
 * counts as the default, so the first change reads as a change from it).
 */
export const decideScoring = (
  current: ScoringTable | null,
  input: SetScoringInput,
  event: { readonly exists: boolean },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<ScoringTable, ScoringTable> => {
  if (!event.exists) return refuseField('not-found', 'eventId', 'no such event');
  const next: ScoringTable = { points: input.points, levels: input.levels };
  const writes = new WriteSet();
  auditEventChange(
    writes,
    input.eventId,
    actor,
    'scoring.set',
    { before: flat(scoringOf(current)), after: flat(next) },
    ctx,
  );
  return claim(next, accept(next, writes));
};
