import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Accepted, Claim, Refused } from './plan.ts';
import { POINTS } from './points.ts';
import {
  answerQuizInput,
  awaitsQuizReveal,
  decideQuizAnswer,
  decideQuizRound,
  QUIZ,
  quizPoints,
  quizRoundInput,
  standings,
} from './quiz.ts';
import type { StoredTriviaQuestion } from './store/events.ts';
import type { QuizRound } from './store/quiz.ts';
import { organiserNodes } from './store/organisers.ts';
import { userNodes } from './store/users.ts';

const ORGANISER = { by: 'b3Jn', email: 'org@example.com' };

const ctx = (now: number) => {
  let n = 0;
  return { now, newId: () => `id${++n}` };
};
const TRIVIA: Record<string, StoredTriviaQuestion> = {
  summit__b: { question: 'Second?', options: ['x', 'y'], order: 2, points: 20 },
  summit__a: {
    question: 'First?',
    image: 'https://x.test/a.png',
    options: { 0: 'Cat', 1: 'Dog' },
    order: 1,
  },
  summit__c: { question: 'Third?', options: ['p', 'q'], order: 3 },
};
const read = (over: Partial<Parameters<typeof decideQuizRound>[2]> = {}) => ({
  eventId: 'summit',
  trivia: TRIVIA,
  right: 'Cat',
  tally: null,
  ...over,
});
const T0 = 1_000_000;
const CLOSES = T0 + QUIZ.seconds * 1000;
const OPEN: QuizRound = {
  id: 'r1',
  state: 'open',
  questions: ['summit__a', 'summit__b', 'summit__c'],
  index: 0,
  question: {
    id: 'summit__a',
    question: 'First?',
    image: 'https://x.test/a.png',
    options: ['Cat', 'Dog'],
    points: POINTS.triviaRight,
  },
  openedAt: T0,
  closesAt: CLOSES,
};
const player = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' },
} as const;

const accepted = <T, C>(plan: Claim<T, C>): Accepted<T> & { next?: C | null } => {
  if (!plan.ok) throw new Error(`refused: ${plan.error}`);
  return plan;
};
const refused = <T, C>(plan: Claim<T, C>): Refused & { next?: C | null } => {
  if (plan.ok) throw new Error('accepted');
  return plan;
};

describe('quizPoints: base * (0.5 + 0.5 * remaining / total), rounded', () => {
  it.each([
    [10, 20_000, 20_000, 10],
    [10, 10_000, 20_000, 8],
    [10, 0, 20_000, 5],
    [20, 15_000, 20_000, 18],
    [10, -5, 20_000, 5],
    [10, 30_000, 20_000, 10],
    [10, 1, 0, 5],
  ])('base %i, %i ms of %i left: %i', (base, remaining, total, points) => {
    expect(quizPoints(base, remaining, total)).toBe(points);
  });

  it('pays a faster right answer more, never less than half', () => {
    for (let left = 0; left < 20_000; left += 250)
      expect(quizPoints(10, left + 250, 20_000)).toBeGreaterThanOrEqual(
        quizPoints(10, left, 20_000),
      );
    expect(quizPoints(100, 0, 20_000)).toBe(100 * QUIZ.floor);
  });
});

describe('decideQuizRound', () => {
  it('starts with the event’s first question in the quiz’s order, on the server’s clock', () => {
    const plan = accepted(decideQuizRound(null, 'start', read(), ORGANISER, ctx(T0)));
    expect(plan.next).toEqual({ ...OPEN, id: 'id1' });
    expect(plan.value.round).toEqual(plan.next);
    expect(plan.next).not.toHaveProperty('right');
  });

  it(`takes at most ${QUIZ.maxQuestions} questions`, () => {
    const many = Object.fromEntries(
      Array.from({ length: 14 }, (_, i) => [`q${i}`, { question: `Q${i}`, options: ['a'] }]),
    );
    const plan = accepted(
      decideQuizRound(null, 'start', read({ trivia: many }), ORGANISER, ctx(T0)),
    );
    expect(plan.next?.questions).toHaveLength(QUIZ.maxQuestions);
    expect(plan.next?.questions[1]).toBe('q1');
  });

  it('pays the event’s points for a right answer when the question names none', () => {
    const plain = { q: { question: 'Colour?', options: ['a', 'b'] } as StoredTriviaQuestion };
    const house = accepted(
      decideQuizRound(null, 'start', read({ trivia: plain }), ORGANISER, ctx(T0)),
    );
    expect(house.next?.question.points).toBe(POINTS.triviaRight);
    const event = accepted(
      decideQuizRound(null, 'start', read({ trivia: plain, triviaRight: 75 }), ORGANISER, ctx(T0)),
    );
    expect(event.next?.question.points).toBe(75);
  });

  it('asks a question stored without options with none', () => {
    const bare = { q: { question: 'Colour?' } as StoredTriviaQuestion };
    const plan = accepted(
      decideQuizRound(null, 'start', read({ trivia: bare }), ORGANISER, ctx(T0)),
    );
    expect(plan.next?.question.options).toEqual([]);
  });

  it.each([
    ['start with no questions', null, 'start', read({ trivia: null }), T0, 'quiz-empty'],
    ['start beside a live round', OPEN, 'start', read(), T0, 'quiz-live'],
    ['reveal with none live', null, 'reveal', read(), T0, 'illegal-transition'],
    ['next after the end', { ...OPEN, state: 'ended' }, 'next', read(), T0, 'illegal-transition'],
    ['reveal before the countdown ends', OPEN, 'reveal', read(), CLOSES - 1, 'quiz-open'],
    ['next before the reveal', OPEN, 'next', read(), CLOSES + 1, 'quiz-open'],
  ] as const)('refuses to %s', (_what, round, action, facts, now, code) => {
    const plan = refused(decideQuizRound(round, action, facts, ORGANISER, ctx(now)));
    expect(plan.error).toBe(code);
    expect(plan.next).toBeUndefined();
  });

  it('reveals the right option and the top 5 once the question closed', () => {
    const tally = Object.fromEntries(
      ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus'].map((name, i) => [
        `k${i}`,
        { name, points: i === 6 ? 0 : 10 + (i % 3) },
      ]),
    );
    const plan = accepted(decideQuizRound(OPEN, 'reveal', read({ tally }), ORGANISER, ctx(CLOSES)));
    expect(plan.next).toEqual({
      ...OPEN,
      state: 'closed',
      right: 'Cat',
      top: [
        { name: 'Cy', points: 12 },
        { name: 'Fay', points: 12 },
        { name: 'Bo', points: 11 },
        { name: 'Ed', points: 11 },
        { name: 'Ann', points: 10 },
      ],
    });
  });

  it('changes nothing when asked to reveal a question already revealed (every screen asks)', () => {
    const closed: QuizRound = { ...OPEN, state: 'closed', right: 'Cat', top: [] };
    const plan = accepted(decideQuizRound(closed, 'reveal', read(), ORGANISER, ctx(CLOSES + 5)));
    expect(plan.value.round).toBe(closed);
    expect(plan.next).toBeUndefined();
    expect(plan.writes).toEqual({ sets: {}, increments: {} });
  });

  it.each([
    ['start', null, 'start', T0, 'quiz.start', null],
    ['reveal', OPEN, 'reveal', CLOSES, 'quiz.reveal', 'open'],
    ['next', { ...OPEN, state: 'closed', right: 'Cat' }, 'next', CLOSES, 'quiz.next', 'closed'],
    ['end', OPEN, 'end', T0, 'quiz.end', 'open'],
    [
      'next past the last',
      { ...OPEN, index: 2, state: 'closed' },
      'next',
      CLOSES,
      'quiz.end',
      'closed',
    ],
  ] as const)(
    'records the %s in the event’s audit log, by whom',
    (_what, round, action, now, logged, was) => {
      const plan = accepted(
        decideQuizRound(
          round,
          action,
          read({ tally: { a: { name: 'Ann', points: 9 } } }),
          ORGANISER,
          ctx(now),
        ),
      );
      const entries = Object.entries(plan.writes.sets).filter(([path]) =>
        path.startsWith(organiserNodes.audit({ kind: 'event', id: 'summit' })),
      );
      expect(entries).toHaveLength(1);
      const [, entry] = entries[0] ?? [];
      expect(entry).toMatchObject({
        by: ORGANISER.by,
        email: ORGANISER.email,
        action: logged,
        target: plan.next?.id,
      });
      const before = JSON.parse((entry as { before: string }).before) as { stage?: string } | null;
      const after = JSON.parse((entry as { after: string }).after) as Record<string, unknown>;
      expect(before?.stage ?? null).toBe(was);
      expect(after.question).toBe(
        `${(plan.next?.index ?? 0) + 1}. ${plan.next?.question.question}`,
      );
      if (logged === 'quiz.reveal') expect(after.answer).toBe('Cat');
      if (logged === 'quiz.end') expect(after.podium).toEqual(['Ann (9)']);
    },
  );

  it('reveals without an option when the question lost its answer', () => {
    const plan = accepted(
      decideQuizRound(OPEN, 'reveal', read({ right: null }), ORGANISER, ctx(CLOSES)),
    );
    expect(plan.next).not.toHaveProperty('right');
    expect(plan.next?.top).toEqual([]);
  });

  it('opens the next question, skipping one deleted since, and clears the reveal', () => {
    const closed: QuizRound = { ...OPEN, state: 'closed', right: 'Cat', top: [] };
    const { summit__b: _gone, ...trivia } = TRIVIA;
    const plan = accepted(
      decideQuizRound(closed, 'next', read({ trivia }), ORGANISER, ctx(T0 + 60_000)),
    );
    expect(plan.next).toEqual({
      ...OPEN,
      index: 2,
      question: { id: 'summit__c', question: 'Third?', options: ['p', 'q'], points: 10 },
      openedAt: T0 + 60_000,
      closesAt: T0 + 60_000 + QUIZ.seconds * 1000,
    });
  });

  it('ends the round with the podium after the last question, or when the organiser ends it', () => {
    const tally = { a: { name: 'Ann', points: 9 }, b: { name: 'Bo', points: 19 } };
    const last: QuizRound = { ...OPEN, index: 2, state: 'closed', right: 'p' };
    const end = accepted(decideQuizRound(last, 'next', read({ tally }), ORGANISER, ctx(CLOSES)));
    expect(end.next).toEqual({
      ...last,
      state: 'ended',
      endedAt: CLOSES,
      top: [
        { name: 'Bo', points: 19 },
        { name: 'Ann', points: 9 },
      ],
    });
    const early = accepted(decideQuizRound(OPEN, 'end', read(), ORGANISER, ctx(T0)));
    expect(early.next?.state).toBe('ended');
    expect(early.next).not.toHaveProperty('right');
  });

  it('starts a new round once the last one ended', () => {
    const plan = accepted(
      decideQuizRound({ ...OPEN, state: 'ended' }, 'start', read(), ORGANISER, ctx(T0)),
    );
    expect(plan.next?.state).toBe('open');
  });
});

describe('decideQuizAnswer', () => {
  const input = { roundId: 'r1', index: 0, answer: ' cat ' };

  it('pays a right answer by its speed, through the ledger and the round’s tally', () => {
    const plan = accepted(decideQuizAnswer(null, OPEN, 'Cat', input, player, ctx(T0 + 5_000)));
    expect(plan.value).toEqual({ roundId: 'r1', index: 0 });
    expect(plan.next).toEqual({ picked: 'Cat', at: T0 + 5_000, points: 9 });
    expect(plan.writes.sets[userNodes.ledgerEntry('ka', 'id1')]).toMatchObject({
      points: 9,
      reason: 'quiz-right',
    });
    expect(plan.writes.increments).toMatchObject({
      [userNodes.totalPoints('ka')]: 9,
      'quizTallies/summit/r1/ka/points': 9,
    });
    expect(plan.writes.sets['quizTallies/summit/r1/ka/name']).toBe('Ada');
  });

  it('pays the faster of two right answers more', () => {
    const fast = accepted(decideQuizAnswer(null, OPEN, 'Cat', input, player, ctx(T0 + 500)));
    const slow = accepted(decideQuizAnswer(null, OPEN, 'Cat', input, player, ctx(T0 + 12_000)));
    expect(fast.next?.points).toBe(10);
    expect(slow.next?.points).toBe(7);
  });

  it('takes a wrong answer, paying nothing', () => {
    const plan = accepted(
      decideQuizAnswer(null, OPEN, 'Cat', { ...input, answer: 'Dog' }, player, ctx(T0)),
    );
    expect(plan.next).toEqual({ picked: 'Dog', at: T0, points: 0 });
    expect(plan.writes).toEqual({ sets: {}, increments: {} });
  });

  it.each([
    ['no round', null, input, null, CLOSES, 'not-found'],
    ['another round', OPEN, { ...input, roundId: 'r0' }, null, T0, 'not-found'],
    ['an answer after the countdown', OPEN, input, null, CLOSES + 1, 'quiz-closed'],
    ['an answer once revealed', { ...OPEN, state: 'closed' }, input, null, T0, 'quiz-closed'],
    ['an answer to another question', OPEN, { ...input, index: 1 }, null, T0, 'quiz-closed'],
    ['a second answer', OPEN, input, { picked: 'Dog', at: T0, points: 0 }, T0, 'quiz-answered'],
    ['an answer not an option', OPEN, { ...input, answer: 'Cow' }, null, T0, 'invalid-argument'],
  ] as const)('refuses %s', (_what, round, answer, before, now, code) => {
    const plan = refused(decideQuizAnswer(before, round, 'Cat', answer, player, ctx(now)));
    expect(plan.error).toBe(code);
    expect(plan.writes).toEqual({ sets: {}, increments: {} });
    expect(plan.next).toBeUndefined();
  });

  it('refuses any answer to a question stored without options', () => {
    const { options: _none, ...bare } = OPEN.question;
    const round = { ...OPEN, question: bare };
    const plan = refused(decideQuizAnswer(null, round, 'Cat', input, player, ctx(T0)));
    expect(plan.error).toBe('invalid-argument');
  });

  it('takes the last instant of the countdown, at half the points', () => {
    const plan = accepted(decideQuizAnswer(null, OPEN, 'Cat', input, player, ctx(CLOSES)));
    expect(plan.next?.points).toBe(5);
  });
});

describe('quiz inputs and standings', () => {
  it.each([
    [quizRoundInput, { eventId: 'summit', action: 'start' }, true],
    [quizRoundInput, { eventId: 'summit', action: 'skip' }, false],
    [answerQuizInput, { roundId: 'r1', index: 0, answer: 'Cat' }, true],
    [answerQuizInput, { roundId: 'r1', index: QUIZ.maxQuestions, answer: 'Cat' }, false],
    [answerQuizInput, { roundId: 'r1', index: 0, answer: '  ' }, false],
    [answerQuizInput, { roundId: 'r/1', index: 0, answer: 'Cat' }, false],
  ] as const)('%#: valid %j is %s', (schema, input, valid) => {
    expect(v.safeParse(schema, input).success).toBe(valid);
  });

  it('ranks nobody from an empty tally', () => {
    expect(standings(null, 5)).toEqual([]);
  });
});

describe('awaitsQuizReveal: a live round’s question the trivia game does not take yet', () => {
  it.each([
    ['no round', null, 'summit__a', false],
    ['the open question', OPEN, 'summit__a', true],
    ['a question to come', OPEN, 'summit__c', true],
    ['the revealed question', { ...OPEN, state: 'closed' }, 'summit__a', false],
    ['one to come after a reveal', { ...OPEN, state: 'closed' }, 'summit__b', true],
    ['one asked before', { ...OPEN, index: 1 }, 'summit__a', false],
    ['a question of no round', OPEN, 'other', false],
    ['any, once ended', { ...OPEN, state: 'ended' }, 'summit__c', false],
  ] as const)('%s: %s', (_what, round, id, held) => {
    expect(awaitsQuizReveal(round, id)).toBe(held);
  });
});
