import { launchChromium } from '@engage/browser/launch';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../src/testing/screens.ts';
import { registerAttendee, seedLead } from './console-helpers.ts';
import {
  APP,
  adminRead,
  callAs,
  callWith,
  EVENT,
  INVITATION_CODE,
  ORGANISER,
  seriousViolations,
  signIn,
} from './helpers.ts';

// axe-core in the real browser on every route of the spec and on the organiser console's real
// states (a person's page, a company and its edit, the forms, the desk with rows), at a phone and
// a desktop width, signed in as the organiser so that the protected screens render their content.
// At the phone width no screen may be wider than the phone.
const ROUTES = [...SCREENS, '/no-such-page'];
const WIDTHS = [375, 1280];

let browser: Browser;
let page: Page;
/** What the console states show: an attendee with a purchase who visited a rep's booth. */
const seeded = { buyer: '', buyerName: '', customerId: '' };

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  const stamp = Date.now().toString(36);
  seeded.buyerName = `Axe Buyer ${stamp}`;
  const email = `axe-buyer-${stamp}@example.com`;
  const buyer = await registerAttendee({
    email,
    name: seeded.buyerName,
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  const rep = await registerAttendee({
    email: `axe-rep-${stamp}@example.com`,
    name: `Axe Rep ${stamp}`,
    company: 'Booth Co',
    eventId: EVENT,
    invitationCode: INVITATION_CODE,
  });
  seeded.buyer = buyer.key;
  seeded.customerId = (await adminRead<string>(`events/${EVENT}/metadata/customerId`)) ?? '';
  await seedLead(rep, buyer.token);
  await callAs(ORGANISER, 'adminAdjustPoints', { userKey: buyer.key, delta: 60, reason: 'axe' });
  const bought = await callWith(buyer.token, 'buyPrize', {
    prizeId: 'mug',
    qty: 1,
    requestId: `axe-${stamp}`,
  });
  if (bought.code !== undefined) throw new Error(`buyPrize was refused: ${bought.code}`);
  await signIn(page, ORGANISER);
});
afterAll(() => browser?.close());

/** Waits until nothing on the screen is still loading (no list skeleton, nothing aria-busy). */
const settled = async () => {
  await page.waitForSelector('h1', { timeout: 20_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
};

/**
 * The elements that reach past the right edge of the viewport and widen the page (not those
 * clipped inside a box that scrolls or hides its overflow), for a readable failure.
 */
const overflowing = () =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // A box clips what it holds unless the element is placed out of it (absolute, the box not
    // positioned): such an element widens the page though it sits inside the box.
    const clipped = (element: Element): boolean => {
      let escaping = getComputedStyle(element).position === 'absolute';
      for (let up = element.parentElement; up !== null; up = up.parentElement) {
        if (up === document.body) return false;
        const style = getComputedStyle(up);
        const positioned = style.position !== 'static';
        if ((!escaping || positioned) && style.overflowX !== 'visible') return true;
        if (positioned) escaping = style.position === 'absolute';
      }
      return false;
    };
    const describe = (element: Element) => {
      const { tagName, id, classList } = element;
      const right = Math.round(element.getBoundingClientRect().right);
      return `${tagName.toLowerCase()}${id ? `#${id}` : ''}${[...classList].map((c) => `.${c}`).join('')} (${right}px)`;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !clipped(element))
      .slice(0, 8)
      .map(describe);
  });

const check = async (width: number, path: string) => {
  expect(await seriousViolations(page)).toEqual([]);
  if (width < 600) {
    expect(await overflowing(), `${path} is wider than the phone`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
};

/** A console state: where it is, what opens it, and what shows when its data is there. */
type State = {
  readonly name: string;
  readonly path: () => string;
  readonly open?: () => Promise<void>;
  readonly ready: () => Promise<number>;
};

const STATES: State[] = [
  {
    name: 'the people table with search results',
    path: () => '/dashboard/index-x',
    open: async () => {
      await page.getByLabel('Name or email starts with').fill('Axe');
      await page.getByRole('button', { name: 'Search' }).click();
    },
    ready: () => page.getByRole('row', { name: new RegExp(seeded.buyerName) }).count(),
  },
  {
    name: 'a person’s page',
    path: () => `/dashboard/index-x?user=${seeded.buyer}`,
    ready: () => page.getByRole('heading', { name: seeded.buyerName }).count(),
  },
  {
    name: 'a company view with its reps and leads',
    path: () => `/dashboard/companies?company=${seeded.customerId}`,
    ready: () => page.getByRole('table', { name: /Axe Rep .*: \d+ leads?/ }).count(),
  },
  {
    name: 'a company’s edit form',
    path: () => `/dashboard/companies?company=${seeded.customerId}&edit=company`,
    ready: () => page.getByRole('form', { name: 'Edit the company' }).count(),
  },
  {
    name: 'the new-event form',
    path: () => '/dashboard/events?edit=new',
    ready: () => page.getByRole('form', { name: 'New event' }).count(),
  },
  ...(['speaker', 'sponsor', 'prize'] as const).map(
    (kind): State => ({
      name: `the ${kind} form`,
      path: () => '/dashboard/index-old',
      open: async () => {
        await page.getByRole('button', { name: `Add a ${kind}` }).click();
      },
      ready: () => page.getByRole('form', { name: new RegExp(`^${kind}$`, 'i') }).count(),
    }),
  ),
  {
    name: 'the prize desk with rows',
    path: () => '/dashboard/prizes',
    ready: () => page.getByRole('row', { name: new RegExp(seeded.buyerName) }).count(),
  },
];

describe('accessibility (axe-core)', () => {
  for (const width of WIDTHS) {
    for (const route of ROUTES) {
      it(`${route} at ${width}px has no serious or critical violation`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${APP}${route}?event=${EVENT}`);
        await settled();
        await check(width, route);
      });
    }
    for (const state of STATES) {
      it(`${state.name} at ${width}px has no serious or critical violation`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const path = state.path();
        await page.goto(`${APP}${path}${path.includes('?') ? '&' : '?'}event=${EVENT}`);
        await settled();
        await state.open?.();
        await expect.poll(state.ready, { timeout: 30_000 }).toBeGreaterThan(0);
        await settled();
        await check(width, path);
      });
    }
  }
});
