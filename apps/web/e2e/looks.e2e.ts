import { launchChromium } from '@engage/browser/launch';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, ORGANISER, signIn } from './helpers.ts';
import { LOOKS_EVENTS, writeLooksFixture } from './looks-fixture.ts';
import { compareWithReference, settle } from './screenshots.ts';

// The main screens at a phone's and a laptop's width, in the default white theme and in an
// event's own scheme, compared with committed references (e2e/__screenshots__) within a small
// tolerance. The data is fixed (looks-fixture.ts); the screens are signed in as the organiser,
// except the login screen, which a visitor sees.
// `signedIn` is what shows once the organiser's profile has loaded (the session alone shows less).
const SCREENS = [
  { name: 'home', path: '/', heading: /Open Source Summit|Harbour Tech Days/, signedIn: 'nav' },
  {
    name: 'event',
    path: '/event',
    heading: /Open Source Summit|Harbour Tech Days/,
    signedIn: 'nav',
  },
  { name: 'leaderboard', path: '/leaderboard', heading: 'Leaderboard', signedIn: 'nav' },
  {
    name: 'projector',
    path: '/leaderboard-old',
    heading: 'Top 20 attendees',
    search: '&board=all',
  },
  { name: 'market', path: '/market', heading: 'Prize market', signedIn: 'balance' },
  { name: 'login', path: '/auth/login', heading: /Sign in/, visitor: true },
] as const;
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
/** The share of pixels allowed to differ: sub-pixel text rendering, not a moved element. */
const TOLERANCE = 0.002;

let browser: Browser;
let organiser: BrowserContext;
let visitor: BrowserContext;
beforeAll(async () => {
  await writeLooksFixture();
  browser = await launchChromium();
  organiser = await browser.newContext({ reducedMotion: 'reduce' });
  visitor = await browser.newContext({ reducedMotion: 'reduce' });
  await signIn(await organiser.newPage(), ORGANISER);
});
afterAll(() => browser?.close());

describe('screenshots of the main screens', () => {
  for (const [look, eventId] of Object.entries(LOOKS_EVENTS))
    for (const size of WIDTHS)
      for (const screen of SCREENS)
        it(`${screen.name}, ${look} theme, ${size.name} (${size.width}px)`, async () => {
          const context = 'visitor' in screen ? visitor : organiser;
          const page = await context.newPage();
          try {
            await page.setViewportSize({ width: size.width, height: size.height });
            const search = 'search' in screen ? screen.search : '';
            await page.goto(`${APP}${screen.path}?event=${eventId}${search}`);
            await page
              .getByRole('heading', { level: 1, name: screen.heading })
              .waitFor({ timeout: 20_000 });
            if ('signedIn' in screen)
              await (screen.signedIn === 'nav'
                ? page
                    .getByRole('navigation', { name: 'Main' })
                    .getByRole('link', { name: 'Profile', includeHidden: true })
                : page.locator('.balance')
              ).waitFor({ state: 'attached', timeout: 20_000 });
            await settle(page);
            // The projector's join QR encodes the app's origin, whose port follows the stack's
            // port base: it is masked, so a checkout on other ports compares the same.
            const shot = await page.screenshot({ mask: [page.locator('.kiosk-qr')] });
            const result = compareWithReference(`${screen.name}-${look}-${size.name}`, shot);
            expect(result.reference).not.toBe('missing');
            if (result.reference === 'compared') {
              expect([result.width, result.height]).toEqual([size.width, size.height]);
              expect(result.differing / result.total).toBeLessThanOrEqual(TOLERANCE);
            }
          } finally {
            await page.close();
          }
        });
});
