// Plate scanning (docs/adr/0031): the picture made easy to read before OCR. The crop is scaled
// to a fixed height, made grey, thresholded against its own neighbourhood (Bradley's adaptive
// threshold: a shadow across the plate or a torch in one corner leaves the letters black and
// the plate white), and then only the character-sized ink is kept: dark areas touching the edge
// (the car around the plate, the plate's frame), specks of noise and lines much smaller than
// the plate's characters (the state's name, a dealer's slogan) are dropped.

/** Height the crop is scaled to: characters end up 50-90 px tall, where tesseract reads best. */
export const WORK_HEIGHT = 140;
const MAX_WIDTH = 900;
/** The characters' height given to tesseract, and the white margin around them. */
const TEXT_HEIGHT = 48;
const MARGIN = 24;

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Component {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  pixels: number[];
}

/** Grey levels (0-255) of the crop, scaled to WORK_HEIGHT. */
function greyOf(
  source: CanvasImageSource,
  crop: Crop,
): { grey: Uint8ClampedArray; w: number; h: number } {
  const scale = Math.min(WORK_HEIGHT / crop.height, MAX_WIDTH / crop.width);
  const w = Math.max(1, Math.round(crop.width * scale));
  const h = Math.max(1, Math.round(crop.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (!g) throw new Error('This browser cannot draw the picture');
  g.imageSmoothingQuality = 'high';
  g.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, w, h);
  const rgba = g.getImageData(0, 0, w, h).data;
  const grey = new Uint8ClampedArray(w * h);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  }
  return { grey, w, h };
}

/** A 3 x 3 box blur: sensor noise stops making specks of ink. */
function smooth(grey: Uint8ClampedArray, w: number, h: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(grey.length);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          sum += grey[ny * w + nx]!;
          n += 1;
        }
      }
      out[y * w + x] = sum / n;
    }
  }
  return out;
}

/**
 * Bradley's threshold: ink is darker than 85 % of the mean of its (h/2)-wide neighbourhood, and
 * by at least MIN_CONTRAST grey levels (a flat dark area is not ink).
 */
const MIN_CONTRAST = 24;
function inkOf(grey: Uint8ClampedArray, w: number, h: number): Uint8Array {
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      row += grey[y * w + x]!;
      sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(4, Math.round(h / 4));
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(h, y + half + 1);
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(w, x + half + 1);
      const area = (y1 - y0) * (x1 - x0);
      const sum =
        sums[y1 * (w + 1) + x1]! -
        sums[y0 * (w + 1) + x1]! -
        sums[y1 * (w + 1) + x0]! +
        sums[y0 * (w + 1) + x0]!;
      const value = grey[y * w + x]! * area;
      if (value < sum * 0.85 && sum - value >= MIN_CONTRAST * area) ink[y * w + x] = 1;
    }
  }
  return ink;
}

/** 8-connected areas of ink. */
function componentsOf(ink: Uint8Array, w: number, h: number): Component[] {
  const seen = new Uint8Array(w * h);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start += 1) {
    if (!ink[start] || seen[start]) continue;
    const c: Component = { minX: w, minY: h, maxX: 0, maxY: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % w;
      const y = (at - x) / w;
      c.pixels.push(at);
      c.minX = Math.min(c.minX, x);
      c.maxX = Math.max(c.maxX, x);
      c.minY = Math.min(c.minY, y);
      c.maxY = Math.max(c.maxY, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const next = ny * w + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    found.push(c);
  }
  return found;
}

/** The components that look like a plate's characters. */
function characters(all: Component[], w: number, h: number): Component[] {
  const shaped = all.filter((c) => {
    const cw = c.maxX - c.minX + 1;
    const ch = c.maxY - c.minY + 1;
    const touchesEdge = c.minX === 0 || c.minY === 0 || c.maxX === w - 1 || c.maxY === h - 1;
    return (
      !touchesEdge &&
      ch >= h * 0.2 &&
      ch <= h * 0.95 &&
      cw <= w * 0.4 &&
      // Up to three characters touching each other (bold fonts, blur) stay one component.
      cw <= ch * 3 &&
      c.pixels.length >= ch * 2
    );
  });
  // The plate's characters are the biggest row of components of about the same height.
  let best: Component[] = [];
  for (const c of shaped) {
    const ch = c.maxY - c.minY + 1;
    const middle = (c.minY + c.maxY) / 2;
    const row = shaped.filter((other) => {
      const oh = other.maxY - other.minY + 1;
      return (
        Math.abs(oh - ch) <= ch * 0.25 &&
        Math.abs((other.minY + other.maxY) / 2 - middle) <= ch * 0.2
      );
    });
    if (row.length > best.length) best = row;
  }
  return withoutFrameSides(best.sort((a, b) => a.minX - b.minX));
}

/**
 * A tilted plate's frame breaks into pieces; its left and right sides look like an I at either
 * end of the row. An end component is dropped when it stands further from the row than the
 * characters stand from each other: a thin one a little further, any one much further (the
 * plate's bolts and stickers).
 */
function withoutFrameSides(row: Component[]): Component[] {
  if (row.length < 4) return row;
  const gapBefore = (list: Component[], i: number) => list[i]!.minX - list[i - 1]!.maxX;
  const gaps = row.slice(1).map((_c, i) => gapBefore(row, i + 1));
  const typical = [...gaps.slice(1, -1)].sort((a, b) => a - b)[Math.floor((gaps.length - 2) / 2)]!;
  const height = (c: Component) => c.maxY - c.minY + 1;
  const apart = (c: Component, gap: number) =>
    c.maxX - c.minX + 1 < height(c) * 0.35
      ? gap > Math.max(typical * 1.8, typical + 6)
      : gap > Math.max(typical * 3, height(c) * 0.5);
  let kept = row;
  while (kept.length > 3 && apart(kept[kept.length - 1]!, gapBefore(kept, kept.length - 1))) {
    kept = kept.slice(0, -1);
  }
  while (kept.length > 3 && apart(kept[0]!, gapBefore(kept, 1))) kept = kept.slice(1);
  return kept;
}

/** A black-on-white canvas holding only the plate's characters, ready for the recogniser. */
export function plateImage(source: CanvasImageSource, crop: Crop): HTMLCanvasElement {
  const { grey, w, h } = greyOf(source, crop);
  const ink = inkOf(smooth(grey, w, h), w, h);
  const kept = characters(componentsOf(ink, w, h), w, h);
  // The characters' box, drawn black on white...
  const minX = Math.min(w, ...kept.map((c) => c.minX));
  const minY = Math.min(h, ...kept.map((c) => c.minY));
  const boxW = Math.max(1, Math.max(0, ...kept.map((c) => c.maxX)) - minX + 1);
  const boxH = Math.max(1, Math.max(0, ...kept.map((c) => c.maxY)) - minY + 1);
  const box = drawing(boxW, boxH);
  const out = box.g.createImageData(boxW, boxH);
  out.data.fill(255);
  for (const c of kept) {
    for (const at of c.pixels) {
      const i = ((Math.floor(at / w) - minY) * boxW + (at % w) - minX) * 4;
      out.data[i] = 0;
      out.data[i + 1] = 0;
      out.data[i + 2] = 0;
    }
  }
  box.g.putImageData(out, 0, 0);
  // ...scaled to TEXT_HEIGHT with a white margin.
  const scale = TEXT_HEIGHT / boxH;
  const page = drawing(Math.round(boxW * scale) + 2 * MARGIN, TEXT_HEIGHT + 2 * MARGIN);
  page.g.fillStyle = '#ffffff';
  page.g.fillRect(0, 0, page.canvas.width, page.canvas.height);
  page.g.drawImage(box.canvas, MARGIN, MARGIN, Math.round(boxW * scale), TEXT_HEIGHT);
  return page.canvas;
}

function drawing(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This browser cannot draw the picture');
  return { canvas, g };
}
