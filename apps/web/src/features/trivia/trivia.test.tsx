import type { TriviaAnswer } from '@engage/domain/games';
import type { StoredTriviaAnswer } from '@engage/domain/store/users-play';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ANN, annTree, EVENT_ID, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { CORS, callable, STORAGE } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';

const QUESTIONS = {
  q1: {
    image: 'picture_trivia/q1/picture.png',
    question: 'Which colour is this?',
    options: ['red', 'blue'],
  },
  q2: {
    image: 'picture_trivia/q2/picture.png',
    question: 'Which shape is this?',
    options: ['round', 'square'],
  },
  q10: {
    image: 'picture_trivia/q10/picture.png',
    question: 'Which animal is this?',
    options: ['cat', 'dog'],
  },
};

const withTrivia = (answers: Record<string, StoredTriviaAnswer> = {}) =>
  annTree({
    mine: { games: { act02: { answers } } },
    rest: { trivia: { [EVENT_ID]: QUESTIONS } },
  });

/** The picture's download address, as Storage answers it. */
const pictures = () =>
  http.get(`${STORAGE}/:name`, ({ params }) =>
    HttpResponse.json(
      { name: String(params.name), bucket: 'demo-engage.appspot.com', downloadTokens: 'token-1' },
      { headers: CORS },
    ),
  );

const answered = (outcome: Partial<TriviaAnswer>): TriviaAnswer => ({
  correct: true,
  right: 'red',
  picked: 'red',
  awarded: 10,
  paid: { right: 10, completion: 0 },
  answered: 1,
  total: 3,
  complete: false,
  ...outcome,
});

const answerCall = (outcome: TriviaAnswer, seen: unknown[] = []) =>
  http.post('http://127.0.0.1:5001/demo-engage/us-central1/answerTrivia', async ({ request }) => {
    seen.push(((await request.json()) as { data: unknown }).data);
    return HttpResponse.json({ result: outcome }, { headers: CORS });
  });

const answerPath = (id: string) => `users/${ANN.key}/games/act02/answers/${id}`;

describe('picture trivia', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('shows the first question with its picture and options, and a right answer in words', async () => {
    const database = serveDatabase(withTrivia());
    const seen: unknown[] = [];
    server.use(pictures(), answerCall(answered({ correct: true, awarded: 10 }), seen));
    await renderApp('/trivia');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeDefined();
    expect(screen.getByText('Answered 0 of 3')).toBeDefined();
    expect(screen.getByText('Which colour is this?')).toBeDefined();
    const picture = screen.getByRole('img', { name: 'Picture for question 1' });
    await waitFor(() => expect(picture.getAttribute('src')).toContain('token=token-1'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'red' }));
    expect(
      await screen.findByText('Right: it is red. +10 points for the right answer.'),
    ).toBeDefined();
    expect(seen).toEqual([{ questionId: 'q1', answer: 'red' }]);
    expect(screen.getByRole('button', { name: 'blue' }).hasAttribute('disabled')).toBe(true);
    // The server records the answer; the list marks it.
    database.set(answerPath('q1'), { correct: true, at: 1 });
    expect(await screen.findByRole('button', { name: 'Question 1: right' })).toBeDefined();
    expect(screen.getByText('Answered 1 of 3')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeDefined();
  });

  it('says a wrong answer in words, with no points', async () => {
    serveDatabase(withTrivia());
    server.use(
      pictures(),
      answerCall(
        answered({ correct: false, picked: 'blue', awarded: 0, paid: { right: 0, completion: 0 } }),
      ),
    );
    await renderApp('/trivia');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'blue' }));
    expect(
      await screen.findByText('Not this time: it is red, you picked blue. No points for this one.'),
    ).toBeDefined();
  });

  it('says a wrong last answer and the completion apart, never as the answer earning points', async () => {
    serveDatabase(withTrivia({ q1: { correct: true, at: 1 }, q2: { correct: true, at: 2 } }));
    server.use(
      pictures(),
      answerCall(
        answered({
          correct: false,
          right: 'cat',
          picked: 'dog',
          awarded: 50,
          paid: { right: 0, completion: 50 },
          answered: 3,
          complete: true,
        }),
      ),
    );
    await renderApp('/trivia');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'dog' }));
    expect(
      await screen.findByText(
        'Not this time: it is cat, you picked dog. +50 points for completing picture trivia.',
      ),
    ).toBeDefined();
  });

  it('shows the pick and the right answer of a question answered before, as the server kept them', async () => {
    serveDatabase(withTrivia({ q1: { correct: false, at: 1, picked: 'blue', right: 'red' } }));
    server.use(pictures());
    await renderApp('/trivia');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Question 1: wrong' }));
    expect(
      await screen.findByText('You answered this one: wrong. It is red, you picked blue.'),
    ).toBeDefined();
  });

  it('opens on the first open question, in order (q2 before q10), with answered ones marked', async () => {
    serveDatabase(withTrivia({ q1: { correct: false, at: 1 } }));
    server.use(pictures());
    await renderApp('/trivia');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeDefined();
    expect(screen.getByText('Which shape is this?')).toBeDefined();
    const steps = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Question 1: wrong',
      'Question 2',
      'Question 3',
    ]);
    await userEvent.setup().click(steps[0] as HTMLElement);
    expect(await screen.findByText('You answered this one: wrong.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'red' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the game is complete, with the bonus, after the last answer', async () => {
    const database = serveDatabase(
      withTrivia({ q1: { correct: true, at: 1 }, q2: { correct: true, at: 2 } }),
    );
    server.use(
      pictures(),
      answerCall(
        answered({
          correct: true,
          right: 'cat',
          picked: 'cat',
          awarded: 60,
          paid: { right: 10, completion: 50 },
          answered: 3,
          complete: true,
        }),
      ),
    );
    await renderApp('/trivia');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'cat' }));
    expect(
      await screen.findByText(
        'Right: it is cat. +60 points (10 for the right answer, 50 for completing picture trivia).',
      ),
    ).toBeDefined();
    database.set(answerPath('q10'), { correct: true, at: 3 });
    expect((await screen.findByText(/^Picture trivia complete/)).textContent).toBe(
      'Picture trivia complete: you answered all 3 questions and got 3 right. +50 points for completing picture trivia.',
    );
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
  });

  it('shows a refusal in the catalogue’s words', async () => {
    serveDatabase(withTrivia());
    server.use(
      pictures(),
      callable.refuse(
        'answerTrivia',
        'FAILED_PRECONDITION',
        'already-completed',
        'You have already completed this game.',
      ),
    );
    await renderApp('/trivia');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'red' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already completed this game.',
    );
  });

  it('says it is loading the questions until they arrive', async () => {
    const database = serveDatabase(withTrivia());
    server.use(pictures());
    const release = database.hold(`trivia/${EVENT_ID}`);
    await renderApp('/trivia', { waitForLoad: false });
    expect(await screen.findByText('Loading the questions…')).toBeDefined();
    release();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeDefined();
  });

  it('says so when the event has no questions', async () => {
    serveDatabase(annTree());
    await renderApp('/trivia');
    expect(
      await screen.findByText('There are no trivia questions for your event yet. Come back later.'),
    ).toBeDefined();
  });
});
