import { createServer, type Server } from 'node:net';
import { launchChromium } from '@engage/browser/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStack, runStack } from '../src/run-stack.ts';
import { PORTS } from '../src/stack.ts';
import { attackSuite } from './attacks.ts';
import { exerciseCallables } from './callables.ts';
import { exerciseMakeOrganiser } from './make-organiser.ts';
import { movedEventSuite } from './moved-event.ts';
import { twoInstancesSuite } from './two-instances.ts';

// The README's "run it" command is `pnpm dev`, which runs this package's `dev` script: the same
// entry point is started here, as a newcomer would, and looked at in a browser.

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

describe('the dev stack', () => {
  it('refuses to start when a port is busy, naming the port', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(PORTS.database, '127.0.0.1', resolve);
    });
    try {
      const stack = runStack();
      expect(await stack.exited).toBe(1);
      expect(stack.output()).toContain(
        `Port ${PORTS.database} (Realtime Database emulator) is already in use`,
      );
    } finally {
      blocker.close();
    }
  });

  describe('running', () => {
    let stack: RunningStack;
    let url: string;
    beforeAll(async () => {
      stack = runStack();
      url = await stack.ready();
    });
    // A failed run still stops the stack the way a user would, so no emulator outlives it.
    afterAll(() => stack?.stop());

    it('starts everything and shows the seeded event in a browser', async () => {
      expect(stack.output()).toMatch(/Organiser sign-in: \S+@\S+ \/ \S+/);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(url);
        await expect
          .poll(() => page.locator('h1').textContent(), { timeout: 20_000 })
          .toBe('Northwind Summit 2026');
        expect(await page.getByText('Helena Okoye', { exact: true }).count()).toBe(1);
        const header = await page
          .locator('header')
          .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);
        expect(header).toBe('rgb(76, 29, 149)');
      } finally {
        await browser.close();
      }
    });

    it('serves the callables', exerciseCallables);

    it('makes a deployment’s first organiser with one command', exerciseMakeOrganiser);

    describe('refuses what a hostile client tries', attackSuite);

    describe('moves organiser rights with an event that changes company', movedEventSuite);

    describe('runs two events at once, one on a database instance of its own', twoInstancesSuite);

    it('stops everything on Ctrl-C', async () => {
      expect(await stack.stop()).toBe(0);
      for (const port of Object.values(PORTS))
        expect(await portIsFree(port), `port ${port}`).toBe(true);
    });
  });
});
