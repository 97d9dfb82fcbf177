import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_URL } from './qr-detector.ts';

const require = createRequire(import.meta.url);

describe('the QR decoder’s WebAssembly', () => {
  it('is the very binary the polyfill’s glue code was built for', () => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    expect(createHash('sha256').update(wasm).digest('hex')).toBe(ZXING_WASM_SHA256);
    // The app pins zxing-wasm (for the .wasm file) at the version barcode-detector bundles.
    const app = require('../../../package.json') as { dependencies: Record<string, string> };
    expect(app.dependencies['zxing-wasm']).toBe(ZXING_WASM_VERSION);
  });

  it('is served from the app’s own origin (a path of the build), never a CDN', () => {
    expect(ZXING_WASM_URL).toMatch(/^\/[^/].*zxing_reader.*\.wasm$/);
  });
});
