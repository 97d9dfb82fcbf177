import type { AppNotification } from '@engage/domain/store/users';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAttendee, useBrowser } from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  EVENT,
  fitsWidth,
  INVITATION_CODE,
  ORGANISER,
  PASSWORD,
} from './helpers.ts';

// A Dutch phone is told what the server wrote (a connection's points, a level reached) in Dutch,
// in the toasts and in the list, though the server stores the English sentence beside the key.
const browser = useBrowser();

/** English words of the notices' copy that Dutch does not share. */
const ENGLISH = (
  'for points connected connecting completing networking reached press screen move ' +
  'the your you and with'
).split(' ');

/** The English words in an element's text, the names (`allowed`) left out. */
const englishIn = async (element: Locator, allowed: readonly string[]): Promise<string[]> => {
  let text = (await element.textContent()) ?? '';
  for (const phrase of allowed) text = text.replaceAll(phrase, ' ');
  const words = new Set(text.toLowerCase().split(/[^\p{L}’']+/u));
  return ENGLISH.filter((word) => words.has(word));
};

const signInDutch = async (page: Page, email: string) => {
  await page.goto(`${APP}/auth/login?event=${EVENT}`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
};

const LEVEL_1 = 'Je bereikte level 1! Druk op Level up op het startscherm om hoger te gaan.';

describe('notifications in the reader’s language', () => {
  it('tells a Dutch phone a connection and a level reached in Dutch, toast and list', async () => {
    const stamp = Date.now().toString(36);
    const email = `melding-${stamp}@example.com`;
    const name = `Noor ${stamp}`;
    const partnerEmail = `partner-${stamp}@example.com`;
    const partnerName = `Bram ${stamp}`;
    const register = (address: string, named: string) =>
      registerAttendee({
        email: address,
        name: named,
        eventId: EVENT,
        invitationCode: INVITATION_CODE,
      });
    const me = await register(email, name);
    const partner = await register(partnerEmail, partnerName);
    expect([me.code, partner.code]).toEqual([undefined, undefined]);

    const phone = { locale: 'nl-NL', viewport: { width: 390, height: 844 } };
    const context = await browser().newContext(phone);
    const page = await context.newPage();
    await signInDutch(page, email);
    await page.goto(`${APP}/notifications?event=${EVENT}`);
    await page.getByText(/^Nog geen meldingen\./).waitFor({ timeout: 30_000 });

    // 90 points from the organiser reach no level; a first connection (35 more) reaches level 1.
    await callAs(ORGANISER, 'adminAdjustPoints', { userKey: me.key, delta: 90, reason: 'welkom' });
    const { code } = (await callAs(partnerEmail, 'issueQrToken', {})) as { code: string };
    await callAs(email, 'awardConnection', { qr: code });

    // The server kept what it told beside its English sentence.
    const stored = Object.values(
      await adminRead<Record<string, AppNotification>>(`users/${me.key}/notifications`),
    );
    expect(stored.map(({ message }) => message).sort()).toEqual(['connected', 'level']);
    expect(stored.find(({ message }) => message === 'level')).toMatchObject({
      text: 'You reached level 1! Press Level up on the home screen to move up.',
      params: { level: 1 },
    });
    const connected = stored.find(({ message }) => message === 'connected');
    expect(connected?.params).toMatchObject({ partner: partnerName });
    expect(connected?.text).toMatch(/^\+\d+ points: you connected with /);

    const toasts = page.getByRole('log', { name: 'Nieuwe meldingen' });
    await expect.poll(() => toasts.textContent(), { timeout: 30_000 }).toContain(LEVEL_1);
    await expect
      .poll(() => toasts.textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(`\\+\\d+ punten: je connectte met ${partnerName} \\(`));
    expect(await englishIn(toasts, [partnerName])).toEqual([]);
    for (const toast of await toasts.locator('.toast').all()) {
      const box = await toast.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
      // Its button is read whole beside the longer Dutch words, not cut short.
      const dismiss = toast.getByRole('button', { name: 'Sluiten' });
      expect(await dismiss.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(
        true,
      );
    }

    const list = page.getByRole('list', { name: 'Je meldingen' });
    await expect.poll(() => list.textContent(), { timeout: 30_000 }).toContain(LEVEL_1);
    expect(await list.textContent()).toContain('voor het voltooien van QR-netwerken');
    expect(await englishIn(list, [partnerName])).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);

    // The same notifications in English once the reader switches, at once.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Taal').selectOption('en');
    const english = page.getByRole('list', { name: 'Your notifications' });
    await expect
      .poll(() => english.textContent(), { timeout: 10_000 })
      .toContain('You reached level 1! Press Level up on the home screen to move up.');
    expect(await english.textContent()).toContain(`you connected with ${partnerName}`);
    await context.close();
  });
});
