import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { QuizRound } from '@engage/domain/store/quiz';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { QuizPlay } from './quiz-play.tsx';

const open = (): QuizRound => ({
  id: 'r1',
  state: 'open',
  questions: ['q1', 'q2'],
  index: 0,
  question: { id: 'q1', question: 'Which colour?', options: ['Red', 'Blue'], points: 10 },
  openedAt: Date.now(),
  closesAt: Date.now() + 20_000,
});

/**
 * Each test's own event: the database client keeps what an earlier test's listener (still open in
 * its query client) last heard, so a round at the same path could show in the next test.
 */
let event = '';
let events = 0;
beforeEach(() => {
  events += 1;
  event = `summit-${events}`;
});

/** The tree with the event's round, and the callable; records what each answer sent. */
const serve = (round: QuizRound | null, tree: Record<string, unknown> = {}) => {
  const sent: unknown[] = [];
  testDatabase.reset({
    ...annTree(),
    ...(round === null ? {} : { quizRounds: { [event]: round } }),
    ...tree,
  });
  server.use(
    callable.options(),
    callable.answer('answerQuiz', (data) => {
      sent.push(data);
      return { roundId: 'r1', index: 0 };
    }),
  );
  return sent;
};

describe('QuizPlay', () => {
  signedInAs('uid-ann', 'ann@example.com');

  it('shows the question and countdown, and takes one answer', async () => {
    const sent = serve(open());
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    await screen.findByRole('heading', { name: 'Which colour?' });
    expect(screen.getByText('Question 1 of 2')).toBeDefined();
    const left = /^(\d+) s left$/.exec(screen.getByRole('timer').textContent ?? '')?.[1];
    expect(Number(left)).toBeGreaterThan(10);
    expect(Number(left)).toBeLessThanOrEqual(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Blue' }));
    expect(await screen.findByText('Answer taken: Blue. Wait for the reveal.')).toBeDefined();
    expect(sent).toEqual([{ roundId: 'r1', index: 0, answer: 'Blue' }]);
    expect((screen.getByRole('button', { name: 'Red' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a reloaded phone the pick the server took, and takes no second one', async () => {
    const taken = { picked: 'Red', at: Date.now(), points: 10 };
    const sent = serve(open(), { quizAnswers: { [event]: { r1: { 0: { ann_key: taken } } } } });
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect(await screen.findByText('Answer taken: Red. Wait for the reveal.')).toBeDefined();
    const red = screen.getByRole('button', { name: 'Red' });
    expect(red.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Blue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('says after the reveal whether the pick taken before a reload was right', async () => {
    const taken = { picked: 'Blue', at: Date.now(), points: 10 };
    serve(
      { ...open(), state: 'closed', right: 'Blue', top: [] },
      { quizAnswers: { [event]: { r1: { 0: { ann_key: taken } } } } },
    );
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect(await screen.findByText('Right! The answer was Blue.')).toBeDefined();
  });

  it('shows a late answer’s refusal in the catalogue’s words', async () => {
    serve({ ...open(), closesAt: Date.now() - 1_000 });
    server.use(
      callable.refuse(
        'answerQuiz',
        'FAILED_PRECONDITION',
        'quiz-closed',
        ERROR_MESSAGES['quiz-closed'],
      ),
    );
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect((await screen.findByRole('timer')).textContent).toBe('Time is up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Red' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ERROR_MESSAGES['quiz-closed']);
  });

  const TOP = [
    { name: 'Ann', points: 10 },
    { name: 'Bob', points: 7 },
  ];

  it('shows the answer and the top 5 once revealed', async () => {
    serve({ ...open(), state: 'closed', right: 'Blue', top: TOP });
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect(
      await screen.findByText('The answer was Blue. You did not answer this one.'),
    ).toBeDefined();
    const list = screen.getByRole('list', { name: 'Top 5 of the round' });
    expect(list.textContent).toBe('1Ann102Bob7');
  });

  it('shows the podium at the end', async () => {
    serve({ ...open(), state: 'ended', top: TOP, endedAt: Date.now() });
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect(await screen.findByRole('heading', { name: 'The round is over' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Podium' }).textContent).toBe('1Ann102Bob7');
  });

  it('says when no round is live', async () => {
    serve(null);
    await renderInRouter(<QuizPlay eventId={event} userKey="ann_key" />);
    expect(await screen.findByText(/No quiz round is live/)).toBeDefined();
  });
});
