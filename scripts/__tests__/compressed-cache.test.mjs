// The precompressed twins kept between builds (config/webpack/compressed-cache.mjs,
// docs/adr/0044): the same bytes whether compressed now or read back, large assets only, and old
// entries removed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import zlib from 'node:zlib';
import {
  CACHED_FROM_BYTES,
  compress,
  compressedOnce,
  pruneCache,
} from '../../config/webpack/compressed-cache.mjs';

let cacheDir;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'parking-precompress-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Text-like bytes of the given size (compressible, as a script is). */
function asset(size, seed = randomBytes(8).toString('hex')) {
  const line = `export const value_${seed} = ${JSON.stringify(seed.repeat(4))};\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
}

test('a large asset is compressed once and read back as the same bytes', async () => {
  const body = asset(CACHED_FROM_BYTES + 1000);
  const first = await compressedOnce(body, cacheDir);
  assert.deepEqual(zlib.brotliDecompressSync(first.br), body);
  assert.deepEqual(zlib.gunzipSync(first.gz), body);
  assert.equal(readdirSync(cacheDir).length, 2);

  const again = await compressedOnce(body, cacheDir);
  assert.deepEqual(again.br, first.br);
  assert.deepEqual(again.gz, first.gz);
  assert.deepEqual(again, await compress(body), 'the cache gives what compressing gives');
});

test('a second build reads the entry instead of compressing', async () => {
  const body = asset(CACHED_FROM_BYTES);
  await compressedOnce(body, cacheDir);
  // Entries are found by content: marking them shows the next call read them.
  for (const name of readdirSync(cacheDir)) {
    writeFileSync(path.join(cacheDir, name), `marked ${path.extname(name)}`);
  }
  const again = await compressedOnce(body, cacheDir);
  assert.equal(again.br.toString(), 'marked .br');
  assert.equal(again.gz.toString(), 'marked .gz');
  // Other bytes are another entry.
  const other = await compressedOnce(asset(CACHED_FROM_BYTES), cacheDir);
  assert.notEqual(other.br.toString(), 'marked .br');
});

test('an entry missing one of its twins is made again', async () => {
  const body = asset(CACHED_FROM_BYTES + 10);
  await compressedOnce(body, cacheDir);
  const gz = readdirSync(cacheDir).find((name) => name.endsWith('.gz'));
  rmSync(path.join(cacheDir, gz));
  const again = await compressedOnce(body, cacheDir);
  assert.deepEqual(zlib.gunzipSync(again.gz), body);
  assert.equal(readdirSync(cacheDir).length, 2);
});

test('small assets are compressed every time and not kept', async () => {
  const body = asset(CACHED_FROM_BYTES - 1);
  const made = await compressedOnce(body, cacheDir);
  assert.deepEqual(zlib.brotliDecompressSync(made.br), body);
  assert.deepEqual(readdirSync(cacheDir), []);
});

test('entries no build read for 30 days are removed, others kept', async () => {
  await compressedOnce(asset(CACHED_FROM_BYTES), cacheDir);
  const [oldBr, oldGz] = readdirSync(cacheDir);
  const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
  utimesSync(path.join(cacheDir, oldBr), longAgo, longAgo);
  utimesSync(path.join(cacheDir, oldGz), longAgo, longAgo);
  await compressedOnce(asset(CACHED_FROM_BYTES), cacheDir);
  pruneCache(cacheDir);
  const left = readdirSync(cacheDir);
  assert.equal(left.length, 2);
  assert.ok(!left.includes(oldBr) && !left.includes(oldGz));
  pruneCache(path.join(cacheDir, 'missing')); // No cache yet: nothing to do.
});
