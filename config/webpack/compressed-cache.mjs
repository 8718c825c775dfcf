// The precompressed twins of large build assets, kept between builds by content (docs/adr/0044).
// Brotli at quality 11 costs about 2 CPU-seconds per MB: the admin remote's three OCR cores
// (3.9 MB each, copied unchanged from tesseract.js-core) took 25 CPU-seconds in every build. An
// asset whose bytes were compressed before is read back instead; the output is the same bytes.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this an asset compresses in well under a second: it is not kept. */
export const CACHED_FROM_BYTES = 256 * 1024;
/** Entries not read for this long are removed when a build starts. */
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Part of every key: a change of levels or format must not read an old entry. */
const FORMAT = 'br11-gz9-v1';

export const DEFAULT_CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/precompress',
);

/** Brotli at the maximum quality and gzip at level 9, as the server serves them. */
export async function compress(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

function readEntry(file) {
  try {
    const bytes = fs.readFileSync(file);
    const now = new Date();
    fs.utimesSync(file, now, now);
    return bytes;
  } catch {
    return null;
  }
}

/** Writes under a temporary name and renames: a build beside this one never reads half a file. */
function writeEntry(file, bytes) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true }); // A cache that cannot be written only costs time.
  }
}

/**
 * The compressed forms of `body`: from the cache when the same bytes were compressed before
 * (large assets only), else compressed now and kept.
 */
export async function compressedOnce(body, cacheDir = DEFAULT_CACHE_DIR) {
  if (body.length < CACHED_FROM_BYTES) return compress(body);
  const key = createHash('sha256').update(FORMAT).update(body).digest('hex');
  const brFile = path.join(cacheDir, `${key}.br`);
  const gzFile = path.join(cacheDir, `${key}.gz`);
  const br = readEntry(brFile);
  const gz = br && readEntry(gzFile);
  if (br && gz) return { br, gz };
  const made = await compress(body);
  fs.mkdirSync(cacheDir, { recursive: true });
  writeEntry(brFile, made.br);
  writeEntry(gzFile, made.gz);
  return made;
}

/** Removes the entries no build has read for 30 days. */
export function pruneCache(cacheDir = DEFAULT_CACHE_DIR, now = Date.now()) {
  let names;
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(cacheDir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > KEPT_FOR_MS) fs.rmSync(file, { force: true });
    } catch {
      // Removed by a build beside this one.
    }
  }
}
