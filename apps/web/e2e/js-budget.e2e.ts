import { BUDGETS } from '@engage/bench/budgets';
import { launchChromium } from '@engage/browser/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_ROUTES, entryJsBytes, serveDist } from '../bench/entry-js.ts';

// The JavaScript budget of bench/RESULTS.md, held by the suite: a first visit to an entry route
// of the production build (as Hosting serves it, gzipped) loads at most the budget.
let served: Awaited<ReturnType<typeof serveDist>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  served = await serveDist();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('JavaScript per entry route', () => {
  it.each(ENTRY_ROUTES)(
    `a first visit to %s loads at most ${BUDGETS.jsPerEntryRouteKiB} KiB of gzipped JavaScript`,
    async (path) => {
      const bytes = await entryJsBytes(browser, served.origin, path);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes / 1024).toBeLessThanOrEqual(BUDGETS.jsPerEntryRouteKiB);
    },
  );
});
