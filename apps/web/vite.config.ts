import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './build-info.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { pwa } from './pwa.ts';

const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

/**
 * The database SDK's browser build, as the app runs it, for the unit tests: it opens the global
 * (jsdom's) WebSocket to the project's emulator, where the Node build would use faye-websocket.
 */
const databaseBrowserBuild = (): string => {
  const firebase = createRequire(import.meta.url).resolve('firebase/package.json');
  const manifest = createRequire(firebase).resolve('@firebase/database/package.json');
  const { browser } = JSON.parse(readFileSync(manifest, 'utf8')) as { browser: string };
  return join(dirname(manifest), browser);
};

const ENTRY_ROUTE_IDS = ['/auth_/login', '/_default/', '/_default'];

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The two entry screens (home and event login) ship with the main bundle, and so does the
      // home's layout: they are small, and splitting them would add a round trip before the
      // first meaningful paint.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (ENTRY_ROUTE_IDS.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    buildInfo(buildId),
    inlineEntryCss(),
    pwa(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen imports statically in one file: split into the ~20 small
          // shared chunks the default makes, a phone fetched them in several round trips before
          // the first render. Lazy routes import what they share with it from this file.
          groups: [{ name: 'entry', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  // Dependencies only lazy routes import: pre-bundled at start, so the dev server never reloads
  // the page to bundle them on a first visit.
  optimizeDeps: { include: ['csv-stringify/browser/esm/sync'] },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // The machine's clock is UTC in every test, so a screen on it cannot pass a test that
    // expects an event's far zone (event-clock.test.tsx).
    env: { TZ: 'UTC' },
    // Screens load their SDKs lazily over msw; on a loaded 2-core machine a test can need more
    // than vitest's default 5 s. A budget, not a speed target.
    testTimeout: 30_000,
    alias: [{ find: /^@firebase\/database$/, replacement: databaseBrowserBuild() }],
    // Inlined, so the alias applies to the import inside firebase/database.
    server: { deps: { inline: [/firebase\/database/] } },
  },
});
