import type { Plugin } from 'vite';

/**
 * Gives every build an id (VITE_BUILD_ID in the code) and writes the two files the running app
 * polls: build/latest.json (the newest build id) and build/{id}/manifest.json (its files).
 */
export const buildInfo = (buildId: string): Plugin => ({
  name: 'engage-build-info',
  config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
  generateBundle(_options, bundle) {
    this.emitFile({
      type: 'asset',
      fileName: 'build/latest.json',
      source: JSON.stringify({ buildId }),
    });
    this.emitFile({
      type: 'asset',
      fileName: `build/${buildId}/manifest.json`,
      source: JSON.stringify({ buildId, files: Object.keys(bundle).sort() }),
    });
  },
});
