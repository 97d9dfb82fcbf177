import { describe, expect, it } from 'vitest';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';
import type { WriteTriviaInput } from './inputs-console.ts';
import {
  decideTriviaOrder,
  inQuizOrder,
  planTriviaDelete,
  planTriviaWrite,
  type Quiz,
} from './trivia-edit.ts';

const ID = 'summit__q1';
const IMAGE = `picture_trivia/${ID}/p.png`;
const question = {
  image: IMAGE,
  question: 'Which colour?',
  options: ['Red', 'Blue', 'Green'],
  points: 25,
};
const input = (over: Partial<WriteTriviaInput> = {}): WriteTriviaInput => ({
  eventId: 'summit',
  questionId: ID,
  question,
  right: 1,
  ...over,
});
const seeded = { image: 'picture_trivia/summit-q1/p.png', question: 'Old?', options: ['a', 'b'] };
const quiz: Quiz = {
  'summit-q1': seeded,
  [ID]: { ...question, order: 2 },
  summit__q3: { ...question, image: 'picture_trivia/summit__q3/p.png', order: 7 },
};

describe('planTriviaWrite', () => {
  it('writes a new question last, its right option where no client reads it, and audits it', () => {
    expect(
      planTriviaWrite(input(), { quiz: { 'summit-q1': seeded }, answer: null }, ACTOR, ids()),
    ).toStrictEqual({
      ok: true,
      value: { id: ID },
      writes: {
        sets: {
          [`trivia/summit/${ID}`]: { ...question, order: 1 },
          [`triviaAnswers/summit/${ID}`]: 'Blue',
          'audit/events/summit/id1': audit('content.write', `trivia/${ID}`, null, {
            ...question,
            order: 1,
            rightAnswerChanged: true,
          }),
        },
        increments: {},
      },
    });
  });

  it.each([
    ['an empty quiz', null, 1],
    ['a quiz ordered up to 7', quiz, 8],
  ] as const)('puts the first new question of %s at %i', (_name, read, order) => {
    const id = 'summit__new';
    const plan = planTriviaWrite(
      input({ questionId: id, question: { ...question, image: `picture_trivia/${id}/x.webp` } }),
      { quiz: read, answer: null },
      ACTOR,
      ids(),
    );
    expect(plan.writes.sets[`trivia/summit/${id}`]).toMatchObject({ order });
  });

  it.each([
    ['keeps its place and, named again, its right option', quiz, 'Blue', 1, { order: 2 }, false],
    [
      'keeps the right option it had when none is named',
      quiz,
      'blue',
      undefined,
      { order: 2 },
      false,
    ],
    ['changes the right option', quiz, 'Red', 1, { order: 2 }, true],
  ] as const)('an edit %s', (_name, read, stored, answer, placed, changed) => {
    const plan = planTriviaWrite(
      answer === undefined ? { ...input(), right: undefined } : input({ right: answer }),
      { quiz: read, answer: stored },
      ACTOR,
      ids(),
    );
    expect(plan).toMatchObject({ ok: true, value: { id: ID } });
    expect(plan.writes.sets[`trivia/summit/${ID}`]).toStrictEqual({ ...question, ...placed });
    expect(plan.writes.sets[`triviaAnswers/summit/${ID}`]).toBe('Blue');
    expect(plan.writes.sets['audit/events/summit/id1']).toStrictEqual(
      audit(
        'content.write',
        `trivia/${ID}`,
        { ...question, order: 2 },
        { ...question, ...placed, rightAnswerChanged: changed },
      ),
    );
  });

  it('an edit of a question stored without a place leaves it without one', () => {
    const image = 'picture_trivia/summit-q1/p.png';
    const plan = planTriviaWrite(
      input({ questionId: 'summit-q1', question: { ...question, image }, right: 0 }),
      { quiz, answer: 'a' },
      ACTOR,
      ids(),
    );
    expect(plan.writes.sets['trivia/summit/summit-q1']).toStrictEqual({ ...question, image });
  });

  it.each([
    [
      'a new id not named after its event',
      input({
        questionId: 'expo__q1',
        question: { ...question, image: 'picture_trivia/expo__q1/p.png' },
      }),
      { quiz, answer: null },
      'invalid-argument',
      'questionId',
    ],
    [
      'a new id of the seed’s kind',
      input({
        questionId: 'summit-q9',
        question: { ...question, image: 'picture_trivia/summit-q9/p.png' },
      }),
      { quiz, answer: null },
      'invalid-argument',
      'questionId',
    ],
    [
      'another question’s picture',
      input({ question: { ...question, image: 'picture_trivia/summit__q3/p.png' } }),
      { quiz, answer: 'Blue' },
      'invalid-path',
      'image',
    ],
    [
      'an event picture',
      input({ question: { ...question, image: 'media/summit/logo.png' } }),
      { quiz, answer: 'Blue' },
      'invalid-path',
      'image',
    ],
    [
      'a right option past the list',
      input({ right: 3 }),
      { quiz, answer: 'Blue' },
      'invalid-argument',
      'right',
    ],
    [
      'a new question that names no right option',
      { ...input(), right: undefined },
      { quiz: null, answer: null },
      'invalid-argument',
      'right',
    ],
    [
      'an edit that removed the right option and names none',
      { ...input(), right: undefined },
      { quiz, answer: 'Purple' },
      'invalid-argument',
      'right',
    ],
  ] as const)('refuses %s, naming the field', (_name, given, read, error, field) => {
    expect(planTriviaWrite(given, read, ACTOR, ids())).toMatchObject({
      ok: false,
      error,
      field,
      writes: NOTHING,
    });
  });
});

describe('planTriviaDelete', () => {
  it.each([
    ['its own picture with it', { ...question, order: 2 }, IMAGE],
    ['no picture of another folder', { ...question, image: 'media/summit/x.png' }, null],
    ['no picture when it had none', { question: 'Q?', options: ['a', 'b'] }, null],
  ] as const)('removes the question and its answer, and %s', (_name, before, picture) => {
    expect(planTriviaDelete('summit', ID, before, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { id: ID, picture },
      writes: {
        sets: {
          [`trivia/summit/${ID}`]: null,
          [`triviaAnswers/summit/${ID}`]: null,
          'audit/events/summit/id1': audit('content.delete', `trivia/${ID}`, before, null),
        },
        increments: {},
      },
    });
  });

  it('removing a question that is not there is not-found', () => {
    expect(planTriviaDelete('summit', ID, null, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'question',
      writes: NOTHING,
    });
  });
});

describe('decideTriviaOrder', () => {
  it('places every question as listed, and audits the order before and after', () => {
    const order = ['summit__q3', 'summit-q1', ID];
    expect(decideTriviaOrder('summit', quiz, order, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { eventId: 'summit' },
      writes: {
        sets: {
          'trivia/summit/summit__q3/order': 1,
          'trivia/summit/summit-q1/order': 2,
          [`trivia/summit/${ID}/order`]: 3,
          'audit/events/summit/id1': audit(
            'content.write',
            'trivia/order',
            ['summit-q1', ID, 'summit__q3'],
            order,
          ),
        },
        increments: {},
      },
    });
  });

  it.each([
    ['a question left out', quiz, ['summit-q1', ID]],
    ['a question twice', quiz, ['summit-q1', ID, ID]],
    ['a question of no quiz', quiz, ['summit-q1', ID, 'expo__q1']],
    ['an event without questions', null, [ID]],
  ] as const)('refuses %s', (_name, read, order) => {
    expect(decideTriviaOrder('summit', read, order, ACTOR, ids())).toMatchObject({
      ok: false,
      error: 'invalid-argument',
      field: 'order',
      writes: NOTHING,
    });
  });
});

describe('inQuizOrder', () => {
  it('puts unordered questions first, then by place; ties by id, numbers as numbers', () => {
    const questions = [
      { id: 'q10' },
      { id: 'b', order: 2 },
      { id: 'q2' },
      { id: 'a', order: 1 },
      { id: 'c', order: 2 },
    ];
    expect(inQuizOrder(questions).map((q) => q.id)).toEqual(['q2', 'q10', 'a', 'b', 'c']);
  });
});
