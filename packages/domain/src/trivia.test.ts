import { describe, expect, it } from 'vitest';
import { type AwardProfile, addAward } from './awards.ts';
import { WriteSet } from './plan.ts';
import { decideTriviaAnswer } from './trivia.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const profile: AwardProfile = {
  eventId: 'summit',
  teamName: 'AGILE',
  name: 'Ann',
  publicId: 'p-ann',
};
const player = { key: 'ka', profile };
const question = { exists: true, answer: 'Red' };

describe('decideTriviaAnswer', () => {
  const rightAward = () =>
    addAward(
      new WriteSet(),
      profile,
      { key: 'ka', points: 10, reason: 'trivia-right', by: 'system' },
      context(),
    ).writes();

  it.each([
    ['the answer as stored', 'Red', 0, 3],
    ['another case, with spaces around', '  rED ', 1, 3],
  ])('a right answer (%s) pays 10 and is kept as right', (_name, answer, answered, total) => {
    expect(
      decideTriviaAnswer(null, question, { answered, total }, player, answer, context()),
    ).toStrictEqual({
      ok: true,
      value: { correct: true, awarded: 10, answered: answered + 1, total, complete: false },
      next: { correct: true, at: NOW },
      writes: rightAward(),
    });
  });

  it.each([
    ['a wrong answer', 'Blue'],
    ['an empty answer', ''],
    ['the answer with a letter missing', 'Re'],
  ])('%s pays nothing and is kept as wrong', (_name, answer) => {
    expect(
      decideTriviaAnswer(null, question, { answered: 0, total: 3 }, player, answer, context()),
    ).toStrictEqual({
      ok: true,
      value: { correct: false, awarded: 0, answered: 1, total: 3, complete: false },
      next: { correct: false, at: NOW },
      writes: NOTHING,
    });
  });

  it.each([
    ['right', 'red', true, rightAward],
    ['wrong', 'blue', false, () => NOTHING],
  ] as const)(
    'the last question answered (%s) completes the game',
    (_name, answer, correct, writes) => {
      expect(
        decideTriviaAnswer(null, question, { answered: 2, total: 3 }, player, answer, context()),
      ).toStrictEqual({
        ok: true,
        value: { correct, awarded: correct ? 10 : 0, answered: 3, total: 3, complete: true },
        next: { correct, at: NOW },
        writes: writes(),
      });
    },
  );

  it.each([
    ['a question that does not exist', { exists: false, answer: 'Red' }],
    ['a question whose answer was never stored', { exists: true, answer: null }],
    ['neither', { exists: false, answer: null }],
  ])('%s is not-found, stores nothing', (_name, q) => {
    expect(
      decideTriviaAnswer(null, q, { answered: 0, total: 3 }, player, 'Red', context()),
    ).toStrictEqual({ ok: false, error: 'not-found', detail: 'question', writes: NOTHING });
  });

  it.each([[{ correct: true }], [{ correct: false }]])(
    'a question already answered (%j) is refused, right or wrong, and nothing changes',
    (earlier) => {
      expect(
        decideTriviaAnswer(earlier, question, { answered: 1, total: 3 }, player, 'Red', context()),
      ).toStrictEqual({ ok: false, error: 'already-completed', writes: NOTHING });
    },
  );
});
