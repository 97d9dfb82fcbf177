import { QUIZ } from '@engage/domain/quiz';
import { eventNodes } from '@engage/domain/store/events';
import { node } from '@engage/domain/store/node';
import { quizNodes } from '@engage/domain/store/quiz';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

const QUESTION = `${OTHER_EVENT}__live-quiz`;

/**
 * A live quiz round from the web SDK, on the kit's second event (a question of its own, the round
 * ended and the question deleted afterwards, so no other attack sees them): attendees answer
 * twice at once, after the countdown, from another event, start or write the round themselves,
 * or read others' answers and the tally, or learn a live question's answer from the trivia game;
 * the organiser reveals early, or twice.
 */
export const quizAttacks = (kit: AttackKit): void => {
  describe('a live quiz round', () => {
    let roundId = '';
    beforeAll(async () => {
      await kit.organiser.call('adminWriteTrivia', {
        eventId: OTHER_EVENT,
        questionId: QUESTION,
        question: {
          image: storagePaths.pictureTrivia(QUESTION, 'p.png'),
          question: 'Which colour?',
          options: ['red', 'blue'],
          points: 10,
        },
        right: 0,
      });
      // A round left live by an earlier run ends first.
      const live = await kit.admin.read(quizNodes.round(OTHER_EVENT));
      if (live !== null && live.state !== 'ended')
        await kit.organiser.call('adminQuizRound', { eventId: OTHER_EVENT, action: 'end' });
      const { round } = await kit.organiser.call('adminQuizRound', {
        eventId: OTHER_EVENT,
        action: 'start',
      });
      roundId = round.id;
    });
    afterAll(async () => {
      await kit.organiser.call('adminQuizRound', { eventId: OTHER_EVENT, action: 'end' });
      await kit.organiser.call('adminDeleteTrivia', { eventId: OTHER_EVENT, questionId: QUESTION });
    });

    it('two answers at once from one attendee: one is taken, paid once', async () => {
      const ann = await kit.attendee('quiz-twice', OTHER_EVENT);
      const answers = await Promise.allSettled(
        ['red', 'red', 'blue'].map((answer) =>
          ann.client.call('answerQuiz', { roundId, index: 0, answer }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
      expect(
        await Promise.all(
          answers
            .filter((answer) => answer.status === 'rejected')
            .map((answer) => refusal(Promise.reject(answer.reason))),
        ),
      ).toEqual(['quiz-answered', 'quiz-answered']);
      const ledger = Object.values((await kit.admin.read(userNodes.ledger(ann.key))) ?? {});
      expect(ledger.filter((entry) => entry.reason === 'quiz-right').length).toBeLessThanOrEqual(1);
      // Her answer is hers to read (a reloaded phone shows it), nobody else's: not another
      // attendee's, not an organiser's, not the question's list of answers.
      const own = quizNodes.answer(OTHER_EVENT, roundId, 0, ann.key);
      expect(await ann.client.read(own)).toMatchObject({ picked: expect.any(String) });
      const eve = await kit.attendee('quiz-peeker', OTHER_EVENT);
      expect(
        await Promise.all(
          [
            eve.client.read(own),
            kit.organiser.read(own),
            eve.client.read(node<unknown>(own.slice(0, own.lastIndexOf('/')))),
          ].map(refusal),
        ),
      ).toEqual(Array(3).fill('PERMISSION_DENIED'));
    });

    it('an attendee writes no round, reads no answer nor tally, and starts no round', async () => {
      const mallory = await kit.attendee('quiz-forger', OTHER_EVENT);
      const paths = [quizNodes.round(OTHER_EVENT), userNodes.ledger(mallory.key)];
      const before = await kit.admin.readAll(paths);
      const db = mallory.client.db;
      expect(
        await Promise.all(
          [
            set(ref(db, `${quizNodes.round(OTHER_EVENT)}/closesAt`), Date.now() + 3_600_000),
            set(ref(db, `${quizNodes.round(OTHER_EVENT)}/right`), 'red'),
            set(ref(db, quizNodes.answer(OTHER_EVENT, roundId, 0, mallory.key)), null),
            set(ref(db, quizNodes.tallyField(OTHER_EVENT, roundId, mallory.key, 'points')), 999),
          ].map(refusal),
        ),
      ).toEqual(Array(4).fill('PERMISSION_DENIED'));
      expect(
        await Promise.all(
          [
            mallory.client.read(quizNodes.tally(OTHER_EVENT, roundId)),
            mallory.client.read(eventNodes.answers(OTHER_EVENT)),
          ].map(refusal),
        ),
      ).toEqual(Array(2).fill('PERMISSION_DENIED'));
      // The round itself is hers to read, without its right option while it takes answers.
      expect(await mallory.client.read(quizNodes.round(OTHER_EVENT))).not.toHaveProperty('right');
      for (const action of ['start', 'reveal', 'next', 'end'])
        expect(
          await refusal(mallory.client.callRaw('adminQuizRound', { eventId: OTHER_EVENT, action })),
          action,
        ).toBe('not-admin');
      expect(await kit.admin.readAll(paths)).toEqual(before);
    });

    it('an attendee of another event answers no round of this one and reads none', async () => {
      const bob = await kit.attendee('quiz-outsider', DEMO_EVENT_ID);
      const before = await kit.admin.readAll([userNodes.ledger(bob.key)]);
      // His answer goes to his own event's round: there is none by that id.
      expect(
        await refusal(bob.client.callRaw('answerQuiz', { roundId, index: 0, answer: 'red' })),
      ).toBe('not-found');
      expect(
        await refusal(
          bob.client.callRaw('answerQuiz', {
            roundId,
            index: 0,
            answer: 'red',
            eventId: OTHER_EVENT,
          }),
        ),
      ).toBe('invalid-argument');
      expect(await refusal(bob.client.read(quizNodes.round(OTHER_EVENT)))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await kit.admin.readAll([userNodes.ledger(bob.key)])).toEqual(before);
    });

    it('an answer after the countdown is refused by the server’s clock', {
      timeout: QUIZ.seconds * 1000 + 30_000,
    }, async () => {
      const late = await kit.attendee('quiz-late', OTHER_EVENT);
      const round = await kit.admin.read(quizNodes.round(OTHER_EVENT));
      const wait = (round?.closesAt ?? 0) - Date.now() + 1_500;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      expect(
        await refusal(late.client.callRaw('answerQuiz', { roundId, index: 0, answer: 'red' })),
      ).toBe('quiz-closed');
      expect(await kit.admin.read(quizNodes.answer(OTHER_EVENT, roundId, 0, late.key))).toBeNull();
      expect(await kit.admin.read(userNodes.ledger(late.key))).toBeNull();
      // Now due: revealed once, however many screens ask.
      const first = await kit.organiser.call('adminQuizRound', {
        eventId: OTHER_EVENT,
        action: 'reveal',
      });
      const again = await kit.organiser.call('adminQuizRound', {
        eventId: OTHER_EVENT,
        action: 'reveal',
      });
      expect(first.round).toMatchObject({ state: 'closed', right: expect.any(String) });
      // The same round as stored (the database keeps no empty top list).
      const { top: _top, ...revealed } = first.round;
      expect(again.round).toMatchObject(revealed);
    });

    it('the organiser cannot reveal a question before its countdown ends', async () => {
      const round = await kit.admin.read(quizNodes.round(OTHER_EVENT));
      // Runs after the late answer's wait: the next question (none left: the round ends) is
      // the only step; a fresh round's reveal is refused while its countdown runs.
      if (round !== null && round.state !== 'ended')
        await kit.organiser.call('adminQuizRound', { eventId: OTHER_EVENT, action: 'end' });
      const { round: fresh } = await kit.organiser.call('adminQuizRound', {
        eventId: OTHER_EVENT,
        action: 'start',
      });
      expect(
        await refusal(
          kit.organiser.callRaw('adminQuizRound', { eventId: OTHER_EVENT, action: 'reveal' }),
        ),
      ).toBe('quiz-open');
      const stored = await kit.admin.read(quizNodes.round(OTHER_EVENT));
      expect(stored).toMatchObject({ id: fresh.id, state: 'open' });
      expect(stored).not.toHaveProperty('right');
    });

    it('the trivia game tells no answer of a live round’s question, open or to come', async () => {
      // The round the test before left open asks the event's trivia questions; the trivia game
      // tells the right option of a question it takes, so it takes none the round has not shown.
      const round = await kit.admin.read(quizNodes.round(OTHER_EVENT));
      expect(round?.state).toBe('open');
      const peeker = await kit.attendee('quiz-trivia-peeker', OTHER_EVENT);
      const coming = round?.questions.slice(round.index) ?? [];
      expect(coming.length).toBeGreaterThan(0);
      for (const questionId of coming)
        expect(
          await refusal(peeker.client.callRaw('answerTrivia', { questionId, answer: 'blue' })),
          questionId,
        ).toBe('trivia-in-quiz');
      expect(await kit.admin.read(userNodes.triviaAnswers(peeker.key))).toBeNull();
    });
  });
};
