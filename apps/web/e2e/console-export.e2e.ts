import { readFile } from 'node:fs/promises';
import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshotsOnFailure, organiserPage, registerAttendee } from './console-helpers.ts';
import { callAs, EVENT, INVITATION_CODE, ORGANISER } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** Presses an export button and reads the file the browser downloaded. */
const exported = async (page: Page, button: string): Promise<string> => {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
};

describe('organiser console: exports', () => {
  it('exports attendees and the points ledger as CSV, quoting a name with a comma and a quote', async () => {
    const tricky = 'Ann, "Annie" Smith';
    const email = `annie-${Date.now()}@example.com`;
    const { key } = await registerAttendee({
      email,
      name: tricky,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: key,
      delta: 42,
      reason: 'export, "test"',
    });

    const page = await organiserPage(browser, '/dashboard/export', EVENT);
    const attendees = await exported(page, 'Export attendees as CSV');
    const lines = attendees.trimEnd().split('\n');
    expect(lines[0]).toBe('Name,Email,Company,Department,Team,Attendance,Role,Points');
    // 30 seeded attendees, the organiser, and everyone the other journeys registered.
    expect(lines.length).toBeGreaterThanOrEqual(33);
    expect(lines).toContain(
      `"Ann, ""Annie"" Smith",${email},Contoso,Sales,AGILE,in_person,attendee,42`,
    );

    const ledger = await exported(page, 'Export points ledger as CSV');
    expect(ledger).toContain(`"Ann, ""Annie"" Smith",${email},42,"admin: export, ""test""",`);
    expect(await page.getByText(/points-ledger\.csv: \d+ rows\./).count()).toBe(1);

    const leads = await exported(page, 'Export leads per representative as CSV');
    expect(leads.split('\n')[0]).toBe(
      'Representative,Representative company,Visitor,Visitor company,When',
    );
  });
});
