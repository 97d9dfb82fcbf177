import { launchChromium } from '@engage/browser/launch';
import { pairId } from '@engage/domain/scoring';
import type { LedgerEntry } from '@engage/domain/store/users';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepLog,
  keepScreenshotsOnFailure,
  openConsole,
  registerAttendee,
} from './console-helpers.ts';
import {
  adminRead,
  adminUpdate,
  callWith,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  signIn,
} from './helpers.ts';

// An organiser finds a ring of five accounts on the live overview and voids one account's
// awards from its page, on a desktop and on a 390 px phone: the flag, the awards, the reason and
// the confirmation, and the boards and totals moving with it.

let browser: Browser;
const stamp = Date.now().toString(36);
type Ringer = { key: string; token: string; name: string; publicId: string };
const ring: Ringer[] = [];

/** `scanner` scans `shown`'s code: a real connection award for both. */
const connect = async (scanner: Ringer, shown: Ringer) => {
  const issued = await callWith(shown.token, 'issueQrToken', {});
  const qr = (issued.result as { qr?: string } | undefined)?.qr;
  if (qr === undefined) throw new Error(`issueQrToken was refused: ${issued.code}`);
  const scanned = await callWith(scanner.token, 'awardConnection', { qr });
  if (scanned.code !== undefined) throw new Error(`awardConnection was refused: ${scanned.code}`);
};

beforeAll(async () => {
  browser = await launchChromium();
  for (const n of [1, 2, 3, 4, 5]) {
    const name = `Ringer ${n} ${stamp}`;
    const made = await registerAttendee({
      email: `ringer-${n}-${stamp}@example.com`,
      name,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    const publicId = await adminRead<string>(`users/${made.key}/metadata/publicId`);
    ring.push({ ...made, name, publicId });
  }
  // Every pair of the five connects (real awards) and talked (the small talks' claims, written
  // as the server would: the graph check reads what pairs earned together).
  const talks: Record<string, number> = {};
  for (const [i, a] of ring.entries())
    for (const b of ring.slice(i + 1)) {
      await connect(a, b);
      talks[pairId(a.key, b.key)] = Date.now();
    }
  await adminUpdate(`smallTalks/${EVENT}`, talks);
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

const scoreOf = (who: Ringer) =>
  adminRead<number | null>(`leaderboards/${EVENT}/all/${who.publicId}/score`);

/** The awards `who` holds: ledger entries that paid something, neither a charge nor a void. */
const awardCount = async (who: Ringer) => {
  const ledger = await adminRead<Record<string, LedgerEntry> | null>(`ledger/${who.key}`);
  return Object.values(ledger ?? {}).filter((entry) => entry.points > 0 && entry.kind === undefined)
    .length;
};

/** The overview's flagged cluster of the ring, found by its first member's name. */
const findRing = async (page: Page) => {
  await openConsole(page, '/dashboard', EVENT);
  await page.getByRole('heading', { name: 'Suspected rings' }).waitFor({ timeout: 30_000 });
  // A cluster made a moment ago may need the server to look again.
  const cluster = page.getByTestId('ring-cluster').filter({ hasText: ring[0]?.name ?? '' });
  await expect
    .poll(
      async () => {
        if ((await cluster.count()) === 0)
          await page.getByRole('button', { name: 'Check again' }).click();
        return cluster.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  for (const member of ring)
    expect(await cluster.getByRole('link', { name: member.name }).count()).toBe(1);
  expect(await cluster.textContent()).toContain('5 accounts: earn mostly with each other');
  return cluster;
};

/** From the overview's cluster to `who`'s page, where their awards are voided with a reason. */
const voidFromPage = async (page: Page, who: Ringer, reason: string) => {
  const cluster = await findRing(page);
  await cluster.getByRole('link', { name: who.name }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 2 }).first().textContent(), { timeout: 30_000 })
    .toBe(who.name);
  await expect
    .poll(() => page.getByTestId('ring-flag').textContent(), { timeout: 30_000 })
    .toContain('Flagged: suspected ring.');
  const earned = Number(await page.getByTestId('points').textContent());
  expect(earned).toBeGreaterThan(0);
  // How many awards the ring paid them follows the partner rule (a fourth newcomer in an hour
  // pays nothing): the ledger says, the page shows the same.
  const count = await awardCount(who);
  expect(count).toBeGreaterThan(0);
  const awards = page.locator('table', { hasText: 'Awards (from the newest 100' });
  await expect.poll(() => awards.locator('tbody tr').count(), { timeout: 30_000 }).toBe(count);
  expect(await scoreOf(who)).toBe(earned);

  const form = page.getByRole('form', { name: 'Void awards' });
  await form.getByLabel('Reason').fill(reason);
  // Dismissed, nothing happens; confirmed, the void goes ahead.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await form.getByRole('button', { name: 'Void awards' }).click();
  expect(Number(await page.getByTestId('points').textContent())).toBe(earned);
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await form.getByRole('button', { name: 'Void awards' }).click();
  await expect
    .poll(() => form.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe(`Voided ${count} awards: ${earned} points taken back. Total 0, level 0.`);
  expect(asked).toContain(`Void ${count} awards (${earned} points) of ${who.name}?`);
  await expect.poll(() => page.getByTestId('points').textContent(), { timeout: 30_000 }).toBe('0');
  await expect
    .poll(() => awards.getByRole('cell', { name: 'voided', exact: true }).count(), {
      timeout: 30_000,
    })
    .toBe(count);
  await expect
    .poll(() => page.getByRole('cell', { name: `void: ${reason}` }).count(), { timeout: 30_000 })
    .toBe(count);
  // The board entry follows the ledger; voiding again finds nothing left.
  expect(await scoreOf(who)).toBe(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Void awards' }).click();
  await expect
    .poll(() => form.getByRole('alert').first().textContent(), { timeout: 30_000 })
    .toContain('This attendee has no awards left to void');
};

describe('organiser console: rings', () => {
  it('on a desktop, finds the flagged ring on the overview and voids one account', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    keepLog(page);
    await signIn(page, ORGANISER);
    const [first, second] = ring;
    if (first === undefined || second === undefined) throw new Error('no ring');
    await voidFromPage(page, first, `ring of five ${stamp}`);
    // Her partners keep theirs; the overview marks her as voided.
    expect(await scoreOf(second)).toBeGreaterThan(0);
    const cluster = await findRing(page);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect
      .poll(() => cluster.getByText(`${first.name} (voided)`).count(), { timeout: 30_000 })
      .toBe(1);
    await page.close();
  });

  it('on a 390 px phone, does the same for another account, nothing wider than the screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    keepLog(page);
    await signIn(page, ORGANISER);
    const third = ring[2];
    if (third === undefined) throw new Error('no ring');
    await findRing(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await voidFromPage(page, third, `phone ${stamp}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });
});
