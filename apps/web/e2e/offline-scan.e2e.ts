import { launchChromium } from '@engage/browser/launch';
import { pairId } from '@engage/domain/scoring';
import { userNodes } from '@engage/domain/store/users';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  adminRead,
  callAs,
  EVENT,
  type SeededAttendee,
  signIn,
  strangers,
} from './helpers.ts';

// B is at the Connect screen when the hall's network drops; A reads out her code and B types it.
// The scan waits on B's phone ("1 scan waiting to be sent") and is sent when the network returns:
// both are paid, once, and a reload sends nothing again.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const connections = async (person: SeededAttendee) =>
  Object.values(
    (await adminRead<Record<string, { reason: string }> | null>(userNodes.ledger(person.key))) ??
      {},
  ).filter((entry) => entry.reason === 'qr-connection').length;

describe('a scan made offline', () => {
  let context: BrowserContext;
  let page: Page;
  afterAll(() => context?.close());

  it('waits on the phone, is paid once when the network returns, and not again', async () => {
    const [a, b] = await strangers(2, 30, 1);
    if (a === undefined || b === undefined) throw new Error('no attendees');
    context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    page = await context.newPage();
    await signIn(page, b.email);
    await page.goto(`${APP}/connect?event=${EVENT}`);
    // B's own code shows: the screen and the code that calls the server have loaded.
    await page.locator('.short-code').waitFor({ timeout: 30_000 });
    const { code } = (await callAs(a.email, 'issueQrToken', {})) as { code: string };
    const before = { a: await connections(a), b: await connections(b) };

    await context.setOffline(true);
    await page.getByLabel('Their code').fill(code);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('1 scan waiting to be sent').waitFor();
    await page
      .getByText('You are offline: this scan is saved and sent when you are back.')
      .waitFor();
    expect(await adminRead(`pairs/${EVENT}/${pairId(a.key, b.key)}`)).toBeNull();

    await context.setOffline(false);
    const paid = page.getByRole('status').filter({ hasText: 'points for you, ' });
    // Failing, the screen's words say why (a refusal, a scan still waiting).
    await paid.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
      const screen = await page
        .locator('main')
        .textContent()
        .catch(() => '(no screen)');
      throw new Error(`${error.message}\nThe Connect screen said:\n${screen}`);
    });
    expect(((await paid.textContent()) ?? '').trim()).toMatch(
      new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${a.name}`),
    );
    await page.getByText('1 scan waiting to be sent').waitFor({ state: 'detached' });
    expect(await adminRead(`pairs/${EVENT}/${pairId(a.key, b.key)}`)).not.toBeNull();
    expect(await connections(b)).toBe(before.b + 1);
    expect(await connections(a)).toBe(before.a + 1);

    // Opened again online: nothing waits, nothing is sent or paid again.
    await page.reload();
    await page.locator('.short-code').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(await page.getByText(/waiting to be sent/).count()).toBe(0);
    expect(await connections(b)).toBe(before.b + 1);
  });
});
