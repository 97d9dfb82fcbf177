import { QUIZ } from '@engage/domain/quiz';
import type { QuizRound } from '@engage/domain/store/quiz';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  fitsWidth,
  ORGANISER,
  PASSWORD,
  signIn,
} from './helpers.ts';

// A live quiz round on an event of its own: the organiser (laptop) starts it from the console,
// two attendees answer on 390 px phones, the faster right one earns more, a late answer is
// refused by the server, and the projector (a third screen) shows the question and its countdown,
// the answer with the round's top 5, and the podium.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const SCREEN = { width: 1920, height: 1080 };

const quizLedger = async (key: string) =>
  Object.values(
    (await adminRead<Record<string, { reason: string; points: number }>>(`ledger/${key}`)) ?? {},
  ).filter((entry) => entry.reason === 'quiz-right');

/** An attendee on a phone, signed in, on the quiz through the home screen's link. */
const phoneOn = async (email: string, eventId: string): Promise<[BrowserContext, Page]> => {
  const context = await browser().newContext({ viewport: PHONE });
  const page = await context.newPage();
  keepLog(page);
  await signIn(page, email, PASSWORD, eventId);
  return [context, page];
};

const fitsScreen = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth <= window.innerWidth &&
      document.documentElement.scrollHeight <= window.innerHeight,
  );

describe('a live quiz round', () => {
  it('an organiser runs it, two phones answer, the projector shows it', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('live-quiz', stamp, `Quiz live ${stamp}`);
    const people = await Promise.all(
      ['Ann', 'Ben'].map(async (name) => {
        const email = `quiz-${name.toLowerCase()}-${stamp}@example.com`;
        const who = await registerAttendee({
          email,
          name: `${name} ${stamp}`,
          eventId,
          invitationCode: code,
        });
        return { ...who, email, name: `${name} ${stamp}` };
      }),
    );
    const [ann, ben] = people as [(typeof people)[0], (typeof people)[0]];
    for (const [i, [text, options]] of [
      ['Which colour is the sky?', ['Green', 'Blue', 'Red']],
      ['Which shape rolls?', ['Square', 'Circle']],
    ].entries())
      await callAs(ORGANISER, 'adminWriteTrivia', {
        eventId,
        questionId: `${eventId}__q${i + 1}`,
        question: {
          image: `picture_trivia/${eventId}__q${i + 1}/picture.png`,
          question: text,
          options,
          points: 40,
        },
        right: 1,
      });
    // An attendee cannot start a round from a script.
    expect(await callWith(ann.token, 'adminQuizRound', { eventId, action: 'start' })).toEqual({
      code: 'not-admin',
    });

    // The projector, a third screen, shows the boards until a round starts.
    const screenContext = await browser().newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    keepLog(screen);
    await signIn(screen, ORGANISER, PASSWORD, eventId);
    await screen.goto(`${APP}/leaderboard-old?event=${eventId}`);
    await screen.locator('.kiosk-header').waitFor({ timeout: 30_000 });

    const [annContext, annPhone] = await phoneOn(ann.email, eventId);
    const [benContext, benPhone] = await phoneOn(ben.email, eventId);
    // Before the round: home links to no quiz, and the quiz screen says none is live.
    await annPhone.goto(`${APP}/?event=${eventId}`);
    await annPhone
      .getByText(/You are in team|Hello /)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await annPhone.getByRole('link', { name: 'Play the quiz' }).count()).toBe(0);
    for (const phone of [annPhone, benPhone]) {
      await phone.goto(`${APP}/quiz?event=${eventId}`);
      await phone.getByText(/No quiz round is live/).waitFor({ timeout: 30_000 });
    }

    // The organiser starts the round from the console; the phones show it by themselves. Ann
    // answers at once, Ben seconds later.
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    const panel = desk.getByRole('region', { name: 'Live quiz' });
    await panel.getByRole('button', { name: 'Start a quiz round' }).click();
    await annPhone.getByRole('button', { name: 'Blue' }).click({ timeout: 30_000 });
    await annPhone
      .getByText('Answer taken: Blue. Wait for the reveal.')
      .waitFor({ timeout: 20_000 });
    await benPhone.waitForTimeout(2_000);
    await benPhone.getByRole('button', { name: 'Blue' }).click();
    await benPhone
      .getByText('Answer taken: Blue. Wait for the reveal.')
      .waitFor({ timeout: 20_000 });
    await panel.getByText('Question 1 is on the projector.').waitFor({ timeout: 30_000 });

    // The projector: the question, its picture and the countdown.
    await screen
      .getByRole('heading', { name: 'Which colour is the sky?' })
      .waitFor({ timeout: 30_000 });
    expect(await screen.getByRole('img', { name: 'The question’s picture' }).count()).toBe(1);
    expect(await screen.getByRole('timer').textContent()).toMatch(/^\d+$/);
    expect(await fitsScreen(screen)).toBe(true);
    expect(await fitsWidth(annPhone)).toBe(true);
    await annPhone.setViewportSize({ width: 320, height: 700 });
    expect(await fitsWidth(annPhone)).toBe(true);
    // Ann's phone reloads mid-question: it shows the pick the server took, and takes no other.
    await annPhone.reload();
    await annPhone
      .getByText('Answer taken: Blue. Wait for the reveal.')
      .waitFor({ timeout: 30_000 });
    expect(await annPhone.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A second answer to the same question is refused by the server.
    const round = await adminRead<QuizRound>(`quizRounds/${eventId}`);
    expect(round).not.toHaveProperty('right');
    expect(
      await callWith(ann.token, 'answerQuiz', { roundId: round.id, index: 0, answer: 'Green' }),
    ).toEqual({ code: 'quiz-answered' });

    // The countdown ends and the answer shows by itself, with the top 5, on the projector: the
    // server decides from its clock when the panel and the projector ask, nobody clicks Reveal.
    await screen.getByText('Answer: Blue').waitFor({ timeout: QUIZ.seconds * 1000 + 15_000 });
    const revealed = await adminRead<QuizRound>(`quizRounds/${eventId}`);
    expect(revealed.state).toBe('closed');
    const top = screen.getByRole('list', { name: 'Top 5 of the round' });
    await expect.poll(() => top.locator('li').count(), { timeout: 20_000 }).toBe(2);
    expect(await top.locator('li').first().textContent()).toContain(ann.name);
    const [annPaid] = await quizLedger(ann.key);
    const [benPaid] = await quizLedger(ben.key);
    expect(annPaid?.points).toBeGreaterThan(benPaid?.points ?? Number.POSITIVE_INFINITY);
    expect(benPaid?.points).toBeGreaterThanOrEqual(40 * QUIZ.floor);
    // Ann goes home (the tab bar) and comes back through its link while the round is live.
    await annPhone.getByRole('link', { name: 'Home', exact: true }).first().click();
    await annPhone.getByRole('link', { name: 'Play the quiz' }).click({ timeout: 30_000 });
    await annPhone.getByText('Right! The answer was Blue.').waitFor({ timeout: 20_000 });
    await benPhone.getByText('Right! The answer was Blue.').waitFor({ timeout: 20_000 });
    expect(await fitsScreen(screen)).toBe(true);

    // The next question: Ben waits past the countdown and his answer is refused.
    await panel.getByRole('button', { name: 'Next question' }).click();
    await benPhone
      .getByRole('heading', { name: 'Which shape rolls?' })
      .waitFor({ timeout: 30_000 });
    await screen.getByRole('heading', { name: 'Which shape rolls?' }).waitFor({ timeout: 30_000 });
    // Revealed by itself; Ben's phone takes no answer any more, and the server refuses his late
    // one sent around it.
    await screen.getByText('Answer: Circle').waitFor({ timeout: QUIZ.seconds * 1000 + 15_000 });
    await benPhone
      .getByText('The answer was Circle. You did not answer this one.')
      .waitFor({ timeout: 20_000 });
    expect(await benPhone.getByRole('button', { name: 'Circle' }).isDisabled()).toBe(true);
    expect(
      await callWith(ben.token, 'answerQuiz', { roundId: round.id, index: 1, answer: 'Circle' }),
    ).toEqual({ code: 'quiz-closed' });
    expect(await quizLedger(ben.key)).toHaveLength(1);

    // Then the podium: Ann first.
    await panel.getByRole('button', { name: 'Show the podium' }).click();
    await screen.getByRole('heading', { name: 'Quiz podium' }).waitFor({ timeout: 30_000 });
    const podium = screen.getByRole('list', { name: 'Podium' });
    expect(await podium.locator('li').first().textContent()).toContain(ann.name);
    expect(await podium.locator('li').count()).toBe(2);
    expect(await fitsScreen(screen)).toBe(true);
    await screen.setViewportSize(PHONE);
    expect(await fitsWidth(screen)).toBe(true);
    await annPhone.getByRole('heading', { name: 'The round is over' }).waitFor({ timeout: 20_000 });

    // Every step in the event's audit log, in words.
    await desk.goto(`${APP}/dashboard/audit?event=${eventId}`);
    for (const words of [
      'Quiz round started',
      'Quiz answer revealed',
      'Next quiz question',
      'Quiz round ended',
    ])
      await desk.getByRole('cell', { name: words }).first().waitFor({ timeout: 30_000 });

    await Promise.all([
      annContext.close(),
      benContext.close(),
      screenContext.close(),
      desk.close(),
    ]);
  });
});
