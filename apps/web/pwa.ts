import type { PluginOption } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import {
  APPLE_ICON_SIZE,
  DEFAULT_THEME_COLOR,
  ICON_SIZES,
  iconFile,
  pwaIcons,
} from './pwa-icons.ts';

/**
 * The app as an installable PWA: a web app manifest and a service worker that Workbox builds
 * (through vite-plugin-pwa) to precache the shell, so that the app opens with the network off
 * after one visit. Only the production build has them; the dev server runs without a worker.
 * The worker is registered by the app itself (src/lib/resilience/service-worker.ts), and waits
 * until the person accepts the "new version" prompt before it takes over.
 */
export const SW_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * One deploy serves every event, so the manifest carries the product's name and the default
 * theme's colours; an event's own colour reaches the installed app's title bar through the page's
 * theme-color (src/lib/boot-theme.ts).
 */
export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Engage',
  short_name: 'Engage',
  description: 'Event engagement: network, play, earn points and climb the leaderboard.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: DEFAULT_THEME_COLOR,
  background_color: '#ffffff',
  icons: ICON_SIZES.flatMap((size) => [
    { src: `/${iconFile(size)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: `/${iconFile(size)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]),
};

export const pwa = (): PluginOption[] => [
  pwaIcons(),
  {
    name: 'engage-apple-icon',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `/${iconFile(APPLE_ICON_SIZE)}` },
        injectTo: 'head',
      },
    ],
  },
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: SW_FILE,
    manifestFilename: MANIFEST_FILE,
    manifest: MANIFEST,
    includeManifestIcons: false,
    workbox: {
      // The shell and every screen's code, styles, pictures and the QR decoder's WebAssembly (the
      // camera scans offline too), and the typeface's Latin file (the others are fetched when a
      // page's text needs them); not the build descriptors, which must come from the network.
      globPatterns: [
        '**/*.{js,css,html,svg,png,wasm,webmanifest}',
        'assets/inter-latin-wght-normal-*.woff2',
      ],
      globIgnores: ['build/**'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Every app route opens the precached shell; Firebase's reserved paths and the build
      // descriptors do not.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/__\//, /^\/build\//],
      cleanupOutdatedCaches: true,
      // One file, so the one no-cache header covers the whole worker.
      inlineWorkboxRuntime: true,
    },
  }),
];
