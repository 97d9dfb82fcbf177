import { describe, expect, it } from 'vitest';
import type { QuizRound } from './store/quiz.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { WriteSet } from './plan.ts';
import type { TriviaAnswers } from './store/users-play.ts';
import { decideTriviaAnswer, triviaQuiz, withCompletion } from './trivia.ts';

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
const question = { id: 'q9', exists: true, answer: 'Red' };
/** `n` other questions answered before, as the player's answers node holds them. */
const answered = (n: number): TriviaAnswers | null =>
  n === 0
    ? null
    : Object.fromEntries(Array.from({ length: n }, (_, i) => [`q${i}`, { correct: false, at: 1 }]));
/** A quiz of `total` questions: the ones `answered` names first, this one (q9) last. */
const quiz = (total: number): string[] => [
  ...Array.from({ length: total - 1 }, (_, i) => `q${i}`),
  'q9',
];
/** The answers node after this answer: the ones before plus this question's. */
const after = (n: number, correct: boolean, picked: string) => ({
  ...answered(n),
  q9: { correct, at: NOW, picked, right: 'Red' },
});
/** What an answer tells: the right answer and the pick, with what it paid. */
const told = (picked: string, correct: boolean) => ({
  correct,
  right: 'Red',
  picked,
  awarded: correct ? 10 : 0,
  paid: { right: correct ? 10 : 0, completion: 0 },
});

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
  ])('a right answer (%s) pays 10 and is kept as right', (_name, answer, before, total) => {
    expect(
      decideTriviaAnswer(answered(before), question, quiz(total), player, answer, context()),
    ).toStrictEqual({
      ok: true,
      value: { ...told(answer, true), answered: before + 1, total, complete: false },
      next: after(before, true, answer),
      writes: rightAward(),
    });
  });

  it.each([
    ['a wrong answer', 'Blue'],
    ['an empty answer', ''],
    ['the answer with a letter missing', 'Re'],
  ])('%s pays nothing and is kept as wrong', (_name, answer) => {
    expect(decideTriviaAnswer(null, question, quiz(3), player, answer, context())).toStrictEqual({
      ok: true,
      value: { ...told(answer, false), answered: 1, total: 3, complete: false },
      next: after(0, false, answer),
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
        decideTriviaAnswer(answered(2), question, quiz(3), player, answer, context()),
      ).toStrictEqual({
        ok: true,
        value: { ...told(answer, correct), answered: 3, total: 3, complete: true },
        next: after(2, correct, answer),
        writes: writes(),
      });
    },
  );

  it.each([
    ['a question that does not exist', { id: 'q9', exists: false, answer: 'Red' }],
    ['a question whose answer was never stored', { id: 'q9', exists: true, answer: null }],
    ['neither', { id: 'q9', exists: false, answer: null }],
  ])('%s is not-found, stores nothing', (_name, q) => {
    expect(decideTriviaAnswer(null, q, quiz(3), player, 'Red', context())).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'question',
      writes: NOTHING,
    });
  });

  it.each([[{ correct: true, at: 1 }], [{ correct: false, at: 1 }]])(
    'a question already answered (%j) is refused, right or wrong, and nothing changes',
    (earlier) => {
      expect(
        decideTriviaAnswer({ q9: earlier }, question, quiz(3), player, 'Red', context()),
      ).toStrictEqual({ ok: false, error: 'already-completed', writes: NOTHING });
    },
  );
});

describe('triviaQuiz', () => {
  const questions = { q1: { image: 'a.png' }, q9: { image: 'b.png' }, q3: { image: 'c.png' } };
  it.each([
    [
      'a question of the quiz',
      questions,
      'q9',
      'Red',
      { id: 'q9', exists: true, answer: 'Red' },
      3,
    ],
    ['one not in it', questions, 'q7', null, { id: 'q7', exists: false, answer: null }, 3],
    ['an event with no quiz', null, 'q9', 'Red', { id: 'q9', exists: false, answer: 'Red' }, 0],
  ] as const)('%s', (_name, read, id, answer, question, total) => {
    const quizRead = triviaQuiz(read, id, answer);
    expect(quizRead.question).toStrictEqual(question);
    expect(quizRead.quiz).toHaveLength(total);
  });

  it('decides an answer on the quiz as read: its questions are the answers that complete it', () => {
    const { question: q9, quiz: now } = triviaQuiz(questions, 'q9', 'Red');
    const q1q3 = { q1: { correct: false, at: 1 }, q3: { correct: true, at: 1 } };
    expect(decideTriviaAnswer(q1q3, q9, now, player, 'red', context())).toMatchObject({
      value: { answered: 3, total: 3, complete: true },
    });
  });

  it('takes no answer to a question the live quiz round has still to reveal, and tells nothing', () => {
    const round: QuizRound = {
      id: 'r1',
      state: 'open',
      questions: ['q9', 'q1'],
      index: 0,
      question: { id: 'q9', question: 'Colour?', options: ['Red'], points: 10 },
      openedAt: 1,
      closesAt: 2,
    };
    const { question: q9, quiz: now } = triviaQuiz(questions, 'q9', 'Red', round);
    expect(q9.inLiveQuiz).toBe(true);
    const plan = decideTriviaAnswer(null, q9, now, player, 'red', context());
    expect(plan).toMatchObject({ ok: false, error: 'trivia-in-quiz' });
    expect(plan).not.toHaveProperty('value');
    expect(plan.next).toBeUndefined();
    const revealed = triviaQuiz(questions, 'q9', 'Red', { ...round, state: 'closed' });
    expect(revealed.question).not.toHaveProperty('inLiveQuiz');
  });

  it('an answer to a question deleted since does not count towards completing the quiz', () => {
    const { question: q9, quiz: now } = triviaQuiz(questions, 'q9', 'Red');
    const withDeleted = { q1: { correct: false, at: 1 }, gone: { correct: true, at: 1 } };
    expect(decideTriviaAnswer(withDeleted, q9, now, player, 'red', context())).toMatchObject({
      value: { answered: 2, total: 3, complete: false },
    });
  });
});

describe('a question’s own points', () => {
  const questions = { q9: { image: 'b.png', points: 25 }, q1: { points: 0 }, q2: { points: 'x' } };
  it.each([
    ['its points', 'q9', { id: 'q9', exists: true, answer: 'Red', points: 25 }],
    ['none for points no organiser could store', 'q1', { id: 'q1', exists: true, answer: 'Red' }],
    ['none for points that are no number', 'q2', { id: 'q2', exists: true, answer: 'Red' }],
  ] as const)('the quiz gives %s', (_name, id, question) => {
    expect(triviaQuiz(questions, id, 'Red').question).toStrictEqual(question);
  });

  it('a right answer pays the question’s points, as they stand when it is answered', () => {
    const { question: q9, quiz: now } = triviaQuiz(questions, 'q9', 'Red');
    const plan = decideTriviaAnswer(null, q9, now, player, 'red', context());
    expect(plan).toMatchObject({ value: { correct: true, awarded: 25 } });
    expect(plan.writes).toStrictEqual(
      addAward(
        new WriteSet(),
        profile,
        { key: 'ka', points: 25, reason: 'trivia-right', by: 'system' },
        context(),
      ).writes(),
    );
  });
});

describe('withCompletion', () => {
  const result = { ...told('Red', true), answered: 3, total: 3, complete: true };
  it.each([
    [50, 60],
    [0, 10],
  ])('a completion that paid %i makes the answer pay %i in all', (completion, awarded) => {
    expect(withCompletion(result, { awarded: completion })).toStrictEqual({
      ...result,
      awarded,
      paid: { right: 10, completion },
    });
  });
});
