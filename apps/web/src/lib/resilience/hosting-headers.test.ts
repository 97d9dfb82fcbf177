// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildInfo } from '../../../build-info.ts';
import { MANIFEST_FILE, SW_FILE } from '../../../pwa.ts';

type Header = { source: string; headers: { key: string; value: string }[] };
const hosting = (
  JSON.parse(readFileSync(new URL('../../../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: Header[] };
  }
).hosting;

/**
 * The files the build-info plugin writes for build `id`, as the bundler would emit them, and the
 * service worker and manifest the PWA plugin writes under the names pwa.ts gives it.
 */
const emitted = (id: string): string[] => {
  const names: string[] = [SW_FILE, MANIFEST_FILE];
  const plugin = buildInfo(id);
  const context = { emitFile: (file: Rollup.EmittedFile) => names.push(file.fileName ?? '') };
  const hook = plugin.generateBundle as (this: Rollup.PluginContext, ...args: unknown[]) => void;
  hook.call(context as unknown as Rollup.PluginContext, {}, {}, false);
  return names;
};

const cacheControl = (source: string) =>
  hosting.headers
    .find((rule) => rule.source === source)
    ?.headers.find((header) => header.key === 'Cache-Control')?.value;

describe('hosting headers', () => {
  it('serve the latest-build descriptor the running app polls uncached', () => {
    expect(emitted('b1')).toContain('build/latest.json');
    expect(cacheControl('/build/latest.json')).toBe('no-cache');
  });

  it('serve the service worker and the manifest uncached, so a deploy reaches installed apps', () => {
    expect(emitted('b1')).toEqual(expect.arrayContaining(['sw.js', 'manifest.webmanifest']));
    expect(cacheControl('/sw.js')).toBe('no-cache');
    expect(cacheControl('/manifest.webmanifest')).toBe('no-cache');
  });

  it('name only files the build writes (a header for a missing file guards nothing)', () => {
    const files = new Set(emitted('b1').map((name) => `/${name}`));
    const exact = hosting.headers.map((rule) => rule.source).filter((s) => !s.includes('*'));
    expect(exact.filter((source) => !files.has(source))).toEqual([]);
  });
});
