import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { launchChromium } from '@engage/browser/launch';
import { decodeQrPayload } from '@engage/domain/qr-payload';
import { pairId } from '@engage/domain/scoring';
import { encodeUserKey } from '@engage/domain/user-key';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { messageOf } from '../src/lib/messages.ts';
import { APP, adminRead, EVENT, PASSWORD, signIn, watchToasts } from './helpers.ts';
import { cameraFilming } from './y4m.ts';

// Two attendees meet: A shows the Connect QR, B's camera (Chromium's fake capture device playing
// a video of A's screen) scans it through the app's own decoder; a third watches the leaderboard.

// A's own QR codes are read back too, with the decoder the app ships (local binary).
const decoder = readFileSync(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
prepareZXingModule({
  overrides: {
    wasmBinary: decoder.buffer.slice(decoder.byteOffset, decoder.byteOffset + decoder.byteLength),
  },
  fireImmediately: true,
});

type Attendee = { email: string; points: number };

const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`no user key for ${email}`);
  return key.value;
};

/** The seeded attendees, most points first (the first is sure to stay in the top 20), then strangers to the first. */
const attendees = async (): Promise<Attendee[]> => {
  const users = (await adminRead('users')) as Record<
    string,
    { metadata?: { email?: string }; games?: { act04?: { totalPoints?: number } } }
  >;
  return Object.values(users)
    .map((user) => ({
      email: user.metadata?.email ?? '',
      points: user.games?.act04?.totalPoints ?? 0,
    }))
    .filter((user) => /^attendee\d+@/.test(user.email))
    .sort((a, b) => b.points - a.points);
};

/**
 * The top scorer first, then only attendees who have not met them yet: other journeys (bingo)
 * connect seeded attendees before this file may run, and a pair pays once.
 */
const strangersTo = async (everyone: Attendee[]): Promise<Attendee[]> => {
  const [first, ...rest] = everyone;
  if (first === undefined) return [];
  const unmet: Attendee[] = [];
  for (const other of rest)
    if (
      (await adminRead(`pairs/${EVENT}/${pairId(keyOf(first.email), keyOf(other.email))}`)) === null
    )
      unmet.push(other);
  return [first, ...unmet];
};

const pointsOn = async (page: Page): Promise<number> =>
  Number(
    /You have (\d+) points/.exec((await page.locator('.connect-points').textContent()) ?? '')?.[1],
  );

const boardScoreOf = async (page: Page, name: string): Promise<number | null> => {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  if ((await row.count()) === 0) return null;
  return Number(await row.getByRole('cell').nth(2).textContent());
};

/** On a failure, each page's screenshot goes to test-results/connect/ (not in git). */
const keepOnFailure = (pages: Record<string, Page>) =>
  onTestFailed(async ({ task }) => {
    const dir = new URL(`../test-results/connect/`, import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    for (const [who, page] of Object.entries(pages))
      if (!page.isClosed())
        await page
          .screenshot({ path: join(dir, `${task.name.slice(0, 40)}-${who}.png`), fullPage: true })
          .catch(() => undefined);
  });

let plain: Browser;
let camera: Browser | undefined;
let a: Page;
let nameOfA: string;
let qrOfA: string;
let actors: Attendee[];

beforeAll(async () => {
  plain = await launchChromium();
  actors = await strangersTo(await attendees());
  const [first] = actors;
  if (first === undefined) throw new Error('the seed has no attendees');
  a = await (await plain.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(a, first.email);
  // A's code rotates every half minute: the journeys use the one her screen shows now.
  const issued = a.waitForResponse((response) => response.url().endsWith('/issueQrToken'));
  a.on('response', async (response) => {
    if (response.url().endsWith('/issueQrToken') && response.ok())
      qrOfA = ((await response.json()) as { result: { qr: string } }).result.qr;
  });
  await a.goto(`${APP}/connect?event=${EVENT}`);
  qrOfA = ((await (await issued).json()) as { result: { qr: string } }).result.qr;
  nameOfA = (await a.locator('.my-qr .who strong').textContent()) ?? '';
});

/**
 * A's screen as B's camera sees it now: a video of the QR on a white background, played by a
 * Chromium whose fake capture device shows it (made just before the scan: the code rotates).
 */
const cameraOnA = async (): Promise<Browser> => {
  const qr = a.getByRole('img', { name: `QR code to connect with ${nameOfA}` });
  return cameraFilming(a, await qr.screenshot());
};
afterAll(async () => {
  await camera?.close();
  await plain?.close();
});

/**
 * Whether the image is what the page shows at its centre and near its four corners (a toast over
 * it would be what shows there instead).
 */
const uncoveredCorners = async (image: Locator): Promise<boolean[]> => {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const inset = 4;
    return [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ].map(([x = 0, y = 0]) => document.elementFromPoint(x, y) === img);
  });
};

describe('connect', () => {
  it('B scans A’s QR: both gain points, a second scan is refused, the leaderboard follows live', async () => {
    const [, second, third] = actors;
    if (second === undefined || third === undefined) throw new Error('too few attendees');
    const before = await pointsOn(a);

    const c = await plain.newPage();
    keepOnFailure({ a, c });
    await signIn(c, third.email);
    await c.goto(`${APP}/?event=${EVENT}`);
    await c.getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await expect.poll(() => boardScoreOf(c, nameOfA), { timeout: 20_000 }).toBe(before);

    camera = await cameraOnA();
    const context = await camera.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['camera'], { origin: APP });
    const b = await context.newPage();
    keepOnFailure({ b });
    const wasm: string[] = [];
    b.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.wasm')) wasm.push(request.url());
    });
    await signIn(b, second.email);
    await b.goto(`${APP}/connect?event=${EVENT}`);
    await expect.poll(() => pointsOn(b), { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
    const beforeB = await pointsOn(b);
    const toldToA = await watchToasts(a);
    await b.getByRole('button', { name: 'Scan a code' }).click();

    const status = b.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 30_000 })
      .toMatch(new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${nameOfA}`));
    const [awarded = 0, partnerAwarded = 0] = [
      ...((await status.textContent()) ?? '').matchAll(/\+(\d+)/g),
    ].map((match) => Number(match[1]));
    expect(awarded).toBeGreaterThan(0);
    // The decoder's WebAssembly came from the app itself.
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url.startsWith(`${APP}/`)).toBe(true);

    // The screen says every point the scan paid each side (a first connection also completes
    // the QR networking game): each side's points rise by exactly that, and A's row on C's
    // board, with no reload, comes to what A's own screen shows.
    await expect.poll(() => pointsOn(b), { timeout: 20_000 }).toBe(beforeB + awarded);
    await expect.poll(() => pointsOn(a), { timeout: 20_000 }).toBe(before + partnerAwarded);
    await expect
      .poll(async () => (await boardScoreOf(c, nameOfA)) === (await pointsOn(a)), {
        timeout: 20_000,
      })
      .toBe(true);
    const settledA = await pointsOn(a);
    const settledB = await pointsOn(b);
    // A's phone tells her of the connection, and her code stays whole for the next person.
    await expect.poll(toldToA, { timeout: 20_000 }).toContain('points: you connected with');
    expect(
      await uncoveredCorners(a.getByRole('img', { name: `QR code to connect with ${nameOfA}` })),
    ).toEqual([true, true, true, true, true]);

    await b.getByRole('button', { name: 'Scan another code' }).click();
    await expect
      .poll(() => b.getByRole('alert').filter({ hasText: 'connected' }).textContent(), {
        timeout: 30_000,
      })
      .toBe(messageOf('already-connected').text);
    expect(await pointsOn(a)).toBe(settledA);
    expect(await pointsOn(b)).toBe(settledB);
    await context.close();
    await c.close();
  });

  it('with the camera refused, the typed code comes first and connects', async () => {
    if (camera === undefined) throw new Error('no camera browser');
    const fourth = actors[3];
    if (fourth === undefined) throw new Error('too few attendees');
    // No camera permission granted: headless Chromium refuses the prompt.
    const d = await (await camera.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    keepOnFailure({ a, d });
    await signIn(d, fourth.email);
    await d.goto(`${APP}/connect?event=${EVENT}`);
    await d.getByRole('button', { name: 'Scan a code' }).click();
    await expect
      .poll(() => d.locator('.notice').first().textContent(), { timeout: 20_000 })
      .toMatch(/^Camera access was refused/);
    const field = d.getByLabel('Their code');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    const headings = await d.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toBe('Type a code');
    // Their own code, now below the typed one, is one tap away on the phone.
    await d.getByRole('button', { name: 'Show my code' }).click();
    const own = d.locator('.short-code');
    await expect
      .poll(
        () => own.evaluate((code) => code.getBoundingClientRect().bottom <= window.innerHeight),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    const code = (await a.locator('.short-code').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const before = await pointsOn(a);
    await field.fill(code.toLowerCase());
    await d.getByRole('button', { name: 'Connect', exact: true }).click();
    const status = d.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${nameOfA}`));
    await expect.poll(() => pointsOn(a), { timeout: 20_000 }).toBeGreaterThan(before);
    await d.context().close();
  });

  it('a visitor following A’s link signs in, comes back and is connected once', async () => {
    const fifth = actors[4];
    if (fifth === undefined) throw new Error('too few attendees');
    const e = await (await plain.newContext()).newPage();
    keepOnFailure({ e });
    const awards: string[] = [];
    e.on('request', (request) => {
      if (request.url().endsWith('/awardConnection')) awards.push(request.url());
    });
    await e.goto(`${APP}/connect?qr=${encodeURIComponent(qrOfA)}&event=${EVENT}`);
    await e.waitForURL((url) => url.pathname === '/auth/login', { timeout: 20_000 });
    await e.getByLabel('Email', { exact: true }).fill(fifth.email);
    await e.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await e.getByRole('button', { name: 'Sign in' }).click();
    await e.waitForURL((url) => url.pathname === '/connect', { timeout: 20_000 });
    expect(new URL(e.url()).searchParams.get('qr')).toBe(qrOfA);
    const status = e.getByRole('status').filter({ hasText: 'points for you, ' });
    await expect
      .poll(async () => (await status.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(new RegExp(`^\\+\\d+ points for you, \\+\\d+ for ${nameOfA}`));
    expect(awards).toHaveLength(1);
    await e.context().close();
  });

  it('A’s QR codes, on the Connect screen and the profile, show her public id, never her uid', async () => {
    const [first] = actors;
    if (first === undefined) throw new Error('the seed has no attendees');
    const { uid, publicId } = (await adminRead(`users/${keyOf(first.email)}/metadata`)) as {
      uid: string;
      publicId: string;
    };
    const read = async (name: string): Promise<string> => {
      const shot = await a.getByRole('img', { name }).screenshot();
      return (await readBarcodes(new Uint8Array(shot), { formats: ['QRCode'] }))[0]?.text ?? '';
    };
    const onConnect = await read(`QR code to connect with ${nameOfA}`);
    const token = decodeURIComponent(/[?&]qr=([^&#]+)/.exec(onConnect)?.[1] ?? '');
    expect(JSON.parse(token.replace(/^engage:2:/, ''))).toMatchObject({ uid: publicId });
    await a.goto(`${APP}/profile?event=${EVENT}`);
    const onProfile = await read(`QR code of ${nameOfA}`);
    expect(decodeQrPayload(onProfile)).toMatchObject({ ok: true, value: { uid: publicId } });
    for (const text of [onConnect, onProfile]) expect(text).not.toContain(uid);
  });
});
