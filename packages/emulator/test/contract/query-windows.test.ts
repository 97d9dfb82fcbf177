import {
  endAt,
  equalTo,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness, waitFor } from '../harness.ts';

/**
 * Live queries under many writes, through the unmodified SDKs: scores move children in and out
 * of limited windows (with many ties, which order by key, integer keys first), children come and
 * go, and after every write each web client's view must equal a brute-force evaluation of the
 * query over the data as written.
 */
type Board = Record<string, { score?: number; team: string }>;
type Leaves = Record<string, number>;

const KEYS = [
  ...Array.from({ length: 24 }, (_, i) => `p${String(i).padStart(2, '0')}`),
  '3',
  '12',
  '100',
];

/** The SDK's key order, written out plainly: 32-bit integer keys first, numerically, then text. */
const compareKeys = (a: string, b: string): number => {
  const asInt = (key: string) => (/^(0|-?[1-9]\d{0,9})$/.test(key) ? Number(key) : null);
  const [ai, bi] = [asInt(a), asInt(b)];
  if (ai !== null && bi !== null) return ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** A child without a score is indexed by null, which sorts before every number. */
const byScore = (board: Board) => (a: string, b: string) =>
  (board[a]?.score ?? -1) - (board[b]?.score ?? -1) || compareKeys(a, b);

type Case = {
  readonly name: string;
  readonly node: 'board' | 'leaves';
  readonly constraints: QueryConstraint[];
  readonly expected: (board: Board, leaves: Leaves) => string[];
};

const scored = (board: Board, keep: (score: number | undefined, key: string) => boolean) =>
  Object.keys(board)
    .filter((key) => keep(board[key]?.score, key))
    .sort(byScore(board));

const CASES: Case[] = [
  {
    name: 'top 5 by score',
    node: 'board',
    constraints: [orderByChild('score'), limitToLast(5)],
    expected: (board) => scored(board, () => true).slice(-5),
  },
  {
    name: 'bottom 4 by score (children without a score first)',
    node: 'board',
    constraints: [orderByChild('score'), limitToFirst(4)],
    expected: (board) => scored(board, () => true).slice(0, 4),
  },
  {
    name: 'scores 2 to 3, first 6',
    node: 'board',
    constraints: [orderByChild('score'), startAt(2), endAt(3), limitToFirst(6)],
    expected: (board) =>
      scored(board, (score) => score !== undefined && score >= 2 && score <= 3).slice(0, 6),
  },
  {
    name: 'every score equal to 3 (ties by key, no limit)',
    node: 'board',
    constraints: [orderByChild('score'), equalTo(3)],
    expected: (board) => scored(board, (score) => score === 3),
  },
  {
    name: 'after (4, "p10"), last 3',
    node: 'board',
    constraints: [orderByChild('score'), startAfter(4, 'p10'), limitToLast(3)],
    expected: (board) =>
      scored(
        board,
        (score, key) =>
          score !== undefined && (score > 4 || (score === 4 && compareKeys(key, 'p10') > 0)),
      ).slice(-3),
  },
  {
    name: 'keys from "p1", first 5',
    node: 'board',
    constraints: [orderByKey(), startAt('p1'), limitToFirst(5)],
    expected: (board) =>
      Object.keys(board)
        .filter((key) => compareKeys(key, 'p1') >= 0)
        .sort(compareKeys)
        .slice(0, 5),
  },
  {
    name: 'top 4 leaves by value',
    node: 'leaves',
    constraints: [orderByValue(), limitToLast(4)],
    expected: (_board, leaves) =>
      Object.keys(leaves)
        .sort((a, b) => (leaves[a] ?? 0) - (leaves[b] ?? 0) || compareKeys(a, b))
        .slice(-4),
  },
];

/** A small deterministic generator, so a failure replays the same writes. */
const random = (seed: number) => {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
};

let h: Harness;
const board: Board = {};
const leaves: Leaves = {};

beforeAll(async () => {
  h = await startHarness(OPEN_RULES);
  const next = random(7);
  for (const key of KEYS) {
    board[key] = next(5) === 0 ? { team: 'none' } : { score: next(6), team: 'red' };
    leaves[key] = next(6);
  }
  await h.admin.ref().update({ board, leaves });
});
afterAll(() => h.close());

describe('live query windows under many writes', () => {
  it('every web client view equals a brute-force evaluation after each of 150 writes', async () => {
    const db = h.client();
    const views = CASES.map(() => [] as string[]);
    const stops = CASES.map((c, i) =>
      onValue(query(ref(db, c.node), ...c.constraints), (snapshot) => {
        const keys: string[] = [];
        snapshot.forEach((item) => {
          keys.push(item.key ?? '');
        });
        views[i] = keys;
      }),
    );
    const matches = () =>
      CASES.every((c, i) => views[i]?.join() === c.expected(board, leaves).join());
    const explain = () =>
      CASES.map((c, i) => ({ name: c.name, view: views[i], expected: c.expected(board, leaves) }));
    await waitFor(matches).catch(() => expect(explain()).toEqual('initial views to match'));

    const next = random(42);
    for (let step = 0; step < 150; step += 1) {
      const key = KEYS[next(KEYS.length)] ?? 'p00';
      const roll = next(10);
      if (roll < 5) {
        const score = next(6);
        board[key] = { team: board[key]?.team ?? 'red', score };
        await h.admin.ref(`board/${key}/score`).set(score);
      } else if (roll === 5) {
        delete board[key];
        await h.admin.ref(`board/${key}`).remove();
      } else if (roll === 6) {
        const team = board[key]?.team;
        if (team !== undefined) board[key] = { team };
        await h.admin.ref(`board/${key}/score`).remove();
      } else if (roll === 7) {
        const others = [key, KEYS[next(KEYS.length)] ?? 'p01', KEYS[next(KEYS.length)] ?? 'p02'];
        const update: Record<string, number> = {};
        for (const other of others) {
          const score = next(6);
          update[`board/${other}/score`] = score;
          board[other] = { team: board[other]?.team ?? 'green', score };
        }
        await h.admin.ref().update(update);
      } else {
        const value = next(6);
        leaves[key] = value;
        await h.admin.ref(`leaves/${key}`).set(value);
      }
      await waitFor(matches).catch(() =>
        expect({ step, views: explain() }).toEqual(`views to match after write ${step}`),
      );
    }
    for (const stop of stops) stop();
  });
});
