import { launchChromium } from '@engage/browser/launch';
import { PORTS } from '@engage/devstack/stack';
import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { storagePaths } from '@engage/domain/store/storage';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepLog, keepScreenshotsOnFailure } from './console-helpers.ts';
import { APP, adminUpdate, EVENT, heading } from './helpers.ts';

// Issue 13's imagery in a real browser against the dev stack: every picture of the seeded event
// is the stored one, loaded from the Storage emulator; an event with no pictures shows the spec's
// fallbacks (the default logo and landing image, served by the app, and the stored placeholder
// logo for the host), and people and sponsors with no picture an avatar drawn for them.
const BUCKET = 'demo-engage.appspot.com';
const STORAGE = `http://127.0.0.1:${PORTS.storage}`;
/** An event made for this test, with nothing stored but one speaker's photo. */
const BARE = 'imagery-bare';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await writeBareEvent();
});
afterAll(() => browser?.close());
keepScreenshotsOnFailure(() => browser);

/** A 1×1 PNG, what a console upload would store, smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores a file as the admin SDK would (the Cloud Storage API with the emulator's owner credential). */
const adminUpload = async (path: string, data: Buffer) => {
  const response = await fetch(
    `${STORAGE}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'image/png' },
      body: new Uint8Array(data),
    },
  );
  if (!response.ok) throw new Error(`upload ${path}: ${response.status}`);
};

const writeBareEvent = async () => {
  await adminUpdate(`events/${BARE}`, {
    metadata: {
      name: 'Bare Meetup',
      customerId: 'imagery-host',
      venue: 'Back room',
      startsAt: Date.UTC(2026, 5, 1, 18),
      description: 'An event whose organiser has not uploaded a single picture yet.',
      registrants: 0,
    },
    teams: Object.fromEntries(
      TEAM_NAMES.map((team) => [team, { name: team, color: TEAM_COLORS[team] }]),
    ),
  });
  // Neither speaker has an image field; Kofi's photo is where the console uploads one.
  const speaker = (name: string) => ({
    name,
    topic: 'Lightning talk',
    location: 'Back room',
    time: '19:00',
    about: '',
  });
  await adminUpdate(eventNodes.speakers(BARE), {
    'nia-park': speaker('Nia Park'),
    'kofi-asante': speaker('Kofi Asante'),
  });
  await adminUpload(storagePaths.eventSpeakerImage(BARE, 'kofi-asante'), PNG);
  await adminUpdate(eventNodes.sponsors(BARE), {
    acme: {
      name: 'Acme Rockets',
      Logo: storagePaths.sponsorLogo(BARE, 'acme'),
      Paragraph: 'Logo still to come.',
      Category: 'Bronze',
    },
  });
  await adminUpdate(marketNodes.prizes(BARE), { cap: { name: 'Meetup cap', cost: 10, stock: 5 } });
};

type Shown = { state?: string; src: string; complete: boolean; naturalWidth: number };

/** What an image shows once it has settled: a stored picture or a fallback, loaded. */
const settled = async (image: Locator): Promise<Shown> => {
  const read = () =>
    image.evaluate((img: HTMLImageElement) => ({
      state: img.dataset.state,
      src: img.currentSrc || img.src,
      complete: img.complete,
      naturalWidth: img.naturalWidth,
    }));
  await expect
    .poll(
      async () => {
        const shown = await read();
        return shown.state !== 'resolving' && shown.complete && shown.naturalWidth > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return read();
};

/** The image is the file stored at `path`, downloaded from the Storage emulator. */
const expectStored = async (image: Locator, path: string) => {
  const shown = await settled(image);
  expect(shown.state, path).toBe('stored');
  expect(shown.src, path).toMatch(
    new RegExp(
      `^${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(path).replace(/[.]/g, '\\.')}\\?alt=media&token=`,
    ),
  );
};

/**
 * The image is one of the app's own fallback pictures, served by the app's origin: `file`, or for
 * a prize whatever picture the market chose (not named here, so the market may change it).
 */
const expectFallback = async (image: Locator, file?: '/favicon.svg' | '/landing.svg') => {
  const shown = await settled(image);
  expect(shown.state).toBe('fallback');
  if (file === undefined) expect(shown.src.startsWith(`${APP}/`), shown.src).toBe(true);
  else expect(shown.src).toBe(`${APP}${file}`);
};

/** In `card`, a drawn avatar (boring-avatars' `variant`) stands in for a missing picture, unread. */
const expectDrawn = async (card: Locator, variant: 'beam' | 'bauhaus') => {
  const drawn = card.locator(`svg[data-avatar="${variant}"]`);
  await drawn.waitFor({ timeout: 20_000 });
  expect(await drawn.getAttribute('aria-hidden')).toBe('true');
  const box = await drawn.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
};

const open = async (path: string, event: string): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  keepLog(page);
  await page.goto(`${APP}${path}?event=${event}`);
  return page;
};

describe('the seeded event’s pictures', () => {
  it('the event page: hero, event logo, host logo, speaker photos, sponsor logos by tier', async () => {
    const page = await open('/event', EVENT);
    await heading(page, 'Northwind Summit 2026');
    await expectStored(page.locator('img.event-hero'), storagePaths.mainImage(EVENT));
    await expectStored(page.locator('header img.brand-logo'), storagePaths.logo(EVENT));
    await expectStored(
      page.getByRole('img', { name: 'Logo of the host of Northwind Summit 2026' }),
      storagePaths.customerLogo(EVENT),
    );
    for (const id of ['helena-okoye', 'marcus-lindgren', 'priyanka-rao']) {
      const name = id
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');
      await expectStored(
        page.getByRole('img', { name: `Photo of ${name}` }),
        storagePaths.speakerImage(`${id}.svg`),
      );
    }
    // Sponsors in their tiers, Gold first, each with its name beside its stored logo.
    const tiers = page.locator('.sponsor-group');
    expect(await tiers.locator('h3').allTextContents()).toEqual(['Gold', 'Silver']);
    const tier = (category: string) => page.getByRole('region', { name: `${category} sponsors` });
    for (const [category, id, name] of [
      ['Gold', 'contoso', 'Contoso'],
      ['Gold', 'woodgrove', 'Woodgrove Bank'],
      ['Silver', 'fabrikam', 'Fabrikam'],
    ] as const) {
      const card = tier(category).getByRole('listitem').filter({ hasText: name });
      expect(await card.locator('strong').textContent()).toBe(name);
      await expectStored(
        card.getByRole('img', { name: `Logo of ${name}` }),
        storagePaths.sponsorLogo(EVENT, id),
      );
    }
    await page.close();
  });

  it('the landing page’s hero, the login banner’s host logo and a prize’s picture', async () => {
    const landing = await open('/auth/landing', EVENT);
    await expectStored(landing.locator('img.landing-image'), storagePaths.mainImage(EVENT));
    await landing.close();

    const login = await open('/auth/login', EVENT);
    await expectStored(
      login.getByRole('img', { name: 'Logo of the host of Northwind Summit 2026' }),
      storagePaths.customerLogo(EVENT),
    );
    await login.close();

    const market = await open('/market', EVENT);
    const mug = market.locator('li.prize').filter({ hasText: 'Summit mug' });
    await expectStored(mug.locator('img.prize-image'), storagePaths.prizeImage(EVENT, 'mug'));
    await market.close();
  });
});

describe('an event with no pictures stored', () => {
  it('shows the default landing image, the default logo and the placeholder host logo', async () => {
    const page = await open('/event', BARE);
    await heading(page, 'Bare Meetup');
    await expectFallback(page.locator('img.event-hero'), '/landing.svg');
    await expectFallback(page.locator('header img.brand-logo'), '/favicon.svg');
    await expectStored(
      page.getByRole('img', { name: 'Logo of the host of Bare Meetup' }),
      storagePaths.placeholderLogo(),
    );
    // A speaker with no photo anywhere shows an avatar drawn from their id, not a picture named
    // as their photo: their name on the card says who it is.
    const nia = page.getByRole('listitem').filter({ hasText: 'Nia Park' });
    await expectDrawn(nia, 'beam');
    expect(await page.getByRole('img', { name: 'Photo of Nia Park' }).count()).toBe(0);
    // A speaker saved without an image field still shows the photo the console stored for them.
    await expectStored(
      page.getByRole('img', { name: 'Photo of Kofi Asante' }),
      storagePaths.eventSpeakerImage(BARE, 'kofi-asante'),
    );
    const acme = page
      .getByRole('region', { name: 'Bronze sponsors' })
      .getByRole('listitem')
      .filter({ hasText: 'Acme Rockets' });
    await expectDrawn(acme, 'bauhaus');
    expect(await acme.getByRole('img', { name: 'Logo of Acme Rockets' }).count()).toBe(0);
    await page.close();
  });

  it('shows the default landing image on the landing page and the app’s own picture for a prize', async () => {
    const landing = await open('/auth/landing', BARE);
    await expectFallback(landing.locator('img.landing-image'), '/landing.svg');
    await landing.close();

    const market = await open('/market', BARE);
    const cap = market.locator('li.prize').filter({ hasText: 'Meetup cap' });
    await expectFallback(cap.locator('img.prize-image'));
    await market.close();
  });

  it('serves every fallback picture from the app’s own origin, as an image', async () => {
    for (const file of ['/favicon.svg', '/landing.svg']) {
      const response = await fetch(`${APP}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(/^image\/svg\+xml/);
    }
  });
});
