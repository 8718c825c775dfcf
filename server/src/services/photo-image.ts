// docs/adr/0027: a violation photo is checked by its content, never by its name or the type the
// browser claims. Only baseline JPEG and PNG are kept, walked marker by marker (chunk by chunk),
// and everything that is not the picture itself is dropped: EXIF (with GPS location), XMP,
// ICC and comments in a JPEG; eXIf and the text and time chunks in a PNG. A file that does not
// parse is refused; nothing is re-encoded, so the bytes kept are the bytes the browser made.

export interface CleanImage {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
  width: number;
  height: number;
}

export class NotAnImage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAnImage';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The largest side a stored photo may have (the browser sends at most 1600). */
const MAX_SIDE = 8000;

/** JPEG, PNG or refused (NotAnImage), with its metadata removed. */
export function cleanImage(input: Buffer): CleanImage {
  if (input.length > 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    return cleanJpeg(input);
  }
  if (input.length > 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return cleanPng(input);
  throw new NotAnImage('not a JPEG or PNG');
}

/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC) carry the size. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** APP1-APP15 (EXIF, XMP, ICC, Photoshop, ...) and COM: dropped. APP0 (JFIF) stays. */
const isMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

function cleanJpeg(input: Buffer): CleanImage {
  const kept: Buffer[] = [input.subarray(0, 2)];
  let offset = 2;
  let width = 0;
  let height = 0;
  for (;;) {
    if (offset + 4 > input.length || input[offset] !== 0xff) {
      throw new NotAnImage('JPEG segment expected');
    }
    const marker = input[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) throw new NotAnImage('JPEG ends before its image data');
    const length = input.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > input.length) throw new NotAnImage('JPEG segment overruns the file');
    if (isFrame(marker)) {
      if (length < 7) throw new NotAnImage('JPEG frame header too short');
      height = input.readUInt16BE(offset + 5);
      width = input.readUInt16BE(offset + 7);
    }
    if (!isMetadata(marker)) kept.push(input.subarray(offset, end));
    offset = end;
    if (marker === 0xda) break; // start of scan: the entropy-coded data and the rest follow
  }
  if (width === 0 || height === 0) throw new NotAnImage('JPEG without a frame size');
  if (width > MAX_SIDE || height > MAX_SIDE) throw new NotAnImage('JPEG too large');
  const rest = input.subarray(offset);
  if (rest.length < 2 || rest[rest.length - 2] !== 0xff || rest[rest.length - 1] !== 0xd9) {
    throw new NotAnImage('JPEG is cut short');
  }
  kept.push(rest);
  return { contentType: 'image/jpeg', bytes: Buffer.concat(kept), width, height };
}

/** Ancillary chunks that describe rather than draw: dropped. */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'iCCP']);

function cleanPng(input: Buffer): CleanImage {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
  for (;;) {
    if (offset + 12 > input.length) throw new NotAnImage('PNG is cut short');
    const length = input.readUInt32BE(offset);
    const type = input.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > input.length) {
      throw new NotAnImage('PNG chunk overruns the file');
    }
    if (first) {
      if (type !== 'IHDR' || length !== 13) throw new NotAnImage('PNG without IHDR');
      width = input.readUInt32BE(offset + 8);
      height = input.readUInt32BE(offset + 12);
      first = false;
    }
    if (!PNG_DROPPED.has(type)) kept.push(input.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new NotAnImage('PNG size out of range');
  }
  return { contentType: 'image/png', bytes: Buffer.concat(kept), width, height };
}
