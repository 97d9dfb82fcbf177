import { pickListsOf } from '@engage/domain/pick-lists';
import { organiserNodes, type StoredAudit } from '@engage/domain/store/organisers';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEvent,
  keepLog,
  organiserPage,
  registerAttendee,
  useBrowser,
} from './console-helpers.ts';
import { APP, adminRead, callWith, signIn, verificationLink } from './helpers.ts';

// Bingo from squares organisers choose, on an event of its own: the organiser sets the lists
// registration offers and the squares cards deal on a laptop; an attendee registers on a 390 px
// phone choosing from the lists, and her card deals only the chosen squares someone else at the
// event matches, its words whole on a 390 and a 320 px phone.
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const CHOSEN = ['Works in Engineering', 'From Netherlands', 'Likes Photography', 'On another team'];

/** Whether every word of every square sits on one line, and no square's words overflow it. */
const wordsWhole = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.bingo-trait')].every((trait) => {
      const text = trait.firstChild;
      if (text === null || text.nodeType !== Node.TEXT_NODE) return false;
      const words = text.textContent ?? '';
      let from = 0;
      for (const word of words.split(' ')) {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, from + word.length);
        from += word.length + 1;
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) return false;
      }
      const square = trait.closest('.bingo-square');
      return square !== null && square.scrollWidth <= square.clientWidth;
    }),
  );

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('bingo from squares organisers choose', () => {
  it('an organiser curates lists and squares; an attendee registers from the lists and is dealt only those squares', {
    timeout: 300_000,
  }, async () => {
    const stamp = Date.now().toString(36);
    const { eventId, code } = await freshEvent('bingo', stamp, `Bingo Fair ${stamp}`, {
      teams: ['AGILE', 'MODERN'],
    });

    // The organiser, on a laptop: the lists first, then the squares they make.
    const desk = await organiserPage(browser(), '/dashboard/bingo', eventId);
    const lists = desk.getByRole('form', { name: 'Registration lists' });
    await lists.waitFor({ timeout: 30_000 });
    await lists.getByLabel('Departments').fill('Engineering\nMarketing\n');
    await lists.getByLabel('Countries').fill(' Netherlands\nKenya');
    await lists.getByLabel('Interests').fill('Photography\nChess');
    await lists.getByRole('button', { name: 'Save lists' }).click();
    await expect
      .poll(() => desk.getByText('Registration lists saved.').count(), { timeout: 30_000 })
      .toBe(1);
    // The database gives a list back as an object by index: read as the app reads it.
    expect(pickListsOf(await adminRead(`events/${eventId}/pickLists`))).toEqual({
      departments: ['Engineering', 'Marketing'],
      countries: ['Netherlands', 'Kenya'],
      interests: ['Photography', 'Chess'],
    });
    const squares = desk.getByRole('form', { name: 'Bingo squares' });
    await expect
      .poll(() => squares.getByLabel('Works in Engineering').count(), { timeout: 30_000 })
      .toBe(1);
    // A sponsor rep is chosen too, but no one at the event is one: no card deals it.
    for (const label of [...CHOSEN, 'A sponsor rep']) await squares.getByLabel(label).check();
    await squares.getByRole('button', { name: 'Save squares' }).click();
    await expect
      .poll(() => desk.getByText('Bingo squares saved: cards are dealt from 5 squares.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    const audit = Object.values(
      (await adminRead<Record<string, StoredAudit>>(
        organiserNodes.audit({ kind: 'event', id: eventId }),
      )) ?? {},
    )
      .map((entry) => entry.action)
      .filter((action) => action !== 'event.create');
    expect(audit.sort()).toEqual(['bingo.squares', 'lists.set']);
    await desk.close();

    // Others at the event, on the other team, who match the squares.
    const partners = await Promise.all([
      registerAttendee({
        email: `bingo-eng-${stamp}@example.com`,
        name: `Erin ${stamp}`,
        eventId,
        invitationCode: code,
        department: 'Engineering',
        country: 'Netherlands',
      }),
      registerAttendee({
        email: `bingo-photo-${stamp}@example.com`,
        name: `Femi ${stamp}`,
        eventId,
        invitationCode: code,
        department: 'Marketing',
        country: 'Kenya',
        interests: ['Photography'],
      }),
    ]);
    expect(partners.map((partner) => partner.code)).toEqual([undefined, undefined]);
    // A registration from a script naming a value not on a list is refused, by field.
    const refused = await registerAttendee({
      email: `bingo-free-${stamp}@example.com`,
      name: `Mallory ${stamp}`,
      eventId,
      invitationCode: code,
      department: 'Attack Co',
    });
    expect(refused.code).toBe('invalid-argument');

    // The attendee registers on her phone, choosing from the lists.
    const context = await browser().newContext({ viewport: PHONE });
    const phone = await context.newPage();
    keepLog(phone);
    const email = `bingo-player-${stamp}@example.com`;
    await phone.goto(`${APP}/auth/register?event=${eventId}`);
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe(`Register for Bingo Fair ${stamp}`);
    await phone.getByLabel('Name').fill(`Gia ${stamp}`);
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByLabel('Password', { exact: true }).fill('bingo-pass-1');
    await phone.getByLabel('Company').fill('Contoso');
    expect(await phone.getByLabel('Department').evaluate((el) => el.tagName)).toBe('SELECT');
    await phone.getByLabel('Department').selectOption('Marketing');
    await phone.getByLabel('Country').selectOption('Kenya');
    await phone.getByLabel('Chess').check();
    await phone.getByLabel('Team').selectOption('MODERN');
    await phone.getByLabel('Invitation code').fill(code);
    expect(await fitsWidth(phone)).toBe(true);
    await phone.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('Confirm your email address');
    const verify = await context.newPage();
    await verify.goto(await verificationLink(email));
    await verify.close();
    await expect
      .poll(() => phone.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe(`Welcome, Gia ${stamp}!`);
    const key = encodeUserKey(email);
    if (!key.ok) throw new Error(`${email} has no key`);
    const profile = await adminRead<UserMetadata>(userNodes.metadata(key.value));
    expect(profile).toMatchObject({
      department: 'Marketing',
      country: 'Kenya',
      teamName: 'MODERN',
    });
    expect(Object.values(profile.interests ?? {})).toEqual(['Chess']);

    await context.close();

    // Her card, signed in again on a 390 px phone: only the chosen squares someone else matches.
    const later = await browser().newContext({ viewport: PHONE });
    const player = await later.newPage();
    keepLog(player);
    await signIn(player, email, 'bingo-pass-1', eventId);

    await player.goto(`${APP}/bingo`);
    const card = player.getByRole('list', { name: 'Your bingo card' });
    await card.waitFor({ timeout: 30_000 });
    const labels = await card.locator('.bingo-trait').allTextContents();
    expect(labels).toHaveLength(9);
    expect([...new Set(labels)].sort()).toEqual([...CHOSEN].sort());
    expect(await wordsWhole(player)).toBe(true);
    expect(await fitsWidth(player)).toBe(true);
    await player.setViewportSize({ width: 320, height: 700 });
    expect(await wordsWhole(player)).toBe(true);
    expect(await fitsWidth(player)).toBe(true);

    // An attendee cannot change the lists or squares from a script.
    const [erin] = partners;
    if (erin === undefined) throw new Error('no partner');
    expect(
      await callWith(erin.token, 'adminSetPickLists', {
        eventId,
        departments: ['Attack Co'],
        countries: [],
        interests: [],
      }),
    ).toEqual({ code: 'not-admin' });
    expect(
      await callWith(erin.token, 'adminSetBingoSquares', { eventId, squares: ['role-rep'] }),
    ).toEqual({ code: 'not-admin' });
    await later.close();
  });
});
