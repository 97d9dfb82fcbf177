import { countLines } from '@engage/domain/bingo';
import { POINTS } from '@engage/domain/points';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { answerTrivia, startBingo } from './games.ts';
import { updateProfile } from './people.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [eventNodes.question(EVENT, 'test-q1')]: {
          image: 'p.png',
          question: 'Colour?',
          options: ['red', 'blue'],
        },
        [eventNodes.question(EVENT, 'test-q2')]: {
          image: 'q.png',
          question: 'Shape?',
          options: ['round', 'square'],
        },
        [eventNodes.answer(EVENT, 'test-q1')]: 'red',
        [eventNodes.answer(EVENT, 'test-q2')]: 'square',
      });
  },
});
const stack = () => h.stack();
const read = h.read;

describe('picture trivia', () => {
  it('checks answers on the server, once per question, and completes the game with the last', async () => {
    expect(
      await answerTrivia(stack().deps(), { questionId: 'test-q1', answer: ' Red ' }, caller('ann')),
    ).toEqual({
      correct: true,
      right: 'red',
      picked: ' Red ',
      awarded: POINTS.triviaRight,
      paid: { right: POINTS.triviaRight, completion: 0 },
      answered: 1,
      total: 2,
      complete: false,
    });
    await expect(
      answerTrivia(stack().deps(), { questionId: 'test-q1', answer: 'blue' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'already-completed' });
    expect(
      await answerTrivia(stack().deps(), { questionId: 'test-q2', answer: 'round' }, caller('ann')),
    ).toEqual({
      correct: false,
      right: expect.any(String),
      picked: 'round',
      awarded: POINTS.completion.act02,
      paid: { right: 0, completion: POINTS.completion.act02 },
      answered: 2,
      total: 2,
      complete: true,
    });
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(
      POINTS.triviaRight + POINTS.completion.act02,
    );
    await expect(
      answerTrivia(stack().deps(), { questionId: 'nope', answer: 'x' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('picture trivia, answers at once', () => {
  it('two accounts each answering both questions at once: one answer is the last, the game is paid once', async () => {
    const answers = [
      ['ann', 'test-q1', 'red'],
      ['bob', 'test-q1', 'blue'],
      ['ann', 'test-q2', 'square'],
      ['bob', 'test-q2', 'square'],
    ] as const;
    const results = await Promise.all(
      answers.map(([name, questionId, answer], i) =>
        answerTrivia(stack().deps(i), { questionId, answer }, caller(name)),
      ),
    );
    for (const name of ['ann', 'bob']) {
      const mine = results.filter((_, i) => answers[i]?.[0] === name);
      // One of the two saw the other's answer: counts 1 and 2, exactly one completes the game.
      expect(mine.map((r) => r.answered).sort()).toEqual([1, 2]);
      expect(mine.filter((r) => r.complete)).toHaveLength(1);
      expect(await read(userNodes.gameComplete(h.key(name), 'act02'))).toBe(true);
    }
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(
      2 * POINTS.triviaRight + POINTS.completion.act02,
    );
    expect(await read(userNodes.totalPoints(h.key('bob')))).toBe(
      POINTS.triviaRight + POINTS.completion.act02,
    );
  });
});

describe('network bingo', () => {
  it('makes a card from the traits of other attendees, and a connection fills a square', async () => {
    const card = await startBingo(stack().deps(), {}, caller('ann'));
    expect(card.squares).toHaveLength(9);
    expect(card.squares.map((s) => s.trait)).toContain('department-r&d');
    expect(await startBingo(stack().deps(), {}, caller('ann'))).toEqual(card);
    const bob = await issueQrToken(stack().deps(), {}, caller('bob'));
    const result = await awardConnection(stack().deps(), { qr: bob.qr }, caller('ann'));
    expect(result.bingoSquare).toBeDefined();
    // The same square with what a screen tells it from: a card dealt now keeps its kind.
    expect(result.filledSquare).toMatchObject({
      label: result.bingoSquare,
      kind: expect.any(String),
    });
    const stored = (await read(userNodes.bingo(h.key('ann')))) as {
      squares: { filledBy?: string }[];
    };
    expect(stored.squares.filter((s) => s.filledBy === 'Test User')).toHaveLength(1);
  });

  it('judges squares on the traits partners had when the card was dealt', async () => {
    // Someone at the event works in Sales, so a card may have that square.
    await stack()
      .deps()
      .db.ref()
      .update({
        [eventNodes.traitField(EVENT, 'department-sales', 'count')]: 1,
        [eventNodes.traitField(EVENT, 'department-sales', 'label')]: 'Works in Sales',
      });
    const card = await startBingo(stack().deps(), {}, caller('ann'));
    expect(card.squares.map((s) => s.trait)).toContain('department-sales');
    // Every other square is filled already: Sales is the only one left to fill.
    const squares = card.squares.map((s) =>
      s.trait === 'department-sales' ? s : { ...s, filledBy: 'Someone' },
    );
    await stack()
      .deps()
      .db.ref(userNodes.bingo(h.key('ann')))
      .update({ squares, lines: countLines(squares) });
    // After the deal, Bob edits his department to match the square.
    await updateProfile(
      stack().deps(),
      { name: 'Bob', company: 'Acme', department: 'Sales', color: 'blue' },
      caller('bob'),
    );
    const bob = await issueQrToken(stack().deps(), {}, caller('bob'));
    const result = await awardConnection(stack().deps(), { qr: bob.qr }, caller('ann'));
    expect(result.bingoSquare).toBeUndefined();
    expect(result.paid.bingo).toBe(0);
    const stored = (await read(userNodes.bingo(h.key('ann')))) as {
      squares: { trait: string; filledBy?: string }[];
      dealtAt?: number;
    };
    expect(stored.dealtAt).toEqual(expect.any(Number));
    expect(stored.squares.find((s) => s.trait === 'department-sales')?.filledBy).toBeUndefined();
  });
});
