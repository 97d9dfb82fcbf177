import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '@engage/browser/launch';
import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, in a loop) of one grey
 * picture: the luma plane as given, both chroma planes at 128 (no colour), 4:2:0.
 */
const y4m = (width: number, height: number, luma: Uint8Array, frames = 2): Buffer => {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  if (luma.length !== width * height) throw new Error(`luma has ${luma.length} bytes, not w*h`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F1:1 Ip A1:1 C420jpeg\n`, 'ascii'),
    ...Array.from({ length: frames }, () => frame),
  ]);
};

/**
 * The luma (full range, BT.601 weights, as C420jpeg means) of a PNG drawn centred on a white
 * width x height picture at 90% of its smaller side, decoded and scaled by a page's canvas.
 */
const lumaOfPng = async (
  page: Page,
  png: Buffer,
  width: number,
  height: number,
): Promise<Uint8Array> => {
  const base64 = await page.evaluate(
    async ({ data, width: w, height: h }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      context.imageSmoothingEnabled = false;
      const side = Math.floor(Math.min(w, h) * 0.9);
      context.drawImage(image, Math.floor((w - side) / 2), Math.floor((h - side) / 2), side, side);
      const rgba = context.getImageData(0, 0, w, h).data;
      let binary = '';
      for (let i = 0; i < rgba.length; i += 4) {
        const luma =
          0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
        binary += String.fromCharCode(Math.round(luma));
      }
      return btoa(binary);
    },
    { data: png.toString('base64'), width, height },
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
};

/** The frame the fake cameras film: a webcam's 640 x 480. */
const CAMERA_FRAME = { width: 640, height: 480 } as const;

/**
 * A Chromium whose fake capture device films `png` (a QR's screenshot) centred on a white
 * background, in a loop: what a phone's camera sees when held up to that screen.
 */
export const cameraFilming = async (page: Page, png: Buffer): Promise<Browser> => {
  const { width, height } = CAMERA_FRAME;
  const video = join(mkdtempSync(join(tmpdir(), 'engage-qr-')), 'camera.y4m');
  writeFileSync(video, y4m(width, height, await lumaOfPng(page, png, width, height)));
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
};
