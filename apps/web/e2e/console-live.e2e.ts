import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  keepLog,
  keepScreenshotsOnFailure,
  openConsole,
  registerAttendee,
  seedLead,
} from './console-helpers.ts';
import { APP, adminRead, callAs, EVENT, INVITATION_CODE, ORGANISER, signIn } from './helpers.ts';

// The console's live screens, with one organiser sign-in for the file: the overview's charts
// follow awards as they happen, a company shows its reps and their leads, a person's page makes
// and unmakes a sponsor rep, and the event form uploads the event's logo and main image.

let browser: Browser;
let page: Page;
const stamp = Date.now().toString(36);
const people = {
  rep: { key: '', name: `Live Rep ${stamp}` },
  visitor: { key: '', name: `Live Visitor ${stamp}`, publicId: '' },
};

beforeAll(async () => {
  browser = await launchChromium();
  const rep = await registerAttendee({
    email: `live-rep-${stamp}@example.com`,
    name: people.rep.name,
    company: 'Booth Co',
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  const visitor = await registerAttendee({
    email: `live-visitor-${stamp}@example.com`,
    name: people.visitor.name,
    company: 'Visiting Ltd',
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  people.rep.key = rep.key;
  people.visitor.key = visitor.key;
  people.visitor.publicId =
    (await adminRead<string>(`users/${visitor.key}/metadata/publicId`)) ?? '';
  await seedLead(rep, visitor.token);
  // Signed in once for the file; each test opens its console screen.
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  keepLog(page);
  await signIn(page, ORGANISER);
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** The points chart's latest minute: its value and the minute it is (the chart's end label). */
const latestPoints = async () => {
  const chart = page.getByRole('img', { name: /^Points awarded:/ });
  const summary = (await chart.getAttribute('aria-label')) ?? '';
  const value = /: (\d+) points in the last minute/.exec(summary)?.[1];
  return {
    value: value === undefined ? Number.NaN : Number(value),
    minute: (await chart.locator('text').last().textContent()) ?? '',
  };
};

/** A count as the screen shows it, formatted for the locale ("1,237"). */
const count = (text: string | null) =>
  text === null || !/\d/.test(text) ? Number.NaN : Number(text.replace(/\D/g, ''));

describe('organiser console: live screens', () => {
  it('the overview’s points chart and total rise live when points are given', async () => {
    await openConsole(page, '/dashboard', EVENT);
    const total = page.getByTestId('chart-points');
    await expect
      .poll(async () => count(await total.textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(0);
    const before = { total: count(await total.textContent()), latest: await latestPoints() };
    expect(before.latest.value).not.toBeNaN();
    // The top teams board lists teams (a Team column, no people's initials), live too.
    const team = (await adminRead<string>(`users/${people.visitor.key}/metadata/teamName`)) ?? '';
    const teams = page.getByRole('table', { name: 'Top teams' });
    await expect.poll(() => teams.getByRole('columnheader').nth(1).textContent()).toBe('Team');
    const teamScore = async () => {
      const row = teams.getByRole('row').filter({ hasText: team });
      return (await row.count()) === 0
        ? 0
        : count(await row.first().locator('.board-score').textContent());
    };
    const teamBefore = await teamScore();

    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: people.visitor.key,
      delta: 37,
      reason: 'live overview',
    });
    // The open page, never reloaded, counts the 37 points in the latest minute and the total.
    await expect
      .poll(async () => count(await total.textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before.total + 37);
    await expect.poll(teamScore, { timeout: 30_000 }).toBeGreaterThanOrEqual(teamBefore + 37);
    // So does the latest point, in the same minute (had the minute turned since, the 37 may sit in
    // the one before, which the total above has counted).
    const after = await latestPoints();
    if (after.minute === before.latest.minute)
      expect(after.value).toBeGreaterThanOrEqual(before.latest.value + 37);
    else expect(after.value).not.toBeNaN();
  });

  it('a company’s view lists its reps and the booth visits they collected', async () => {
    const customerId = (await adminRead<string>(`events/${EVENT}/metadata/customerId`)) ?? '';
    await openConsole(page, `/dashboard/companies?company=${customerId}`, EVENT);
    const booth = page.getByRole('table', { name: `${people.rep.name} (Booth Co): 1 lead` });
    await expect.poll(() => booth.count(), { timeout: 30_000 }).toBe(1);
    const rows = booth.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([people.visitor.name, 'Visiting Ltd']);
    // On the event's clock, its zone named ("27 Nov 2026, 16:49 UTC").
    expect(cells[2]).toMatch(/\d{4}, \d{2}:\d{2} \S+$/);
  });

  it('makes and unmakes a sponsor rep from the person’s page', async () => {
    await openConsole(page, `/dashboard/index-x?user=${people.visitor.key}`, EVENT);
    await expect
      .poll(() => page.getByRole('heading', { name: people.visitor.name }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await page.getByRole('button', { name: 'Make sponsor rep' }).click();
    await expect
      .poll(() => page.getByText('Now a sponsor representative.').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await adminRead(`users/${people.visitor.key}/metadata/isRep`)).toBe(true);
    expect(await adminRead(`reps/${EVENT}/${people.visitor.publicId}`)).toMatchObject({
      name: people.visitor.name,
      company: 'Visiting Ltd',
    });
    // The page follows: the button now offers the way back.
    await page.getByRole('button', { name: 'Unmake sponsor rep' }).click();
    await expect
      .poll(() => page.getByText('No longer a sponsor representative.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await adminRead(`users/${people.visitor.key}/metadata/isRep`)).not.toBe(true);
    expect(await adminRead(`reps/${EVENT}/${people.visitor.publicId}`)).toBeNull();
    expect(await page.getByRole('button', { name: 'Make sponsor rep' }).count()).toBe(1);
  });

  it('uploads a company’s logo; its event with no host logo of its own shows it to visitors', async () => {
    const { id: companyId } = (await callAs(ORGANISER, 'adminCreateCompany', {
      name: `Logo Host ${stamp}`,
      subscription: 'standard',
      userLimit: 5,
    })) as { id: string };
    const eventId = `host-logo-${stamp}`;
    await callAs(ORGANISER, 'adminWriteEvent', {
      eventId,
      create: true,
      event: {
        name: `Host Logo ${stamp}`,
        startsAt: Date.UTC(2026, 11, 1),
        endsAt: Date.UTC(2026, 11, 2),
        venue: '',
        description: '',
        customerId: companyId,
        mode: 'in_person',
      },
      teams: ['AGILE'],
    });
    await openConsole(page, `/dashboard/companies?company=${companyId}&edit=company`);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } });
    await page.getByLabel('Company logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect.poll(() => page.getByText('Uploaded.').count(), { timeout: 30_000 }).toBe(1);
    // The form's picture of the logo turns to the upload, though the logo's path was known before.
    const current = page.getByRole('img', { name: 'Company logo (current)' });
    await expect
      .poll(
        () => current.evaluate((img: HTMLImageElement) => [img.dataset.state, img.naturalWidth]),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['stored', 48]);
    await page.getByRole('button', { name: 'Save the company' }).click();
    await expect
      .poll(() => adminRead(`companies/${companyId}/metadata/logo`), { timeout: 30_000 })
      .toBe(`companies/${companyId}/logo.png`);

    // A visitor: the event page and the event's sign-in banner show the company's logo.
    const visitor = await browser.newContext();
    const screen = await visitor.newPage();
    for (const path of ['/event', '/auth/login']) {
      await screen.goto(`${APP}${path}?event=${eventId}`);
      const logo = screen.getByRole('img', { name: `Logo of the host of Host Logo ${stamp}` });
      await expect
        .poll(
          () =>
            logo.evaluate(
              (img: HTMLImageElement, stored) => [
                img.dataset.state,
                decodeURIComponent(img.currentSrc).includes(stored),
                img.naturalWidth,
              ],
              `companies/${companyId}/logo.png`,
            ),
          { timeout: 30_000 },
        )
        .toEqual(['stored', true, 48]);
    }
    await visitor.close();
  });

  it('uploads the event’s logo and main image with progress; the public pages show them', async () => {
    const eventId = `pictures-${stamp}`;
    await createEvent(eventId, `Pictures ${stamp}`);
    // Two pictures of different sizes (cut from this screen), so each is known where it shows.
    await openConsole(page, `/dashboard/events?edit=${eventId}`, eventId);
    const pictures = {
      'Event logo': { width: 40, height: 40 },
      'Main image': { width: 120, height: 60 },
    } as const;
    for (const [label, size] of Object.entries(pictures)) {
      const png = await page.screenshot({ clip: { x: 0, y: 0, ...size } });
      // The upload is held at the network until the progress bar has been seen.
      let release: () => void = () => undefined;
      let holds = 0;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = async (route: Route) => {
        if (route.request().method() === 'GET') return route.continue();
        holds += 1;
        await held;
        return route.continue();
      };
      await page.route('**/v0/b/**', hold);
      await page.getByLabel(label, { exact: true }).setInputFiles({
        name: 'picture.png',
        mimeType: 'image/png',
        buffer: png,
      });
      const progress = page.getByRole('progressbar', { name: `${label}: upload progress` });
      // The bar can show before the upload's request leaves (the SDK first reads the token),
      // so wait for the request too: while it is held, the bar must still be there.
      await expect.poll(() => holds, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await progress.count()).toBe(1);
      const fraction = Number(await progress.getAttribute('value'));
      expect(fraction).toBeGreaterThanOrEqual(0);
      expect(fraction).toBeLessThanOrEqual(1);
      release();
      await expect.poll(() => progress.count(), { timeout: 30_000 }).toBe(0);
      await page.unroute('**/v0/b/**', hold);
      // The form's own picture of it turns to the upload.
      const current = page.getByRole('img', { name: `${label} (current)` });
      await expect
        .poll(() => current.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]), {
          timeout: 30_000,
        })
        .toEqual([true, size.width]);
    }
    expect(await page.getByText('Uploaded.').count()).toBe(2);
    // Each upload is an organiser action in the event's audit log.
    const audit = Object.values(
      (await adminRead<Record<string, { action: string; target: string }>>(
        `audit/events/${eventId}`,
      )) ?? {},
    );
    expect(
      audit
        .filter((entry) => entry.action === 'picture.upload')
        .map((entry) => entry.target)
        .sort(),
    ).toEqual([`logo/${eventId}/logo.png`, `main/${eventId}/main_img.png`]);

    // A visitor, not signed in: the landing shows the main image, the event's header its logo.
    const visitor = await browser.newContext();
    const landing = await visitor.newPage();
    await landing.goto(`${APP}/auth/landing?event=${eventId}`);
    const main = landing.locator('img.landing-image');
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => [img.dataset.state, img.naturalWidth]), {
        timeout: 30_000,
      })
      .toEqual(['stored', pictures['Main image'].width]);
    await landing.goto(`${APP}/event?event=${eventId}`);
    const logo = landing.locator('img.brand-logo');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => [img.dataset.state, img.naturalWidth]), {
        timeout: 30_000,
      })
      .toEqual(['stored', pictures['Event logo'].width]);
    await visitor.close();
  });
});
