import { POINTS } from '@engage/domain/points';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, fitsWidth, PASSWORD, signIn } from './helpers.ts';
import { ONE_PIXEL_PNG } from './png.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

/** The console's form for one question, filled in and saved. */
const writeQuestion = async (
  page: Page,
  question: { text: string; options: string[]; right: number | undefined; points: number },
  picture: boolean,
) => {
  const form = page.getByRole('form', { name: 'Trivia question' });
  if (picture) {
    await form.getByLabel('Question picture').setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await expect.poll(() => form.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
  }
  await form.getByLabel('Question', { exact: true }).fill(question.text);
  for (const [i, option] of question.options.entries()) {
    if (i >= (await form.getByRole('textbox', { name: /^Option \d$/ }).count()))
      await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByLabel(`Option ${i + 1}`, { exact: true }).fill(option);
  }
  if (question.right !== undefined)
    await form.getByLabel(`Option ${question.right + 1} is the right answer`).check();
  await form.getByLabel('Points for a right answer').fill(String(question.points));
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect.poll(() => page.getByText('Question saved.').count(), { timeout: 30_000 }).toBe(1);
};

/** The questions as the console lists them, in order. */
const listed = (page: Page) => page.locator('.trivia-list .trivia-list-text').allTextContents();

describe('organiser console: picture trivia', () => {
  it('an organiser writes, orders and edits questions; an attendee is paid and stays paid', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('quiz', stamp, `Quiz night ${stamp}`);
    const email = `quizzer-${stamp}@example.com`;
    const quizzer = await registerAttendee({
      email,
      name: `Quinn ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect(quizzer.code).toBeUndefined();

    // On a desktop the organiser writes the first question.
    const desk = await organiserPage(browser(), '/dashboard/index-old', eventId);
    await expect
      .poll(
        () => desk.getByText('No questions yet: attendees see none until you add one.').count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    await desk.getByRole('button', { name: 'Add a question' }).click();
    await writeQuestion(
      desk,
      { text: 'Which colour is this?', options: ['Red', 'Blue'], right: 1, points: 20 },
      true,
    );

    // On a phone she writes the second, with three options, and moves it first.
    await desk.setViewportSize(PHONE);
    await desk.getByRole('button', { name: 'Add a question' }).click();
    await writeQuestion(
      desk,
      { text: 'Which shape is this?', options: ['Round', 'Square', 'Star'], right: 2, points: 30 },
      true,
    );
    expect(await fitsWidth(desk)).toBe(true);
    await expect
      .poll(() => listed(desk))
      .toEqual(['1. Which colour is this? (20 points)', '2. Which shape is this? (30 points)']);
    await desk.getByRole('button', { name: 'Move up Which shape is this?' }).click();
    await expect
      .poll(() => listed(desk), { timeout: 20_000 })
      .toEqual(['1. Which shape is this? (30 points)', '2. Which colour is this? (20 points)']);

    const quiz = (await adminRead(`trivia/${eventId}`)) as Record<
      string,
      { question: string; image: string; order: number }
    >;
    const ids = Object.fromEntries(Object.entries(quiz).map(([id, q]) => [q.question, id]));
    const shape = ids['Which shape is this?'] ?? '';
    const colour = ids['Which colour is this?'] ?? '';
    expect(shape).toMatch(new RegExp(`^${eventId}__`));
    expect(quiz[shape]?.image).toBe(`picture_trivia/${shape}/picture.png`);
    expect(await adminRead(`triviaAnswers/${eventId}/${shape}`)).toBe('Star');

    // The attendee, on a phone, gets the shape question first, with its picture, and is paid.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    await phone.goto(`${APP}/trivia?event=${eventId}`);
    await expect
      .poll(() => phone.getByRole('heading', { level: 2 }).first().textContent(), {
        timeout: 20_000,
      })
      .toBe('Question 1 of 2');
    expect(await phone.getByText('Which shape is this?', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => phone.getByRole('img', { name: 'Picture for question 1' }).getAttribute('src'))
      .toContain('picture_trivia');
    await phone.getByRole('button', { name: 'Star', exact: true }).click();
    await expect
      .poll(() => phone.getByText('Right: it is Star. +30 points for the right answer.').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const points = `users/${quizzer.key}/games/act04/totalPoints`;
    expect(await adminRead(points)).toBe(30);

    // The organiser edits the answered question: new words, another right option, more points.
    await desk.getByRole('button', { name: 'Edit Which shape is this?' }).click();
    await writeQuestion(
      desk,
      { text: 'Which shape is it?', options: ['Round', 'Square', 'Star'], right: 0, points: 50 },
      false,
    );
    await expect
      .poll(() => listed(desk), { timeout: 20_000 })
      .toEqual(['1. Which shape is it? (50 points)', '2. Which colour is this? (20 points)']);
    expect(await adminRead(`triviaAnswers/${eventId}/${shape}`)).toBe('Round');

    // The answer already paid stays paid: still right, still 30 points, and not to be answered again.
    await phone.reload();
    await expect
      .poll(() => phone.getByRole('button', { name: 'Question 1: right' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await adminRead(points)).toBe(30);
    expect(await adminRead(`users/${quizzer.key}/games/act02/answers/${shape}/correct`)).toBe(true);
    await phone.getByRole('button', { name: 'Question 2', exact: true }).click();
    await phone.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect
      .poll(() => phone.getByText(/^Picture trivia complete/).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => adminRead(points)).toBe(30 + 20 + POINTS.completion.act02);
    expect(await fitsWidth(phone)).toBe(true);
    expect(await adminRead(`users/${quizzer.key}/games/act02/answers/${colour}/correct`)).toBe(
      true,
    );
    await context.close();
  });
});
