import { mkdir, writeFile } from 'node:fs/promises';
import { PORTS } from '@engage/devstack/stack';
import type { Browser, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  chromiumForFile,
  EVENT,
  ORGANISER,
  PASSWORD,
  signIn,
} from './helpers.ts';

const AUTH = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;

/** A new account on the Auth emulator, as the register form makes one; answers its ID token. */
const signUp = async (email: string, password = PASSWORD): Promise<string> => {
  const response = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (idToken === undefined) throw new Error(`${email} could not sign up`);
  return idToken;
};

/**
 * A new account that holds organiser rights (`claim`) and never registered as an attendee: no
 * profile, no uids entry, as make-organiser or a grant can leave one. The claim is set on the
 * Auth emulator with its owner credential, as the admin SDK would.
 */
export const unregisteredOrganiser = async (email: string, claim: string): Promise<void> => {
  const token = await signUp(email);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    user_id?: string;
  };
  const response = await fetch(`${AUTH}/projects/demo-engage/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      localId: payload.user_id,
      customAttributes: JSON.stringify({ organiser: claim }),
    }),
  });
  if (!response.ok) throw new Error(`claim for ${email}: ${response.status}`);
};

/**
 * The account's address confirmed as its verification link would (the Auth emulator's mail), and
 * a fresh ID token that says so: every registrant confirms their address, code or not.
 */
const confirmAddress = async (
  idToken: string,
  email: string,
  password = PASSWORD,
): Promise<string> => {
  await fetch(`${AUTH}/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  const codes = (await (
    await fetch(`http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/demo-engage/oobCodes`)
  ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const mail = codes.oobCodes
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .at(-1);
  if (mail === undefined) throw new Error(`no verification mail for ${email}`);
  await fetch(`${AUTH}/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: mail.oobCode }),
  });
  const signedIn = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken: fresh } = (await signedIn.json()) as { idToken?: string };
  if (fresh === undefined) throw new Error(`${email} could not sign in again`);
  return fresh;
};

/** Signs up, confirms the address and registers an attendee of `eventId` with the company's code. */
export const registerAttendee = async (options: {
  email: string;
  name: string;
  eventId: string;
  invitationCode: string;
  company?: string;
  department?: string;
  teamName?: string;
  country?: string;
  interests?: readonly string[];
}): Promise<{ key: string; token: string; code?: string }> => {
  const token = await confirmAddress(await signUp(options.email), options.email);
  const answer = await callWith(token, 'register', {
    name: options.name,
    company: options.company ?? 'Contoso',
    department: options.department ?? 'Sales',
    teamName: options.teamName ?? 'AGILE',
    eventId: options.eventId,
    invitationCode: options.invitationCode,
    ...(options.country === undefined ? {} : { country: options.country }),
    ...(options.interests === undefined ? {} : { interests: options.interests }),
  });
  const key = (answer.result as { key?: string } | undefined)?.key ?? '';
  return answer.code === undefined ? { key, token } : { key, token, code: answer.code };
};

/**
 * A booth visit (a lead) through the real callables: the organiser makes `rep` a sponsor
 * representative, the rep shows their QR code and `visitor` scans it.
 */
export const seedLead = async (rep: { key: string; token: string }, visitorToken: string) => {
  await callAs(ORGANISER, 'adminSetRep', { userKey: rep.key, isRep: true });
  const issued = await callWith(rep.token, 'issueQrToken', {});
  const qr = (issued.result as { qr?: string } | undefined)?.qr;
  if (qr === undefined) throw new Error(`issueQrToken was refused: ${issued.code}`);
  const scanned = await callWith(visitorToken, 'awardConnection', { qr });
  if (scanned.code !== undefined) throw new Error(`awardConnection was refused: ${scanned.code}`);
};

/** The text of one cell of a console table: the row named by `row`, the column headed `header`. */
export const cellText = async (page: Page, row: RegExp | string, header: string) => {
  const line = page.getByRole('row', { name: row });
  const table = page.locator('table', { has: line });
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf(header);
  if (column < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return line.getByRole('cell').nth(column).textContent();
};

/**
 * A new event made by the seeded organiser through the console's callable: in person on the first
 * two days of December 2026, with the AGILE team unless others are named, of the seeded event's
 * company unless another is named.
 */
export const createEvent = async (
  eventId: string,
  name: string,
  customerId?: string,
  teams: readonly string[] = ['AGILE'],
) => {
  const company =
    customerId ?? (await adminRead<string>(`events/${EVENT}/metadata/customerId`)) ?? '';
  await callAs(ORGANISER, 'adminWriteEvent', {
    eventId,
    create: true,
    event: {
      name,
      startsAt: Date.UTC(2026, 11, 1),
      endsAt: Date.UTC(2026, 11, 2),
      venue: '',
      description: '',
      customerId: company,
      mode: 'in_person',
    },
    teams,
  });
};

/**
 * A company (ten seats unless told, taken with its invitation code) and an event of their own,
 * named `name`, with the AGILE team unless others are named, so that the seeded event stays as
 * other journeys expect it and the event's rate limits start empty. The event's id and the
 * company's code are both `${prefix}-${stamp}`.
 */
export const freshEvent = async (
  prefix: string,
  stamp: string,
  name: string,
  { seats = 10, teams = ['AGILE'] }: { seats?: number; teams?: readonly string[] } = {},
) => {
  const code = `${prefix}-${stamp}`;
  const company = (await callAs(ORGANISER, 'adminCreateCompany', {
    name: `${name} hosts`,
    subscription: 'standard',
    userLimit: seats,
    formId: code,
  })) as { id: string };
  await createEvent(code, name, company.id, teams);
  return { eventId: code, code, customerId: company.id };
};

/** A page signed in as the seeded organiser, on the console's `section` for `event`. */
export const organiserPage = async (
  browser: Browser,
  path = '/dashboard',
  event = '',
): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  keepLog(page);
  await signIn(page, ORGANISER);
  await openConsole(page, path, event);
  return page;
};

export const openConsole = async (page: Page, path: string, event = '') => {
  await page.goto(`${APP}${path}${event ? `${path.includes('?') ? '&' : '?'}event=${event}` : ''}`);
  await expect
    .poll(() => page.getByText('Organiser dashboard').count(), { timeout: 30_000 })
    .toBe(1);
};

const logs = new WeakMap<Page, string[]>();

/** Keeps what a page logs, its uncaught errors and its failed requests, for a failure's report. */
export const keepLog = (page: Page) => {
  const lines: string[] = [];
  logs.set(page, lines);
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) lines.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    lines.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
};

/**
 * Keeps a screenshot of every open page (and what a page watched by keepLog logged) when a journey fails (in apps/web/test-results/), so a
 * failure in CI can be seen, not guessed.
 */
export const keepScreenshotsOnFailure = (browser: () => Browser | undefined) =>
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const folder = new URL('../test-results/', import.meta.url).pathname;
    await mkdir(folder, { recursive: true });
    const pages =
      browser()
        ?.contexts()
        .flatMap((opened) => opened.pages()) ?? [];
    const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    await Promise.all(
      pages.map(async (page, index) => {
        const log = logs.get(page);
        if (log !== undefined) await writeFile(`${folder}${name}-${index}.log`, log.join('\n'));
        await page
          .screenshot({ path: `${folder}${name}-${index}.png`, fullPage: true })
          .catch(() => undefined);
      }),
    );
  });

/**
 * The file's browser: launched before its journeys, closed after them, and every page of it kept as
 * a screenshot when a journey fails (keepScreenshotsOnFailure).
 */
export const useBrowser = (): (() => Browser) => {
  const browser = chromiumForFile();
  keepScreenshotsOnFailure(browser);
  return browser;
};

/** A kiosk's turn to "now in each room", waited for (after its boards): each room's line. */
export const roomsNow = async (kiosk: Page): Promise<string[]> => {
  await expect
    .poll(() => kiosk.getByRole('heading', { level: 1 }).textContent(), { timeout: 90_000 })
    .toBe('Now in each room');
  return kiosk
    .getByRole('list', { name: 'Now in each room' })
    .getByRole('listitem')
    .allTextContents();
};
