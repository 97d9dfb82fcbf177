import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseEmulator } from '@engage/emulator/server';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { serveDist } from './entry-js.ts';

/**
 * What the console's page benchmarks (export, import) share: a page of bench/ built for production
 * as the app is, dialling a local database that holds the benchmark's data and lets anyone read
 * (who may is the rules' concern, tested elsewhere), and the main thread's long tasks meanwhile.
 */
const NAMESPACE = 'demo-engage-default-rtdb';

export type LongTask = { readonly start: number; readonly duration: number };
/** What the database holds in its namespace, as the emulator takes it. */
type Data = NonNullable<ConstructorParameters<typeof DatabaseEmulator>[0]['data']>[string];
type Watched = typeof globalThis & { longTasks?: LongTask[] };

/** bench/{page}.html built and served as Hosting serves it, with a database holding `data`. */
export const servePageBench = async (page: string, data: Data) => {
  const database = new DatabaseEmulator({
    port: 0,
    rules: JSON.stringify({ rules: { '.read': true, '.write': false } }),
    data: { [NAMESPACE]: data },
  });
  const port = await database.start();
  // The bundle dials this emulator: the port is read at build time, as a deploy's settings are.
  process.env.VITE_DATABASE_EMULATOR_PORT = String(port);
  const outDir = await mkdtemp(join(tmpdir(), `engage-${page}-bench-`));
  await build({
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: new URL(`${page}.html`, import.meta.url).pathname },
    },
  });
  const served = await serveDist(outDir);
  return {
    origin: served.origin,
    close: async () => {
      await served.close();
      await database.stop();
      await rm(outDir, { recursive: true, force: true });
    },
  };
};

/** Records every long task (50 ms or more) of the page's main thread, from its first script. */
export const watchLongTasks = (page: Page) =>
  page.addInitScript(() => {
    const watched = globalThis as Watched;
    watched.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watched.longTasks?.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });

/** The page's clock now, to read the long tasks since. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The long tasks since `since` (the page's clock), their starts counted from it. */
export const longTasksSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      ((globalThis as Watched).longTasks ?? [])
        .filter((task) => task.start >= from)
        .map((task) => ({ start: task.start - from, duration: task.duration })),
    since,
  );

/** The longest task, and the blocking time: what every task spent past 50 ms, summed. */
export const taskStats = (tasks: readonly LongTask[]) => ({
  longest: tasks.reduce<LongTask>((most, task) => (task.duration > most.duration ? task : most), {
    start: 0,
    duration: 0,
  }),
  blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
});
