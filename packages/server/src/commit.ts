import { withBoardsDue } from '@engage/domain/boards';
import { DomainError } from '@engage/domain/errors';
import { awardEvent, awardsPaid, decideLevelNotices } from '@engage/domain/level-notices';
import type { Claim, Plan, Writes } from '@engage/domain/plan';
import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import type { Node } from '@engage/domain/store/node';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from './deps.ts';
import { applyPlaced, copyPlaced, databaseAt, type PlacedDeps } from './placed.ts';
import { read } from './read.ts';
import { readScoring } from './scoring.ts';
import { transact } from './transact.ts';

/**
 * The one way a decision reaches the database: its writes in one multi-path update (all or
 * nothing), then the caller's result, or the refusal as a DomainError carrying the catalogue text.
 * Writes that moved an event's boards carry its due marker (withBoardsDue); the board publisher
 * publishes them in the background (see boards.ts), so a call never waits for a publish.
 */
export const commit = async <T>(deps: CommitDeps, plan: Plan<T>): Promise<T> => {
  await updateTellingLevels(deps, plan.writes);
  return resultOf(plan);
};

const resultOf = <T>(plan: Plan<T>): T => {
  if (!plan.ok) throw new DomainError(plan.error, plan.detail, plan.field);
  return plan.value;
};

/** Commits that tell levels later: the telling each started, and the wait for all of them. */
export type LevelsLater = {
  /** As commit, but answers once the writes are made, the level telling still under way. */
  readonly commit: <T>(deps: CommitDeps, plan: Plan<T>) => Promise<T>;
  /** Resolves when every telling started has ended (rejects with the first that failed). */
  readonly told: () => Promise<void>;
};

/**
 * For a call that commits several awards one after another: each award's level telling (the
 * reads after its update, updateTellingLevels) runs beside the call's next steps instead of
 * before them, and the call waits for all of it before it answers. What is told does not change:
 * each telling still reads the totals after its own award, and levelNoticed's transaction tells a
 * level once whichever telling sees it first.
 */
export const levelsLater = (): LevelsLater => {
  const telling: Promise<void>[] = [];
  return {
    commit: async (deps, plan) => {
      await applyPlaced(deps, marksBoards(deps) ? withBoardsDue(plan.writes) : plan.writes);
      const tell = tellLevels(deps, plan.writes);
      // Handled here, so a telling that fails before the call waits is not an unhandled
      // rejection; told() still rejects with it.
      tell.catch(() => undefined);
      telling.push(tell);
      return resultOf(plan);
    },
    told: async () => {
      await Promise.all(telling);
    },
  };
};

/**
 * Each attendee the writes paid an award is told of every level their total reached since the
 * last told (decideLevelNotices, in a transaction there), against the total read after the award:
 * so every award path tells, and a level is told once however awards interleave. An award that
 * reaches no level (most) costs one round of reads after its update, and writes nothing.
 */
const updateTellingLevels = async (deps: CommitDeps, writes: Writes): Promise<void> => {
  await applyPlaced(deps, marksBoards(deps) ? withBoardsDue(writes) : writes);
  await tellLevels(deps, writes);
};

/** The level notices the writes just made call for (see updateTellingLevels). */
const tellLevels = async (deps: CommitDeps, writes: Writes): Promise<void> => {
  if (deps.now === undefined) return;
  const newId = () => deps.db.ref().push().key ?? String(deps.now?.());
  const paid = [...awardsPaid(writes).keys()];
  if (paid.length === 0) return;
  // The levels are the event's own (scoring-table.ts), read beside the totals.
  const eventId = awardEvent(writes);
  const scoring = eventId === null ? DEFAULT_SCORING : readScoring(deps, eventId);
  await Promise.all(
    paid.map(async (key) => {
      const [noticed, total, level, { levels }] = await Promise.all([
        read(deps, userNodes.levelNoticed(key)),
        read(deps, userNodes.totalPoints(key)),
        read(deps, userNodes.level(key)),
        scoring,
      ]);
      const asRead = { key, level: level ?? 0, total: total ?? 0, notifications: [] };
      if (decideLevelNotices(noticed, asRead, { newId }, levels).value.levels.length === 0) return;
      const notifications = Object.keys((await read(deps, userNodes.notifications(key))) ?? {});
      await commitClaim(deps, userNodes.levelNoticed(key), (current) =>
        decideLevelNotices(current, { ...asRead, notifications }, { newId }, levels),
      );
    }),
  );
};

/**
 * The database, and the clock when the plan may move scores: the handlers' and jobs' commits
 * (they have a clock) mark boards due, the tools' own writes (seeds, fixtures) do not.
 */
export type CommitDeps = PlacedDeps & Partial<Pick<Deps, 'now' | 'boardInterval'>>;

const marksBoards = (deps: CommitDeps): boolean =>
  deps.now !== undefined && deps.boardInterval !== false;

/**
 * A decision that must see the current value of one path and change it atomically (a claim, a
 * counter with a limit, a balance): `decide` runs inside a transaction there, as often as the
 * database retries it; what it decided last is committed: `next` at the path (undefined leaves it
 * as it is), then the plan's other writes in one update, then the result or the refusal.
 */
export const commitClaim = async <C, T>(
  deps: CommitDeps,
  node: Node<C>,
  decide: (current: C | null) => Claim<T, NoInfer<C>>,
  /** How the decided plan's other writes are committed (commitInRoom for a room's). */
  commitRest: (deps: CommitDeps, plan: Plan<T>) => Promise<T> = commit,
): Promise<T> => commitRest(deps, await claimAt(deps, node, decide));

/**
 * The transaction half of commitClaim: `next` stored at the path, and the decision answered with
 * its other writes not yet made (the caller commits it), for a test to stop a call between them.
 */
export const claimAt = async <C, T>(
  deps: CommitDeps,
  node: Node<C>,
  decide: (current: C | null) => Claim<T, NoInfer<C>>,
): Promise<Claim<T, C>> => {
  let decided: Claim<T, C> | undefined;
  const result = await transact(databaseAt(deps, node), node, (current) => {
    decided = decide(current);
    return decided.next;
  });
  if (decided === undefined) throw new Error(`no decision was made for ${node}`);
  if (decided.next !== undefined && !result.committed)
    throw new Error(`the claim at ${node} did not commit`);
  if (decided.next !== undefined) await copyPlaced(deps, node, result.value);
  return decided;
};
