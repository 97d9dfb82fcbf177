import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@engage/browser/launch';
import { QR_REFRESH_LEAD_MS, QR_TOKEN_TTL_MS, type QrToken } from '@engage/domain/games';
import { pairId } from '@engage/domain/scoring';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { messageOf } from '../src/lib/messages.ts';
import { APP, adminRead, EVENT, signIn, strangers } from './helpers.ts';

// A's Connect screen on a 390 px phone rotates her code every half minute; B, on another phone,
// opens the fresh code's link (what a phone's camera does with a scanned QR) and is connected; C
// opens the code A showed first, a minute old by then, and is told it expired.
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const phone = async (email: string): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, email);
  return page;
};

const keepOnFailure = (pages: Record<string, Page>) =>
  onTestFailed(async ({ task }) => {
    const dir = new URL('../test-results/qr-rotation/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    for (const [who, page] of Object.entries(pages))
      if (!page.isClosed())
        await page
          .screenshot({ path: join(dir, `${task.name.slice(0, 40)}-${who}.png`), fullPage: true })
          .catch(() => undefined);
  });

const linkOf = (token: QrToken) =>
  `${APP}/connect?qr=${encodeURIComponent(token.qr)}&event=${EVENT}`;

describe('the rotating QR code', () => {
  it('renews the code on screen every half minute; the fresh one connects, the old one expires', async () => {
    const [a, b, c] = await strangers(3, 40, 1);
    if (a === undefined || b === undefined || c === undefined) throw new Error('no attendees');
    const pageA = await phone(a.email);
    const pageB = await phone(b.email);
    const pageC = await phone(c.email);
    keepOnFailure({ a: pageA, b: pageB, c: pageC });

    const issued: QrToken[] = [];
    pageA.on('response', async (response) => {
      if (response.url().endsWith('/issueQrToken') && response.ok())
        issued.push(((await response.json()) as { result: QrToken }).result);
    });
    await pageA.goto(`${APP}/connect?event=${EVENT}`);
    await expect.poll(() => issued.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const [first] = issued;
    if (first === undefined) throw new Error('no token');
    const code = pageA.locator('.short-code');
    await expect.poll(() => code.getAttribute('data-code'), { timeout: 20_000 }).toBe(first.code);
    expect(first.expiresAt - Date.now()).toBeLessThanOrEqual(QR_TOKEN_TTL_MS);
    // The whole card fits the phone: nothing wider than the screen.
    expect(await pageA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Half a minute on, without a reload, the screen shows a new QR and a new code to type.
    const shown = QR_TOKEN_TTL_MS - QR_REFRESH_LEAD_MS;
    await expect
      .poll(() => code.getAttribute('data-code'), { timeout: shown + 15_000, interval: 1_000 })
      .not.toBe(first.code);
    const fresh = issued.at(-1);
    if (fresh === undefined || fresh === first) throw new Error('no fresh token');
    expect(fresh.qr).not.toBe(first.qr);
    expect(await code.getAttribute('data-code')).toBe(fresh.code);

    // B's phone opens the fresh code's link: connected, both sides told their points.
    await pageB.goto(linkOf(fresh));
    const status = pageB.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${a.name}`));
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The first code, a minute old now, connects nobody.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, first.expiresAt - Date.now())));
    await pageC.goto(linkOf(first));
    await expect
      .poll(() => pageC.getByRole('alert').first().textContent(), { timeout: 20_000 })
      .toContain(messageOf('qr-expired').text);
    expect(await adminRead(`pairs/${EVENT}/${pairId(a.key, c.key)}`)).toBeNull();
  }, 150_000);
});
