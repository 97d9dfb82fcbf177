import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import { APP, adminRead, adminUpdate, callWith, EVENT, PASSWORD } from './helpers.ts';
import { connectPeople, PHONE, personWithId } from './phones.ts';

// A Dutch and an English phone with the longest names the app takes: the notifications list, the
// toasts, the nav's unread badges, the inbox and the bingo card stay inside the phone.
const browser = useBrowser();

const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen';

const phoneIn = async (locale: string, email: string): Promise<Page> => {
  const page = await (await browser().newContext({ locale, viewport: PHONE })).newPage();
  await page.goto(`${APP}/auth/login?event=${EVENT}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  return page;
};

/** Every element wider than the phone or reaching past its right edge. */
const overflowing = (page: Page) =>
  page.evaluate((width) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        out.push(`${element.tagName}.${element.className}: ${Math.round(box.right)}`);
    }
    return [document.documentElement.scrollWidth, ...out.slice(0, 8)];
  }, PHONE.width);

describe('long names on a phone', () => {
  for (const locale of ['nl-NL', 'en-GB']) {
    it(`keeps notices, toasts, inbox and bingo inside a ${locale} phone`, async () => {
      const stamp = Date.now().toString(36);
      const me = await personWithId('long-me', `Ann ${stamp}`);
      const them = await personWithId('long-them', `${LONG_WORD} ${stamp}`.slice(0, 100));
      const page = await phoneIn(locale, me.email);
      await page.goto(`${APP}/notifications?event=${EVENT}`);
      await page.waitForLoadState('networkidle');
      await connectPeople(them, me);
      expect(
        (
          await callWith(them.token, 'sendMessage', {
            id: crypto.randomUUID(),
            to: me.publicId,
            text: `${LONG_WORD}${LONG_WORD}`,
          })
        ).code,
      ).toBe(undefined);
      await page.locator('.toast').first().waitFor({ timeout: 30_000 });
      await page.locator('.notification').nth(1).waitFor({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([PHONE.width]);

      await page.goto(`${APP}/inbox?event=${EVENT}&with=${them.publicId}`);
      await page
        .locator('.chat-line, li')
        .filter({ hasText: LONG_WORD })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await overflowing(page)).toEqual([PHONE.width]);
      await page.goto(`${APP}/inbox?event=${EVENT}`);
      await page
        .getByRole('link')
        .filter({ hasText: them.name })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await overflowing(page)).toEqual([PHONE.width]);

      // A card whose squares are made of the longest values an attendee can register.
      await page.goto(`${APP}/bingo?event=${EVENT}`);
      await page.locator('.bingo-trait').nth(8).waitFor({ timeout: 20_000 });
      const squares = await adminRead<Record<string, { kind?: string }>>(
        `users/${me.key}/games/act01/squares`,
      );
      const long = Object.fromEntries(
        Object.entries(squares).flatMap(([n, square]) =>
          square.kind === undefined
            ? []
            : [
                [`${n}/value`, `${LONG_WORD} ${stamp}`],
                [`${n}/filledBy`, them.name],
              ],
        ),
      );
      await adminUpdate(`users/${me.key}/games/act01/squares`, long);
      await page.locator('.bingo-trait').filter({ hasText: LONG_WORD }).first().waitFor();
      expect(await overflowing(page)).toEqual([PHONE.width]);
      await page.context().close();
    }, 240_000);
  }
});
