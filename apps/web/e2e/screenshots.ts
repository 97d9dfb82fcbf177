import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { decodePng } from './png.ts';

/** Committed reference images; `UPDATE_SCREENSHOTS=1` rewrites them from this run. */
const REFERENCES = new URL('./__screenshots__/', import.meta.url).pathname;
/** A failed comparison keeps the actual image and the difference here (not in git). */
const FAILURES = new URL('../test-results/screenshots/', import.meta.url).pathname;
/** A pixel differs when a channel moves by more than this (anti-aliasing stays under it). */
const CHANNEL_TOLERANCE = 24;

/** Still frames only: no animation, transition or caret; toasts and the update prompt hidden. */
const STILL = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
.toasts, .refresh-prompt { visibility: hidden !important; }`;

/**
 * Waits until the screen is what it will stay: no list loading, every stored image resolved and
 * decoded, web fonts ready, and two frames painted since.
 */
export const settle = async (page: Page): Promise<void> => {
  await page.addStyleTag({ content: STILL });
  await page.mouse.move(0, 0);
  await page.waitForFunction(
    () =>
      // A drawn avatar whose code is still loading shows its stand-in (see person-avatar.tsx).
      document.querySelectorAll(
        '[aria-busy="true"], img[data-state="resolving"], .avatar-initials, [data-avatar-pending]',
      ).length === 0 &&
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    null,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

type Comparison = {
  readonly reference: 'compared' | 'written' | 'missing';
  readonly width: number;
  readonly height: number;
  /** Pixels differing by more than CHANNEL_TOLERANCE in a channel, out of all pixels. */
  readonly differing: number;
  readonly total: number;
};

/**
 * Compares a screenshot with its committed reference, pixel by pixel. A missing reference is
 * written only with UPDATE_SCREENSHOTS=1; otherwise it is a failure, like a difference, and the
 * actual image is kept in test-results/screenshots/.
 */
export const compareWithReference = (name: string, actual: Buffer): Comparison => {
  const file = `${REFERENCES}${name}.png`;
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  const keep = (dir: string, suffix: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}${name}${suffix}.png`, actual);
  };
  if (update || !existsSync(file)) {
    keep(update ? REFERENCES : FAILURES, '');
    return {
      reference: update ? 'written' : 'missing',
      width: 0,
      height: 0,
      differing: 0,
      total: 0,
    };
  }
  const [expected, got] = [decodePng(readFileSync(file)), decodePng(actual)];
  const sameSize = expected.width === got.width && expected.height === got.height;
  let differing = 0;
  if (sameSize)
    for (let i = 0; i < got.rgba.length; i += 4)
      for (let c = 0; c < 3; c += 1)
        if (Math.abs((expected.rgba[i + c] ?? 0) - (got.rgba[i + c] ?? 0)) > CHANNEL_TOLERANCE) {
          differing += 1;
          break;
        }
  const total = got.width * got.height;
  if (!sameSize || differing > 0) keep(FAILURES, '.actual');
  return {
    reference: 'compared',
    width: got.width,
    height: got.height,
    differing: sameSize ? differing : total,
    total,
  };
};
