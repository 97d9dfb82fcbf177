import { createRequire } from 'node:module';
import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { pairId } from '@engage/domain/scoring';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const APP = `http://localhost:${PORTS.web}`;
export const EVENT = 'summit-2026';
export const PASSWORD = 'demo-password-2026';
export const ORGANISER = 'organiser@demo.engage.test';
/** The seeded company's form id, which registration accepts as its invitation code. */
export const INVITATION_CODE = 'northwind-registration';
const AUTH = `http://127.0.0.1:${PORTS.auth}`;
const FUNCTIONS = `http://127.0.0.1:${PORTS.functions}/demo-engage/us-central1`;
const DATABASE = `http://127.0.0.1:${PORTS.database}`;
const NS = 'demo-engage-default-rtdb';

/**
 * The Chromium a journey file runs in: launched before the file's tests and closed after them.
 * It is answered as a getter, as it exists only once the file has started.
 */
export const chromiumForFile = (): (() => Browser) => {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(() => launched?.close());
  return () => {
    if (launched === undefined) throw new Error('Chromium did not launch for this file');
    return launched;
  };
};

/** Signs in through the login screen and waits for the home screen (an organiser's dashboard). */
export const signIn = async (page: Page, email: string, password = PASSWORD, event = EVENT) => {
  await page.goto(`${APP}/auth/login?event=${event}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => ['/', '/auth', '/dashboard'].includes(url.pathname), {
    timeout: 20_000,
  });
};

/** A callable over the callable protocol with an ID token; a refusal answers its domain code. */
export const callWith = async (
  idToken: string,
  name: string,
  data: unknown,
): Promise<{ result?: unknown; code?: string }> => {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json()) as {
    result?: unknown;
    error?: { details?: { code?: string }; status?: string };
  };
  return answer.error === undefined
    ? { result: answer.result }
    : { code: answer.error.details?.code ?? answer.error.status ?? 'unknown' };
};

/**
 * A callable made as `email` would make it from the app, over the callable protocol: a password
 * sign-in on the Auth emulator for an ID token, then the function with that token.
 */
export const callAs = async (
  email: string,
  name: string,
  data: unknown,
  password = PASSWORD,
): Promise<unknown> => {
  const signedIn = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signedIn.json()) as { idToken?: string };
  if (idToken === undefined) throw new Error(`${email} could not sign in`);
  const answer = await callWith(idToken, name, data);
  if (answer.code !== undefined) throw new Error(`${name} was refused: ${answer.code}`);
  return answer.result;
};

/** The verification link the Auth emulator would have mailed to `email`. */
export const verificationLink = async (email: string): Promise<string> => {
  const response = await fetch(`${AUTH}/emulator/v1/projects/demo-engage/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (code === undefined) throw new Error(`no verification mail for ${email}`);
  return code.oobLink;
};

/** The latest message in the dev outbox for `email` (read with the admin credential). */
export const lastOutboxText = async (email: string): Promise<string> => {
  const outbox =
    (await adminRead<Record<string, { to: string; text: string }> | null>('outbox')) ?? {};
  const mail = Object.values(outbox)
    .filter((m) => m.to === email)
    .at(-1);
  if (mail === undefined) throw new Error(`no mail for ${email}`);
  return mail.text;
};

/** The colour of one pixel of a screenshot, read back through a canvas in the page. */
export const pixelOf = async (
  page: Page,
  png: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number]> =>
  page.evaluate(
    async ({ data, x: px, y: py }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(px, py, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
    },
    { data: png.toString('base64'), x, y },
  );

const owner = (path: string) => `${DATABASE}/${path}.json?ns=${NS}&auth=owner`;

/** A database value, read with the emulator's owner credential (as the Admin SDK would). */
export const adminRead = async <T>(path: string): Promise<T> =>
  (await (await fetch(owner(path))).json()) as T;

/** Changes children of a database node with the owner credential: time travel for a test. */
export const adminUpdate = async (path: string, children: Record<string, unknown>) => {
  const response = await fetch(owner(path), { method: 'PATCH', body: JSON.stringify(children) });
  if (!response.ok) throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
};

export type SeededAttendee = {
  readonly email: string;
  readonly key: string;
  readonly name: string;
  readonly publicId: string;
};

/** Seeded attendee number `n` (attendeeNN@demo.engage.test) as the database knows them. */
export const seededAttendee = async (n: number): Promise<SeededAttendee> => {
  const email = `attendee${String(n).padStart(2, '0')}@demo.engage.test`;
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`no user key for ${email}`);
  const metadata = await adminRead<{ name: string; publicId: string }>(
    `users/${key.value}/metadata`,
  );
  return { email, key: key.value, name: metadata.name, publicId: metadata.publicId };
};

/**
 * `count` seeded attendees none of whom has met another (other journeys connect some), looked for
 * from seeded attendee number `from` towards `to`.
 */
export const strangers = async (
  count: number,
  from: number,
  to: number,
): Promise<SeededAttendee[]> => {
  const found: SeededAttendee[] = [];
  const step = from <= to ? 1 : -1;
  for (let n = from; n !== to + step && found.length < count; n += step) {
    const person = await seededAttendee(n).catch(() => null);
    if (person?.publicId === undefined) continue;
    const met = await Promise.all(
      found.map((other) => adminRead(`pairs/${EVENT}/${pairId(person.key, other.key)}`)),
    );
    if (met.every((claim) => claim === null)) found.push(person);
  }
  if (found.length < count) throw new Error('too few attendees who have not met');
  return found;
};

/** An attendee signed in in a browser context of their own, on one of the app's screens. */
export const openAs = async (browser: Browser, n: number, path: string) => {
  const person = await seededAttendee(n);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, person.email);
  await page.goto(`${APP}${path}?event=${EVENT}`);
  return { person, context, page };
};

/** Waits until `text` shows on the page; failing, says what the page showed instead. */
export const shows = (page: Page, text: string | RegExp, timeout = 20_000) =>
  page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ timeout })
    .catch(async (error: Error) => {
      const screen = await page
        .locator('body')
        .textContent()
        .catch(() => '(no page)');
      throw new Error(`${error.message}\nThe page said:\n${screen}`);
    });

/** Waits until a heading named `name` shows on the page. */
export const heading = (page: Page, name: string | RegExp, timeout = 20_000) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' }).waitFor({ timeout });

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** axe-core in the page as it is now: its serious and critical violations, with where they are. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.addScriptTag({ path: axeSource });
  const violations = (await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }
    ).axe.run();
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** No part of the page reaches past the screen's width. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Every toast the page shows from now on, even one gone again before a poll looks (a toast stays
 * 6 s, and a loaded machine can take longer to answer the other phone). Waits until the toasts
 * have their first list, as what arrives before that is not news and is not toasted.
 */
export const watchToasts = async (page: Page): Promise<() => Promise<string>> => {
  const log = page.locator('[role="log"][aria-label="New notifications"]');
  await log
    .and(page.locator('[aria-busy="false"]'))
    .waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => {
    const told: string[] = [];
    const look = () => {
      for (const toast of document.querySelectorAll('[aria-label="New notifications"] .toast p')) {
        const text = toast.textContent ?? '';
        if (!told.includes(text)) told.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { toldInToasts: told });
  });
  return () =>
    page.evaluate(() => (window as unknown as { toldInToasts: string[] }).toldInToasts.join('\n'));
};
