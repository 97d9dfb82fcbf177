import { type Browser, chromium } from 'playwright-core';

/**
 * Playwright adds --headless and a fresh profile itself. Flags that keep Debian's Chromium headless and quiet on a machine with no route to Google: without
 * the background-networking flags it opens connections that a closed network refuses.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = async (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: FLAGS,
  });
