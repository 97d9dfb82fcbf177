import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Bundled as an asset of the build (hashed, long-cached), so the decoder's WebAssembly comes from
// the app's own origin: no CDN, which the polyfill would use by default, and it works offline.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const ZXING_WASM_URL = zxingReaderWasm;

let detector: Promise<BarcodeDetector> | undefined;

/**
 * A QR detector (the barcode-detector ponyfill over zxing-wasm), the same on every browser. The
 * WebAssembly starts loading on the first call, alongside the camera's permission prompt.
 */
export const qrDetector = (): Promise<BarcodeDetector> => {
  detector ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? ZXING_WASM_URL : prefix + path,
    },
    fireImmediately: true,
  }).then(
    () => new BarcodeDetector({ formats: ['qr_code'] }),
    (error: unknown) => {
      // A failed download may work on the next Scan (the network came back).
      detector = undefined;
      throw error;
    },
  );
  return detector;
};
