// Plate scanning (docs/adr/0031): where the portal serves tesseract.js's worker, cores and
// trained data: the ocr/ folder the admin remote's build copies them into
// (config/webpack/ocr-assets-plugin.mjs), beside the remote's own chunks.
declare const __OCR_FILES__: { worker: string; core: string; lang: string };
declare const __webpack_public_path__: string;

export interface OcrPaths {
  workerPath: string;
  corePath: string;
  langPath: string;
}

/** Absolute URLs of the OCR files of this build (the worker needs absolute URLs). */
export function ocrPaths(base: string = __webpack_public_path__): OcrPaths {
  const root = new URL(base, window.location.href);
  const at = (file: string) => new URL(file, root).href;
  return {
    workerPath: at(__OCR_FILES__.worker),
    corePath: at(__OCR_FILES__.core),
    langPath: at(__OCR_FILES__.lang),
  };
}
