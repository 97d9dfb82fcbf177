import type { QrToken } from '@engage/domain/games';
import { organiserNodes, type StoredAudit } from '@engage/domain/store/organisers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, callAs, callWith, ORGANISER, PASSWORD, signIn } from './helpers.ts';

// A booth crawl on an event of its own: the organiser sets it in the console (visit 2 sponsors
// for 60 points); an attendee on a 320 px phone scans three representatives, two of one sponsor,
// watches her progress from the home screen's game list, and is paid once, with the badge.
const browser = useBrowser();

const PHONE = { width: 320, height: 700 };

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The phone types the code under a representative's QR on its Connect screen (what a scan reads). */
const visitBooth = async (page: Page, repToken: string) => {
  await page.goto(`${APP}/connect`);
  await expect
    .poll(() => page.locator('.short-code').getAttribute('data-code'), { timeout: 30_000 })
    .toMatch(/^[A-Z0-9]{8}$/);
  const issued = await callWith(repToken, 'issueQrToken', {});
  const token = issued.result as QrToken;
  await page.getByRole('textbox', { name: 'Their code' }).fill(token.code);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'points for you, ' }).count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
};

/** The crawl screen, reached from the home screen's list of games. */
const openCrawl = async (page: Page) => {
  await page.goto(`${APP}/`);
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: 'Booth crawl' })
    .click();
  await page.waitForURL((url) => url.pathname === '/booth-crawl', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Booth crawl', level: 1 }).waitFor({ timeout: 30_000 });
};

const listed = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents();

describe('the booth crawl', () => {
  it('an organiser sets it; an attendee on a phone visits booths, sees her progress and is paid once with the badge', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('crawl', stamp, `Expo ${stamp}`);
    const acme = `Acme ${stamp}`;
    const globex = `Globex ${stamp}`;
    const email = `crawler-${stamp}@example.com`;
    const attendee = await registerAttendee({
      email,
      name: `Cara ${stamp}`,
      eventId,
      invitationCode: code,
    });
    const reps = await Promise.all(
      [acme, acme.toUpperCase(), globex].map((company, i) =>
        registerAttendee({
          email: `crawl-rep${i}-${stamp}@example.com`,
          name: `Rep ${i} ${stamp}`,
          eventId,
          invitationCode: code,
          company,
        }),
      ),
    );
    for (const rep of reps)
      await callAs(ORGANISER, 'adminSetRep', { userKey: rep.key, isRep: true });
    // An attendee cannot set the crawl from a script.
    expect(
      await callWith(attendee.token, 'adminSetBoothCrawl', {
        eventId,
        on: true,
        sponsors: 2,
        points: 500,
      }),
    ).toEqual({ code: 'not-admin' });

    // The organiser turns the crawl on in the console: 2 sponsors, 60 points.
    const desk = await organiserPage(browser(), '/dashboard', eventId);
    const form = desk.getByRole('form', { name: 'Booth crawl' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Booth crawl on').check();
    await form.getByLabel('Sponsors to visit').fill('2');
    await form.getByLabel('Points').fill('60');
    await form.getByRole('button', { name: 'Save booth crawl' }).click();
    await expect
      .poll(() => desk.getByText('Booth crawl saved: it is on.').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await adminRead(`events/${eventId}/boothCrawl`)).toEqual({
      on: true,
      sponsors: 2,
      points: 60,
    });
    const audit = Object.values(
      (await adminRead<Record<string, StoredAudit>>(
        organiserNodes.audit({ kind: 'event', id: eventId }),
      )) ?? {},
    ).filter((entry) => entry.action === 'crawl.set');
    expect(audit).toHaveLength(1);

    // The attendee's phone: nothing visited yet, both sponsors named.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await signIn(phone, email, PASSWORD, eventId);
    await openCrawl(phone);
    await expect
      .poll(() => phone.getByText('Booth crawl: 0 of 2 sponsors visited').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    // Two representatives of one sponsor are one sponsor, named as one of them writes it.
    expect(
      (await listed(phone, 'Sponsors not visited yet')).map((name) => name.toLowerCase()),
    ).toEqual([acme, globex].map((name) => name.toLowerCase()));
    expect(await fitsWidth(phone)).toBe(true);

    // Two representatives of one sponsor count once.
    const [acmeRep, acmeRepAgain, globexRep] = reps;
    if (acmeRep === undefined || acmeRepAgain === undefined || globexRep === undefined)
      throw new Error('no reps');
    await visitBooth(phone, acmeRep.token);
    await visitBooth(phone, acmeRepAgain.token);
    await openCrawl(phone);
    await expect
      .poll(() => phone.getByText('Booth crawl: 1 of 2 sponsors visited').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await listed(phone, 'Sponsors visited')).toEqual([acme]);
    expect(await listed(phone, 'Sponsors not visited yet')).toEqual([globex]);
    expect(await fitsWidth(phone)).toBe(true);

    // The second sponsor completes it: the points and the badge, once.
    await visitBooth(phone, globexRep.token);
    await openCrawl(phone);
    await expect
      .poll(() => phone.getByText('Booth crawl: 2 of 2 sponsors visited').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await expect
      .poll(
        () =>
          phone.getByText('Complete: you earned 60 points and the Booth crawler badge.').count(),
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    expect(await fitsWidth(phone)).toBe(true);
    const ledger = Object.values(
      (await adminRead<Record<string, { reason: string; points: number }>>(
        `ledger/${attendee.key}`,
      )) ?? {},
    ).filter((entry) => entry.reason === 'booth-crawl');
    expect(ledger).toEqual([expect.objectContaining({ points: 60 })]);

    // The notification says it in words, and the badge is earned.
    await phone.goto(`${APP}/notifications`);
    await expect
      .poll(
        () =>
          phone
            .getByText(
              "+60 points: you visited 2 sponsors' booths and earned the Booth crawler badge",
            )
            .count(),
        { timeout: 20_000 },
      )
      .toBe(1);
    await phone.goto(`${APP}/badge`);
    const badge = phone.locator('.badge', { hasText: 'Booth crawler' });
    await expect.poll(() => badge.getAttribute('data-earned'), { timeout: 20_000 }).toBe('true');
    expect(await fitsWidth(phone)).toBe(true);
    await context.close();
  });
});
