import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  keepLog,
  openConsole,
  organiserPage,
  registerAttendee,
  seedLead,
  unregisteredOrganiser,
  useBrowser,
} from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  PASSWORD,
  seededAttendee,
} from './helpers.ts';

const browser = useBrowser();

/** Presses an export button and reads the file the browser downloaded. */
const exported = async (page: Page, button: string): Promise<string> => {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
};

/**
 * The rows of a CSV file as RFC 4180 reads them (what a spreadsheet program does): a quoted cell
 * may hold commas, line breaks and doubled quotes. Written here, independent of the writer under
 * test, so a quoting mistake of the writer cannot be read back as right.
 */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') {
      if (cell !== '') throw new Error(`a quote inside an unquoted cell at ${i}`);
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('a quoted cell never closed');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

describe('organiser console: exports', () => {
  it('exports attendees, leads and the points ledger as CSV: quoted, formulas kept as text', async () => {
    const stamp = Date.now().toString(36);
    // A name with a comma and quotes; a name and a company a spreadsheet would run.
    const tricky = `Ann, "Annie" Smith ${stamp}`;
    const formula = `=HYPERLINK("https://evil.example/${stamp}","click")`;
    const trickyEmail = `annie-${stamp}@example.com`;
    const formulaEmail = `formula-${stamp}@example.com`;
    const repEmail = `rep-${stamp}@example.com`;
    const annie = await registerAttendee({
      email: trickyEmail,
      name: tricky,
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    const hacker = await registerAttendee({
      email: formulaEmail,
      name: formula,
      company: '@SUM(1+1)',
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    const rep = await registerAttendee({
      email: repEmail,
      name: `Rep ${stamp}`,
      company: 'Booth Co',
      eventId: EVENT,
      invitationCode: INVITATION_CODE,
    });
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: annie.key,
      delta: 42,
      reason: 'export, "test"',
    });
    // Both visit the rep's booth: two leads, in the order they came.
    await seedLead(rep, annie.token);
    await seedLead(rep, hacker.token);
    // The second buys a mug with points the organiser gave: the ledger names the prize.
    await callAs(ORGANISER, 'adminAdjustPoints', {
      userKey: hacker.key,
      delta: 50,
      reason: 'mug money',
    });
    await callAs(formulaEmail, 'buyPrize', { prizeId: 'mug', qty: 1, requestId: `csv-${stamp}` });

    const page = await organiserPage(browser(), '/dashboard/export', EVENT);
    const attendees = parseCsv(await exported(page, 'Export attendees as CSV'));
    expect(attendees[0]).toEqual([
      'Name',
      'Email',
      'Company',
      'Department',
      'Team',
      'Attendance',
      'Role',
      'Points',
    ]);
    // 30 seeded attendees, the organiser, these three and everyone the other journeys registered.
    expect(attendees.length).toBeGreaterThanOrEqual(35);
    const byEmail = (rows: string[][], email: string) => rows.filter((row) => row[1] === email);
    // The booth visit paid Annie too: the export shows her points as the ledger sums them.
    const [annieRow] = byEmail(attendees, trickyEmail);
    expect(annieRow?.slice(0, 7)).toEqual([
      tricky,
      trickyEmail,
      'Contoso',
      'Sales',
      'AGILE',
      'in_person',
      'attendee',
    ]);
    expect(byEmail(attendees, formulaEmail)).toEqual([
      [
        `'${formula}`,
        formulaEmail,
        "'@SUM(1+1)",
        'Sales',
        'AGILE',
        'in_person',
        'attendee',
        expect.stringMatching(/^\d+$/),
      ],
    ]);
    expect(byEmail(attendees, repEmail)[0]?.[6]).toBe('sponsor rep');

    const ledger = parseCsv(await exported(page, 'Export points ledger as CSV'));
    expect(ledger[0]).toEqual(['Name', 'Email', 'Points', 'Reason', 'By', 'When']);
    const annieLedger = byEmail(ledger, trickyEmail);
    // The organiser who adjusted is named by name, never by the key the ledger stores.
    expect(annieLedger.find((row) => row[3] === 'admin: export, "test"')?.slice(0, 5)).toEqual([
      tricky,
      trickyEmail,
      '42',
      'admin: export, "test"',
      'Olivia Organiser',
    ]);
    expect(Number(annieRow?.[7])).toBe(annieLedger.reduce((sum, row) => sum + Number(row[2]), 0));
    expect(byEmail(ledger, formulaEmail).every((row) => row[0] === `'${formula}`)).toBe(true);
    // What the app paid or charged by itself is said so, a purchase by the prize's name.
    expect(annieLedger.find((row) => row[3] === 'booth-visit')?.[4]).toBe('Engage (automatic)');
    const mug = await adminRead<string>(`prizes/${EVENT}/mug/name`);
    expect(
      byEmail(ledger, formulaEmail)
        .filter((row) => row[3] === `Bought “${mug}”`)
        .map((row) => row.slice(2, 5)),
    ).toEqual([['-50', `Bought “${mug}”`, 'Engage (automatic)']]);
    expect(ledger.some((row) => row[3]?.startsWith('buy-'))).toBe(false);
    expect(await page.getByText(/points-ledger\.csv: \d+ rows\./).count()).toBe(1);

    const leads = parseCsv(await exported(page, 'Export leads per representative as CSV'));
    expect(leads[0]).toEqual([
      'Representative',
      'Representative company',
      'Visitor',
      'Visitor company',
      'When',
    ]);
    const ofRep = leads.filter((row) => row[0] === `Rep ${stamp}`);
    expect(ofRep.map((row) => row.slice(0, 4))).toEqual([
      [`Rep ${stamp}`, 'Booth Co', tricky, 'Contoso'],
      [`Rep ${stamp}`, 'Booth Co', `'${formula}`, "'@SUM(1+1)"],
    ]);
    for (const row of ofRep) expect(Date.parse(row[4] ?? '')).toBeGreaterThan(Date.now() - 600_000);
  });

  // The member-of-the-event branch of the rules once read users/null for an account with no
  // uids entry, which Firebase refuses as an error: the whole read, the organiser's branch too.
  it('an organiser of the event who never registered as an attendee exports attendees with their points', async () => {
    const email = `organiser-${Date.now().toString(36)}@example.com`;
    await unregisteredOrganiser(email, `|e:${EVENT}|`);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    keepLog(page);
    await page.goto(`${APP}/auth/login?event=${EVENT}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // An organiser with no attendee profile lands on the console, which needs none.
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await openConsole(page, '/dashboard/export', EVENT);
    const attendees = parseCsv(await exported(page, 'Export attendees as CSV'));
    expect(attendees[0]?.[7]).toBe('Points');
    expect(attendees.some((row) => row[1] === email)).toBe(false);
    // Points come from the event's leaderboard (leaderboards/{event}/all), read as this organiser.
    const seeded = await seededAttendee(1);
    const attendee = attendees.find((row) => row[1] === seeded.email);
    const score = await adminRead<number | null>(
      `leaderboards/${EVENT}/all/${seeded.publicId}/score`,
    );
    expect(score).toBeGreaterThan(0);
    expect(attendee?.[7]).toBe(String(score));
    const ledger = parseCsv(await exported(page, 'Export points ledger as CSV'));
    expect(ledger.length).toBeGreaterThan(30);
  });
});
