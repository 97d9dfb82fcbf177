import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEvent, keepLog, registerAttendee, useBrowser } from './console-helpers.ts';
import { APP, adminRead, adminUpdate, callAs, callWith, ORGANISER, signIn } from './helpers.ts';

// The agenda and people screens on a 390 px phone with the worst a crowd types: a session title
// of one unbroken 80-letter word in a long room, people with the longest names (one word, emoji
// joined by zero-width joiners), a meeting request waiting for an answer (its three buttons), an
// unread notification and a toast. Nothing is wider than the phone, and no button leaves it.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const H = 3_600_000;
const WORD = 'Supercalifragilisticexpialidociously'.repeat(3).slice(0, 80);
const LONG = `Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft 👩‍👩‍👧‍👦🏳️‍🌈`;

/** What sticks out: the page's own width, and each visible button or link off the screen. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, input')) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1)
        found.push(`${control.tagName} "${(control.textContent ?? '').slice(0, 30)}" off screen`);
    }
    return found;
  });

describe('agenda and people on a phone', () => {
  it('fit 390 px with unbroken titles, emoji names, a waiting meeting and a toast', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('phonepeople', stamp, `Phone people ${stamp}`);
    const now = Date.now();
    await callAs(ORGANISER, 'adminImportSessions', {
      eventId,
      rows: [0, 1].map((i) => ({
        row: i + 2,
        session: {
          title: `${WORD} ${i}`,
          description: WORD.repeat(4),
          startsAt: now - H / 2 + i * H,
          endsAt: now + H / 2 + i * H,
          room: `Room ${WORD.slice(0, 60)}`,
          track: `Track ${WORD.slice(0, 60)}`,
          speakerIds: [],
          capacity: null,
        },
      })),
    });
    const register = (who: string) =>
      registerAttendee({
        email: `${who}-${stamp}@example.com`,
        name: `${LONG} ${who}`.slice(0, 100),
        company: WORD.slice(0, 100),
        department: WORD.slice(0, 100),
        eventId,
        invitationCode: code,
        interests: ['Design'],
      });
    const sam = await register('sam');
    const bob = await register('bob');
    for (const who of [sam, bob])
      expect((await callWith(who.token, 'setDirectoryListing', { listed: true })).code).toBe(
        undefined,
      );
    const start = now + 3 * H;
    await callAs(ORGANISER, 'adminSetMeetings', {
      eventId,
      slotMinutes: 30,
      windows: [{ start, end: start + H }],
      spots: [`Spot ${WORD.slice(0, 30)}`],
    });
    const bobId = (await adminRead(`users/${bob.key}/metadata/publicId`)) as string;
    const asked = await callWith(sam.token, 'requestMeeting', { with: bobId, start });
    expect(asked.code).toBeUndefined();
    // Bob checked in to the first session, so My sessions lists it.
    const sessions = (await adminRead(`sessions/${eventId}`)) as Record<string, unknown>;
    const [first = ''] = Object.keys(sessions);
    await adminUpdate(`sessionVisits/${bob.key}`, { [first]: { at: now } });

    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    keepLog(page);
    await signIn(page, `bob-${stamp}@example.com`, undefined, eventId);
    const problems: string[] = [];
    for (const route of ['/agenda', '/people', '/meetings', '/my-sessions']) {
      await page.goto(`${APP}${route}?event=${eventId}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-busy="true"]').length === 0,
      );
      // A notice that lands before the list first loads is counted, not toasted: send till one shows.
      let toasted = false;
      for (let tries = 0; tries < 5 && !toasted; tries += 1) {
        await adminUpdate(`users/${bob.key}/notifications`, {
          [`phone-${route.slice(1)}-${tries}`]: {
            kind: 'request',
            text: `${LONG} asked you for a meeting: see My meetings`,
            at: Date.now(),
          },
        });
        toasted = await page
          .locator('.toast')
          .first()
          .waitFor({ timeout: 4_000 })
          .then(() => true)
          .catch(() => false);
      }
      expect(toasted).toBe(true);
      if (route === '/meetings')
        await page.getByRole('button', { name: 'Accept' }).first().waitFor({ timeout: 30_000 });
      if (route === '/my-sessions')
        await page.getByText(`${WORD} 0`).first().waitFor({ timeout: 30_000 });
      problems.push(...(await misfits(page)).map((problem) => `${route}: ${problem}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
