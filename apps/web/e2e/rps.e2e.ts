import { launchChromium } from '@engage/browser/launch';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { POINTS } from '@engage/domain/points';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, openAs, type SeededAttendee, seriousViolations, shows } from './helpers.ts';

// Rock-paper-scissors between attendees in browser contexts of their own, on the dev stack.
// Journeys of two browsers (and a 30 s move time) on a shared machine: more time than one screen.
const JOURNEY_MS = 150_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Side = { page: Page; person: SeededAttendee };

const challenge = async (from: Side, to: Side) => {
  await from.page.getByRole('button', { name: `Challenge ${to.person.name}` }).click();
  await heading(to.page, `${from.person.name} challenges you to rock-paper-scissors.`);
  await to.page.getByRole('button', { name: 'Accept' }).click();
  await heading(from.page, `Rock-paper-scissors with ${to.person.name}`);
  await heading(to.page, `Rock-paper-scissors with ${from.person.name}`);
};

/** One round: `first` moves, then `last`; the first mover's move stays hidden until then. */
const round = async (n: number, first: Side, firstMove: string, last: Side, lastMove: string) => {
  await heading(first.page, `Round ${n}`);
  await first.page.getByRole('button', { name: firstMove, exact: true }).click();
  await shows(first.page, `You chose ${firstMove}. Waiting for ${last.person.name}`);
  await shows(last.page, `${first.person.name} has moved: your turn.`);
  // Who moved is public, what is not: nothing of round n is told before both are in.
  expect(await last.page.getByText(new RegExp(`^Round ${n}: `)).count()).toBe(0);
  expect(await first.page.getByText(new RegExp(`^Round ${n}: `)).count()).toBe(0);
  await last.page.getByRole('button', { name: lastMove, exact: true }).click();
  await shows(last.page, new RegExp(`^Round ${n}: you played ${lastMove}, `));
  await shows(first.page, new RegExp(`^Round ${n}: you played ${firstMove}, `));
};

describe('rock-paper-scissors', () => {
  it(
    'best of three to a result, paid once: a second win over the same opponent pays nothing',
    async () => {
      const dan = await openAs(browser, 24, '/rock-paper-scissors');
      const eve = await openAs(browser, 25, '/rock-paper-scissors');
      await challenge(dan, eve);
      await round(1, eve, 'Rock', dan, 'Paper');
      await shows(
        eve.page,
        `Round 1: you played Rock, ${dan.person.name} played Paper. ${dan.person.name} won the round.`,
      );
      await shows(dan.page, `Score: you 1, ${eve.person.name} 0`);
      expect(await seriousViolations(dan.page)).toEqual([]);
      await round(2, eve, 'Scissors', dan, 'Rock');
      await shows(dan.page, 'You won the match!');
      // What the match paid, and what for: the win, and the game's completion the first time.
      await shows(
        dan.page,
        new RegExp(
          `^\\+\\d+ points: you beat ${eve.person.name} at rock-paper-scissors \\(${POINTS.rpsWin} for the win`,
        ),
      );
      await shows(eve.page, `${dan.person.name} won the match.`);
      // The loser is paid no win, only the game's completion if it is her first match.
      await shows(
        eve.page,
        new RegExp(
          `^(No points for this match\\.|\\+\\d+ points: ${dan.person.name} beat you at rock-paper-scissors \\(\\d+ for completing)`,
        ),
      );
      expect(await seriousViolations(eve.page)).toEqual([]);

      await dan.page.getByRole('button', { name: 'Play someone' }).click();
      await challenge(dan, eve);
      await round(1, eve, 'Paper', dan, 'Paper');
      await shows(dan.page, `Round 1: you played Paper, ${eve.person.name} played Paper. A draw.`);
      await round(2, eve, 'Paper', dan, 'Scissors');
      await round(3, eve, 'Rock', dan, 'Paper');
      await shows(dan.page, 'You won the match!');
      await shows(dan.page, 'No points for this match: a win pays once per opponent.');
      await dan.context.close();
      await eve.context.close();
    },
    JOURNEY_MS,
  );

  it(
    'the other lets the move time run out: the win is claimed by forfeit',
    async () => {
      const dan = await openAs(browser, 26, '/rock-paper-scissors');
      const fay = await openAs(browser, 27, '/rock-paper-scissors');
      await challenge(dan, fay);
      await dan.page.getByRole('button', { name: 'Rock', exact: true }).click();
      await shows(dan.page, `You chose Rock. Waiting for ${fay.person.name}`);
      expect(await dan.page.getByRole('button', { name: 'Claim the win' }).count()).toBe(0);
      await dan.page
        .getByRole('button', { name: 'Claim the win' })
        .waitFor({ timeout: RPS_MOVE_TIMEOUT_MS + 10_000 });
      await shows(dan.page, `${fay.person.name} did not move in time.`);
      await dan.page.getByRole('button', { name: 'Claim the win' }).click();
      await shows(dan.page, `You won the match: ${fay.person.name} did not move in time.`);
      await shows(
        dan.page,
        new RegExp(
          `^\\+\\d+ points: you beat ${fay.person.name} at rock-paper-scissors \\(${POINTS.rpsWin} for the win`,
        ),
      );
      await shows(fay.page, `${dan.person.name} won the match: you did not move in time.`);
      await dan.context.close();
      await fay.context.close();
    },
    JOURNEY_MS,
  );

  it(
    'a closed tab mid-match shows the other the disconnect message',
    async () => {
      const gus = await openAs(browser, 28, '/rock-paper-scissors');
      const hal = await openAs(browser, 29, '/rock-paper-scissors');
      await challenge(gus, hal);
      await hal.context.close();
      await heading(gus.page, ERROR_MESSAGES.disconnected);
      await gus.page.getByRole('button', { name: 'Find someone again' }).click();
      await heading(gus.page, 'Who is online');
      await gus.context.close();
    },
    JOURNEY_MS,
  );
});
