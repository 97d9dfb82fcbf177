import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './build-info.ts';

const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The two entry screens (home and event login) ship with the main bundle: they are small,
      // and splitting them would add a round trip before the first meaningful paint.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/auth_/login' || routeId === '/_default/' ? [] : undefined,
      },
    }),
    react(),
    buildInfo(buildId),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
