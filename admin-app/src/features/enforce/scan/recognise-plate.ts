// Plate scanning (docs/adr/0031): reads a plate from a picture on the device. tesseract.js runs
// in a Web Worker whose script, WebAssembly core and English trained data the portal serves
// itself (ocr-paths.ts). One worker is started on first use and kept for the next scans. The
// page and the plate-reading bench (e2e/bench/plate-reading) use this module as it is.
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { ocrPaths, type OcrPaths } from './ocr-paths';
import { plateImage, type Crop } from './plate-image';
import { PLATE_CHARACTERS, plateFromReading } from './plate-reading';

export interface PlateReading {
  /** The plate made of the reading (plate-reading.ts); '' when nothing was read. */
  plate: string;
  /** What tesseract read. */
  text: string;
  /** tesseract's confidence, 0-100. */
  confidence: number;
}

let reader: Promise<Worker> | null = null;

/** Starts the worker (downloads core and trained data once); later calls share it. */
export function startPlateReader(paths: OcrPaths = ocrPaths()): Promise<Worker> {
  reader ??= (async () => {
    const worker = await createWorker(
      'eng',
      OEM.LSTM_ONLY,
      {
        ...paths,
        // A blob: worker would need a CSP exception; the worker file is served by the portal.
        workerBlobURL: false,
        // The trained data is kept in IndexedDB under the data's version: scans work offline.
        cachePath: 'parking-ocr-eng-1.0.0',
      },
      {
        // No dictionaries: a plate is not a word.
        load_system_dawg: '0',
        load_freq_dawg: '0',
      },
    );
    await worker.setParameters({
      tessedit_char_whitelist: PLATE_CHARACTERS,
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      user_defined_dpi: '300',
    });
    return worker;
  })();
  reader.catch(() => {
    reader = null;
  });
  return reader;
}

/** Reads the plate in `crop` of `source` (a video frame, a canvas, an image). */
export async function readPlate(
  source: CanvasImageSource,
  crop: Crop,
  paths?: OcrPaths,
): Promise<PlateReading> {
  const worker = await startPlateReader(paths);
  const image = plateImage(source, crop);
  const { data } = await worker.recognize(image);
  const text = data.text.trim();
  return { plate: plateFromReading(text), text, confidence: data.confidence };
}

/** Ends the worker (the scan view closes it when the page is left). */
export async function stopPlateReader(): Promise<void> {
  const running = reader;
  reader = null;
  if (running) await (await running).terminate();
}

/** The capture frame drawn over the camera picture: its share of the width, and its shape. */
export const CAPTURE_FRAME = { widthShare: 0.8, aspect: 2.2 };

export interface ScannedPlate extends PlateReading {
  /** The framed part of the picture (a JPEG data URL), shown beside the reading. */
  photo: string;
}

/** Takes the camera's current picture and reads the plate inside the capture frame. */
export async function readPlateFromVideo(video: HTMLVideoElement): Promise<ScannedPlate> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error('The camera has no picture yet');
  const cropWidth = Math.round(width * CAPTURE_FRAME.widthShare);
  const cropHeight = Math.min(height, Math.round(cropWidth / CAPTURE_FRAME.aspect));
  const crop = {
    x: Math.round((width - cropWidth) / 2),
    y: Math.round((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
  const still = document.createElement('canvas');
  still.width = crop.width;
  still.height = crop.height;
  const g = still.getContext('2d');
  if (!g) throw new Error('This browser cannot draw the picture');
  g.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  const reading = await readPlate(still, { x: 0, y: 0, width: crop.width, height: crop.height });
  return { ...reading, photo: still.toDataURL('image/jpeg', 0.8) };
}
