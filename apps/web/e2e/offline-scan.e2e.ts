import { pairId } from '@engage/domain/scoring';
import { userNodes } from '@engage/domain/store/users';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freshEvent, keepLog, registerAttendee, useBrowser } from './console-helpers.ts';
import { APP, adminRead, callWith, PASSWORD, signIn } from './helpers.ts';

// B is at the Connect screen when the hall's network drops; A reads out her code and B types it.
// The scan waits on B's phone ("1 scan waiting to be sent") and is sent when the network returns:
// both are paid, once, and a reload sends nothing again. Both are new attendees of an event of
// their own: no other journey's scans, limits, prompts or notifications reach them.
const browser = useBrowser();

const connections = async (key: string) =>
  Object.values(
    (await adminRead<Record<string, { reason: string }> | null>(userNodes.ledger(key))) ?? {},
  ).filter((entry) => entry.reason === 'qr-connection').length;

describe('a scan made offline', () => {
  let context: BrowserContext;
  let page: Page;
  afterAll(() => context?.close());

  // Three full CI runs failed here, each at another step, while it passes alone; once more, with
  // new accounts, before it counts as failed (the screen's words are printed either way).
  it('waits on the phone, is paid once when the network returns, and not again', {
    timeout: 180_000,
    retry: 1,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code: invitationCode } = await freshEvent(
      'offline',
      stamp,
      `Offline ${stamp}`,
    );
    const people = { a: `Ada ${stamp}`, b: `Ben ${stamp}` };
    const [a, b] = await Promise.all(
      (['a', 'b'] as const).map((who) =>
        registerAttendee({
          email: `offline-${who}-${stamp}@example.com`,
          name: people[who],
          eventId,
          invitationCode,
        }),
      ),
    );
    if (a === undefined || b === undefined) throw new Error('no attendees');
    await context?.close();
    context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    page = await context.newPage();
    keepLog(page);
    // The nav's inbox count cannot load (as when the network drops before its code arrived): the
    // screen stands, with the plain link, and the count's code is fetched when the network returns.
    const inboxCount = /inbox-link/;
    await page.route(inboxCount, (route) => route.abort('internetdisconnected'));
    await signIn(page, `offline-b-${stamp}@example.com`, PASSWORD, eventId);
    await page.goto(`${APP}/connect`);
    // B's own code shows: the screen and the code that calls the server have loaded.
    await page.locator('.short-code').waitFor({ timeout: 30_000 });
    await page.locator('a[href="/inbox"]').first().waitFor({ state: 'attached' });
    const issued = await callWith(a.token, 'issueQrToken', {});
    const { code } = issued.result as { code: string };

    await context.setOffline(true);
    // Sent with Enter from the field: offline, the own code above it is refetched and its card
    // may change height while the button is clicked, which a loaded machine's click sees as moving.
    await page.getByLabel('Their code').fill(code);
    await page.getByLabel('Their code').press('Enter');
    await page.getByText('1 scan waiting to be sent').waitFor({ timeout: 30_000 });
    await page
      .getByText('You are offline: this scan is saved and sent when you are back.')
      .waitFor();
    expect(await adminRead(`pairs/${eventId}/${pairId(a.key, b.key)}`)).toBeNull();

    await page.unroute(inboxCount);
    const countLoaded = page.waitForResponse(
      (response) => inboxCount.test(response.url()) && response.ok(),
    );
    await context.setOffline(false);
    await countLoaded;
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
      new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${people.a}`),
    );
    await page.getByText('1 scan waiting to be sent').waitFor({ state: 'detached' });
    expect(await adminRead(`pairs/${eventId}/${pairId(a.key, b.key)}`)).not.toBeNull();
    expect(await connections(b.key)).toBe(1);
    expect(await connections(a.key)).toBe(1);

    // Opened again online: nothing waits, nothing is sent or paid again.
    await page.reload();
    await page.locator('.short-code').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(await page.getByText(/waiting to be sent/).count()).toBe(0);
    expect(await connections(b.key)).toBe(1);
  });
});
