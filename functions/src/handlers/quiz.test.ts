import { QUIZ } from '@engage/domain/quiz';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { quizNodes } from '@engage/domain/store/quiz';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { answerTrivia } from './games.ts';
import { answerQuiz, quizRound } from './quiz.ts';

/**
 * A live quiz round through the real handlers against the emulator: the organiser's steps, the
 * answers taken once and only in time by the server's clock, the reveal, the points in the ledger.
 */
const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [eventNodes.question(EVENT, `${EVENT}__q1`)]: {
          question: 'Colour?',
          options: ['red', 'blue'],
          order: 1,
        },
        [eventNodes.answer(EVENT, `${EVENT}__q1`)]: 'red',
        [eventNodes.question(EVENT, `${EVENT}__q2`)]: {
          question: 'Shape?',
          options: ['round', 'square'],
          order: 2,
          points: 20,
        },
        [eventNodes.answer(EVENT, `${EVENT}__q2`)]: 'square',
      });
  },
});
const T0 = 5_000_000;
const at = (time: number, instance = 0): Deps => ({ ...h.stack().deps(instance), now: () => time });
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const CLOSES = T0 + QUIZ.seconds * 1000;

const ledger = async (name: string) =>
  Object.values(
    ((await h.read(userNodes.ledger(h.key(name)))) ?? {}) as Record<
      string,
      { reason: string; points: number }
    >,
  ).filter((entry) => entry.reason === 'quiz-right');

describe('a live quiz round', () => {
  it('runs a round: two answers, the faster right one paid more, the reveal, the podium', async () => {
    const { round } = await quizRound(at(T0), { eventId: EVENT, action: 'start' }, organiser);
    expect(round).toMatchObject({ state: 'open', index: 0, closesAt: CLOSES });
    expect(await h.read(quizNodes.round(EVENT))).not.toHaveProperty('right');
    const answer = { roundId: round.id, index: 0, answer: 'red' };
    await Promise.all([
      answerQuiz(at(T0 + 1_000, 0), answer, caller('ann')),
      answerQuiz(at(T0 + 15_000, 1), answer, caller('bob')),
    ]);
    await expect(
      quizRound(at(CLOSES - 1), { eventId: EVENT, action: 'reveal' }, organiser),
    ).rejects.toMatchObject({ code: 'quiz-open' });
    const revealed = await quizRound(at(CLOSES), { eventId: EVENT, action: 'reveal' }, organiser);
    expect(revealed.round).toMatchObject({
      state: 'closed',
      right: 'red',
      top: [
        { name: 'Test User', points: 10 },
        { name: 'Test User', points: 6 },
      ],
    });
    // The panel and the projector both ask at the countdown's end: the second changes nothing.
    const again = await quizRound(
      at(CLOSES + 2, 1),
      { eventId: EVENT, action: 'reveal' },
      organiser,
    );
    expect(again.round).toEqual(revealed.round);
    expect(await ledger('ann')).toEqual([expect.objectContaining({ points: 10 })]);
    expect(await ledger('bob')).toEqual([expect.objectContaining({ points: 6 })]);
    const next = await quizRound(at(CLOSES + 5), { eventId: EVENT, action: 'next' }, organiser);
    expect(next.round).toMatchObject({ state: 'open', index: 1 });
    expect(next.round).not.toHaveProperty('right');
    const end = await quizRound(at(CLOSES + 9), { eventId: EVENT, action: 'end' }, organiser);
    expect(end.round).toMatchObject({ state: 'ended', top: [{ points: 10 }, { points: 6 }] });
    const log = Object.values(
      ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
        string,
        { action: string; target: string }
      >,
    );
    expect(log.map((entry) => entry.action).sort()).toEqual(
      ['quiz.end', 'quiz.next', 'quiz.reveal', 'quiz.start'].sort(),
    );
    expect(log.every((entry) => entry.target === round.id)).toBe(true);
  });

  it('refuses an answer after the countdown and a second answer, by the server’s clock', async () => {
    const { round } = await quizRound(at(T0), { eventId: EVENT, action: 'start' }, organiser);
    const answer = { roundId: round.id, index: 0, answer: 'blue' };
    await expect(answerQuiz(at(CLOSES + 1), answer, caller('bob'))).rejects.toMatchObject({
      code: 'quiz-closed',
    });
    await answerQuiz(at(T0 + 10), answer, caller('ann'));
    await expect(
      answerQuiz(at(T0 + 20), { ...answer, answer: 'red' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'quiz-answered' });
    expect(await ledger('ann')).toEqual([]);
    expect(await h.read(quizNodes.answer(EVENT, round.id, 0, h.key('ann')))).toEqual({
      picked: 'blue',
      at: T0 + 10,
      points: 0,
    });
  });

  it('keeps a live round’s answers from the trivia game until each is revealed', async () => {
    const { round } = await quizRound(at(T0), { eventId: EVENT, action: 'start' }, organiser);
    const ask = (questionId: string) =>
      answerTrivia(at(T0 + 5), { questionId, answer: 'blue' }, caller('ann'));
    // The question on screen, and the one to come: the trivia game would tell their answers.
    for (const id of round.questions)
      await expect(ask(id)).rejects.toMatchObject({ code: 'trivia-in-quiz' });
    expect(await h.read(userNodes.triviaAnswers(h.key('ann')))).toBeNull();
    // Once revealed, the first is the trivia game's again; the second still waits for its turn.
    await quizRound(at(CLOSES), { eventId: EVENT, action: 'reveal' }, organiser);
    await expect(
      answerTrivia(at(CLOSES + 1), { questionId: `${EVENT}__q1`, answer: 'blue' }, caller('ann')),
    ).resolves.toMatchObject({ correct: false, right: 'red' });
    await expect(
      answerTrivia(at(CLOSES + 1), { questionId: `${EVENT}__q2`, answer: 'round' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'trivia-in-quiz' });
  });

  it('lets only the event’s organisers step the round', async () => {
    await expect(
      quizRound(at(T0), { eventId: EVENT, action: 'start' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(
      quizRound(
        at(T0),
        { eventId: EVENT, action: 'start' },
        caller('x', { organiser: '|e:other|' }),
      ),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.read(quizNodes.round(EVENT))).toBeNull();
  });
});
