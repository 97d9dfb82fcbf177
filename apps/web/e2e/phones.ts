import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { registerAttendee } from './console-helpers.ts';
import { adminRead, callWith, EVENT, INVITATION_CODE, signIn } from './helpers.ts';

/** The phone the people journeys run on. */
export const PHONE = { width: 390, height: 844 } as const;

/** A phone of its own (a fresh context) in `browser`, signed in as `email`. */
export const phoneOf = async (browser: Browser, email: string): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, email);
  return page;
};

export const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

/** A newly registered attendee of the demo event, with a fresh address made of `label`. */
export const registeredPerson = async (label: string, name: string, interests?: string[]) => {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  const registered = await registerAttendee({
    email,
    name,
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
    ...(interests === undefined ? {} : { interests }),
  });
  return { email, name, ...registered };
};

/** A newly registered attendee with their public id, which an inbox link names them by. */
export const personWithId = async (label: string, name: string) => {
  const registered = await registeredPerson(label, name);
  const publicId = await adminRead<string>(`users/${registered.key}/metadata/publicId`);
  return { ...registered, publicId };
};

/** `scanner` scans the code `shown` shows: the two are connected. */
export const connectPeople = async (scanner: { token: string }, shown: { token: string }) => {
  const issued = await callWith(shown.token, 'issueQrToken', {});
  const qr = (issued.result as { qr: string }).qr;
  expect((await callWith(scanner.token, 'awardConnection', { qr })).code).toBe(undefined);
};
