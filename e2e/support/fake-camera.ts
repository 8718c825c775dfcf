// docs/adr/0031: a fake rear camera for the scan journey. A plate is drawn in the browser and
// written as a Y4M video (YUV 4:2:0), the format Chromium's --use-file-for-fake-video-capture
// reads; a browser launched with cameraArgs(file) films it, on a loop, as its only camera.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

const WIDTH = 640;
const HEIGHT = 360;

/** Writes a two-frame Y4M video of `plate` on a plate on a dark car to `file`. */
export async function writePlateVideo(page: Page, plate: string, file: string): Promise<void> {
  const planes = await page.evaluate(
    ({ plate, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d', { willReadFrequently: true });
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#3a4150';
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#f4f4ee';
      g.fillRect(120, 105, 400, 150);
      g.strokeStyle = '#1c2a4a';
      g.lineWidth = 4;
      g.strokeRect(128, 113, 384, 134);
      g.fillStyle = '#111111';
      g.font = 'bold 84px "DejaVu Sans Mono"';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(plate, width / 2, 184, 360);
      const rgba = g.getImageData(0, 0, width, height).data;
      // BT.601 full-range luma and subsampled chroma.
      const y = new Uint8Array(width * height);
      const u = new Uint8Array((width / 2) * (height / 2));
      const v = new Uint8Array((width / 2) * (height / 2));
      for (let i = 0; i < width * height; i += 1) {
        y[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
      }
      for (let row = 0; row < height / 2; row += 1) {
        for (let col = 0; col < width / 2; col += 1) {
          const i = (row * 2 * width + col * 2) * 4;
          const [r, gr, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
          u[row * (width / 2) + col] = 128 - 0.169 * r - 0.331 * gr + 0.5 * b;
          v[row * (width / 2) + col] = 128 + 0.5 * r - 0.419 * gr - 0.081 * b;
        }
      }
      return [Array.from(y), Array.from(u), Array.from(v)];
    },
    { plate, width: WIDTH, height: HEIGHT },
  );
  const frame = Buffer.concat([Buffer.from('FRAME\n'), ...planes.map((p) => Buffer.from(p))]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat([header, frame, frame]));
}

/** Chromium switches for a fake camera filming `file` without asking for permission. */
export function cameraArgs(file: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}
