import { PORTS } from '@engage/devstack/stack';
import { IMPORT_ROW_WORDS } from '@engage/domain/attendee-import';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  lastOutboxText,
  ORGANISER,
  PASSWORD,
} from './helpers.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const AUTH = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;

/** A password sign-in on the Auth emulator: the ID token a script would hold. */
const tokenOf = async (email: string): Promise<string> => {
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (idToken === undefined) throw new Error(`${email} could not sign in`);
  return idToken;
};

/** A public callable, as the invitation page calls it: no sign-in. */
const callPublic = async (name: string, data: unknown): Promise<{ code?: string }> => {
  const response = await fetch(
    `http://127.0.0.1:${PORTS.functions}/demo-engage/us-central1/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    },
  );
  const answer = (await response.json()) as { error?: { details?: { code?: string } } };
  return answer.error === undefined ? {} : { code: answer.error.details?.code ?? 'unknown' };
};

const row = (i: number, stamp: string, team = i % 2 === 0 ? 'agile' : 'Modern') =>
  `Guest ${i} ${stamp},guest-${i}-${stamp}@example.com,Contoso,${team}`;

describe('bulk registration', () => {
  it('imports 47 of 50 rows with the refusals shown; an invitee follows the link and plays', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    // 50 seats: the 47 imported, the partner below, and room for an attack past the seats.
    const { eventId, customerId, code } = await freshEvent(
      'importers',
      stamp,
      `Import day ${stamp}`,
      {
        seats: 49,
        teams: ['AGILE', 'MODERN'],
      },
    );
    const lines = Array.from({ length: 50 }, (_, i) => row(i + 1, stamp));
    lines[9] = `Guest 10 ${stamp},not-an-address,Contoso,AGILE`;
    lines[19] = `Guest 20 ${stamp},guest-20-${stamp}@example.com,Contoso,Mauve`;
    lines[29] = row(5, stamp);
    const csv = ['Name,Email,Company,Team', ...lines].join('\r\n');

    const desk = await organiserPage(browser(), '/dashboard/export', eventId);
    await desk.getByLabel('CSV file').setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = desk.getByRole('status').filter({ hasText: 'ready to import' });
    await expect
      .poll(() => preview.textContent(), { timeout: 30_000 })
      .toBe('47 rows ready to import, 3 rows refused.');
    const refusals = desk.getByRole('list', { name: 'Refused rows' });
    expect(await refusals.getByRole('listitem').allTextContents()).toEqual([
      `Row 11 (not-an-address): ${ERROR_MESSAGES['invalid-email']}`,
      `Row 21 (guest-20-${stamp}@example.com): ${IMPORT_ROW_WORDS['unknown-team']}`,
      `Row 31 (guest-5-${stamp}@example.com): ${IMPORT_ROW_WORDS['repeated-row']}`,
    ]);
    // Nothing is written before the organiser imports.
    expect(await adminRead<number>(`companies/${customerId}/userCount`)).toBe(0);

    await desk.getByRole('button', { name: 'Import 47 attendees' }).click();
    const done = desk.getByRole('status').filter({ hasText: 'Imported' });
    await expect
      .poll(() => done.textContent(), { timeout: 120_000 })
      .toMatch(/^Imported 47 attendees; 3 rows refused\./);
    expect(await adminRead<number>(`companies/${customerId}/userCount`)).toBe(47);
    expect(await adminRead<number>(`events/${eventId}/metadata/registrants`)).toBe(47);

    // Another attendee registers by the company's code: the invitee's partner.
    const partner = await registerAttendee({
      email: `partner-${stamp}@example.com`,
      name: `Pat ${stamp}`,
      eventId,
      invitationCode: code,
    });
    expect(partner.code).toBeUndefined();

    // The attacks, from a script with the client's protocol.
    const payload = {
      eventId,
      rows: [{ row: 2, name: 'X', email: `x-${stamp}@example.com`, company: '', team: 'AGILE' }],
    };
    expect(await callWith(partner.token, 'adminImportAttendees', payload)).toEqual({
      code: 'not-admin',
    });
    // An organiser of the event, fired, still holding the token she signed in with.
    const fired = await registerAttendee({
      email: `fired-${stamp}@example.com`,
      name: `Fay ${stamp}`,
      eventId,
      invitationCode: code,
    });
    await callAs(ORGANISER, 'adminSetOrganiser', {
      userKey: fired.key,
      grant: true,
      events: [eventId],
    });
    const firedToken = await tokenOf(`fired-${stamp}@example.com`);
    await callAs(ORGANISER, 'adminSetOrganiser', {
      userKey: fired.key,
      grant: false,
      events: [eventId],
    });
    // The revoke ended her sessions: the old token is no session for an organiser callable.
    expect(await callWith(firedToken, 'adminImportAttendees', payload)).toEqual({
      code: 'unauthenticated',
    });
    expect(await adminRead<number>(`companies/${customerId}/userCount`)).toBe(49);
    // Rows past the seats: 49 seats, 47 imported and 2 registered.
    const past = (await callAs(ORGANISER, 'adminImportAttendees', payload)) as {
      imported: number;
      refused: { error: string }[];
    };
    expect(past).toMatchObject({ imported: 0, refused: [{ error: 'registration-limit-reached' }] });
    expect(await adminRead<number>(`companies/${customerId}/userCount`)).toBe(49);

    // The invitee's mail holds the link; another address cannot use it.
    const invitee = `guest-2-${stamp}@example.com`;
    const link = /https?:\/\/\S+/.exec(await lastOutboxText(invitee))?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/otp');
    const token = url.searchParams.get('token') ?? '';
    expect(
      await callPublic('redeemInvitation', { token, email: `partner-${stamp}@example.com` }),
    ).toEqual({
      code: 'invitation-invalid',
    });

    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    await phone.goto(`${APP}${url.pathname}${url.search}`);
    // The invitation fits the narrowest phone.
    await phone.setViewportSize({ width: 320, height: 640 });
    const join = phone.getByRole('button', { name: 'Join the event' });
    await join.waitFor({ timeout: 20_000 });
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await phone.setViewportSize(PHONE);
    await join.click();
    // Registered already, in the event and team of the import: the link lands on the home screen.
    await phone.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
    await expect
      .poll(() => phone.getByText(`Hello Guest 2 ${stamp}!`).count(), { timeout: 20_000 })
      .toBe(1);
    const people = await adminRead<Record<string, { e: string; teamName: string }>>(
      `search/${eventId}`,
    );
    expect(Object.values(people).find((person) => person.e === invitee)?.teamName).toBe('AGILE');

    // The link signs in once.
    expect(await callPublic('redeemInvitation', { token, email: invitee })).toEqual({
      code: 'invitation-used',
    });

    // The invitee plays: connects with the partner by typing the partner's code.
    const issued = await callWith(partner.token, 'issueQrToken', {});
    const partnerCode = (issued.result as { code?: string } | undefined)?.code ?? '';
    await phone.goto(`${APP}/connect?event=${eventId}`);
    await phone.getByRole('button', { name: 'Scan a code' }).click();
    const field = phone.getByLabel('Their code');
    await field.waitFor({ timeout: 20_000 });
    await field.fill(partnerCode);
    await phone.getByRole('button', { name: 'Connect', exact: true }).click();
    const status = phone.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(new RegExp(`^\\+\\d+ points for you, \\+\\d+ for Pat ${stamp}`));
    await context.close();
    await desk.close();
  });
});
