import { readFile } from 'node:fs/promises';
import type { QrToken } from '@engage/domain/games';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  EVENT,
  ORGANISER,
  type SeededAttendee,
  seriousViolations,
  signIn,
  strangers,
} from './helpers.ts';

// A sponsor rep's leads, on phones: Ann types the rep's code, the rep types Bea's; each visitor
// is asked on her phone whether to share her details with the sponsor. Ann shares, Bea does not:
// the rep's "My leads" and its CSV show Ann by name and Bea as an anonymous visit. The rep rates
// and notes Ann's lead; Bea changes her mind on her profile and the rep's screen follows.
const PHONE = { width: 390, height: 844 };
const ANONYMOUS = 'An attendee who has not shared their details';

const browser = useBrowser();

const phone = async (email: string): Promise<Page> => {
  const page = await (await browser().newContext({ viewport: PHONE })).newPage();
  await signIn(page, email);
  return page;
};

/**
 * One phone connects with another attendee by typing the code under their QR (what a scan reads),
 * once its own Connect screen has its own code: the screen's calls are signed in by then.
 */
const scan = async (page: Page, of: string) => {
  await page.goto(`${APP}/connect?event=${EVENT}`);
  await expect
    .poll(() => page.locator('.short-code').getAttribute('data-code'), { timeout: 30_000 })
    .toMatch(/^[A-Z0-9]{8}$/);
  const token = (await callAs(of, 'issueQrToken', {})) as QrToken;
  await page.getByRole('textbox', { name: 'Their code' }).fill(token.code);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'points for you, ' }).count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
};

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

let rep: SeededAttendee | undefined;
afterAll(async () => {
  // Other journeys run on the same stack after this one: the rep is an attendee again.
  if (rep !== undefined) await callAs(ORGANISER, 'adminSetRep', { userKey: rep.key, isRep: false });
});

describe('my leads, for a sponsor rep', () => {
  it('shows who shared their details and who visited anonymously, in the list and the CSV; the rep rates and notes a lead', async () => {
    const [r, ann, bea] = await strangers(3, 12, 60);
    if (r === undefined || ann === undefined || bea === undefined) throw new Error('no attendees');
    rep = r;
    await callAs(ORGANISER, 'adminSetRep', { userKey: r.key, isRep: true });
    const sponsor = (await adminRead<string>(`users/${r.key}/metadata/company`)) || r.name;
    const annEmail = ann.email;

    const repPage = await phone(r.email);
    const annPage = await phone(ann.email);
    const beaPage = await phone(bea.email);

    // Ann scans the rep; the rep scans Bea. Each visitor is asked, once, on her phone.
    await scan(annPage, r.email);
    await scan(repPage, bea.email);
    const question = `Share your contact details with ${sponsor}?`;
    for (const page of [annPage, beaPage]) {
      await page.goto(`${APP}/?event=${EVENT}`);
      const prompt = page.getByRole('dialog', { name: question });
      await prompt.waitFor({ timeout: 30_000 });
      await fitsThePhone(page);
    }
    expect(await seriousViolations(annPage)).toEqual([]);
    await annPage
      .getByRole('dialog', { name: question })
      .getByRole('button', { name: 'Share my details' })
      .click();
    await beaPage
      .getByRole('dialog', { name: question })
      .getByRole('button', { name: 'Don’t share' })
      .click();
    for (const page of [annPage, beaPage])
      await expect
        .poll(() => page.getByRole('dialog', { name: question }).count(), { timeout: 30_000 })
        .toBe(0);

    // The rep opens My leads from the phone's menu.
    await repPage.goto(`${APP}/?event=${EVENT}`);
    await repPage.getByRole('button', { name: 'Menu' }).click();
    await repPage.getByRole('link', { name: 'My leads' }).click();
    await repPage.getByRole('heading', { name: 'My leads', level: 1 }).waitFor({ timeout: 30_000 });
    const annCard = repPage.getByRole('listitem').filter({
      has: repPage.getByRole('heading', { name: ann.name }),
    });
    await annCard.waitFor({ timeout: 30_000 });
    expect(await annCard.getByRole('link', { name: annEmail }).count()).toBe(1);
    const anonymous = repPage.getByRole('listitem').filter({
      has: repPage.getByRole('heading', { name: ANONYMOUS }),
    });
    expect(await anonymous.count()).toBe(1);
    expect(await anonymous.textContent()).not.toContain(bea.name);
    expect(await repPage.getByText(bea.email).count()).toBe(0);
    await fitsThePhone(repPage);
    expect(await seriousViolations(repPage)).toEqual([]);

    // The CSV: one person, one anonymous visit.
    const [download] = await Promise.all([
      repPage.waitForEvent('download', { timeout: 60_000 }),
      repPage.getByRole('button', { name: 'Download my leads as CSV' }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Visitor,Email,Company,Rating,Note,When');
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.includes(annEmail))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith(`${ANONYMOUS},,,`))).toHaveLength(1);
    expect(csv).not.toContain(bea.name);
    expect(csv).not.toContain(bea.email);

    // The rep rates Ann's lead 4 and notes it; it is kept.
    await annCard.getByRole('radio', { name: '4' }).check();
    await annCard.getByRole('textbox', { name: 'Note' }).fill('Wants a demo on Friday');
    await annCard.getByRole('button', { name: 'Save' }).click();
    await annCard.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 30_000 });
    expect(await adminRead(`boothLeads/${EVENT}/${r.publicId}/${ann.publicId}`)).toMatchObject({
      note: 'Wants a demo on Friday',
      rating: 4,
    });
    await repPage.reload();
    await annCard.waitFor({ timeout: 30_000 });
    expect(await annCard.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    expect(await annCard.getByRole('textbox', { name: 'Note' }).inputValue()).toBe(
      'Wants a demo on Friday',
    );

    // Bea changes her mind on her profile: the rep's screen names her, live.
    await beaPage.goto(`${APP}/profile?event=${EVENT}`);
    const booths = beaPage.getByRole('region', { name: 'Booths you visited' });
    await booths.waitFor({ timeout: 30_000 });
    await booths.getByRole('button', { name: 'Share my details' }).click();
    await booths.getByText('you share your contact details.').waitFor({ timeout: 30_000 });
    await repPage
      .getByRole('listitem')
      .filter({ has: repPage.getByRole('heading', { name: bea.name }) })
      .waitFor({ timeout: 30_000 });
    expect(await repPage.getByRole('heading', { name: ANONYMOUS }).count()).toBe(0);
  }, 240_000);
});
