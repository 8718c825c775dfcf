import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('web serving', () => {
  let t: TestApp;
  const bigScript = `console.log(${JSON.stringify('parking '.repeat(2000))});`;
  beforeAll(async () => {
    t = await createTestApp({ REMOTE_ADMIN_URL: 'https://cdn.example/admin/v2/remoteEntry.js' });
    const write = (file: string, content: string) => {
      const full = path.join(t.config.webRoot, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    };
    write(
      'shell/dist/index.html',
      '<!doctype html><title>Parking portal</title><div id="root"></div>',
    );
    write('shell/dist/main.3f9a1c2b7d.js', bigScript);
    write('owner-app/dist/1.0.0-aa11bb22cc/remoteEntry.js', 'var owner_app;');
    write('owner-app/dist/1.0.0-aa11bb22cc/412.ab12cd34ef.js', 'export {};');
    // What the build precompresses (config/webpack/precompress-plugin.mjs).
    write('shell/dist/main.3f9a1c2b7d.js.br', 'brotli bytes');
    write('shell/dist/main.3f9a1c2b7d.js.gz', 'gzip bytes');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists the remotes uncached: the newest built version, or the env override', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      owner: '/remotes/owner/1.0.0-aa11bb22cc/remoteEntry.js',
      renter: '/remotes/renter/remoteEntry.js',
      admin: 'https://cdn.example/admin/v2/remoteEntry.js',
    });
  });

  it('tells the shell its default community', async () => {
    const response = await get('/app-config.json');
    expect(response.json()).toEqual({ defaultHoaid: 'demo' });
  });

  it('serves the shell index without caching and hashed assets for a year', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await get('/main.3f9a1c2b7d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves each remote version under its own path, its remoteEntry.js uncached', async () => {
    const entry = await get('/remotes/owner/1.0.0-aa11bb22cc/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var owner_app;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/owner/1.0.0-aa11bb22cc/412.ab12cd34ef.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/renter/remoteEntry.js')).statusCode).toBe(404);
  });

  it('falls back to the shell index for client routes', async () => {
    for (const route of ['/demo', '/login', '/userverification/verify/u/demo/a%40b.test']) {
      const response = await get(route);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Parking portal');
    }
  });

  it('answers a missing file or API route with 404 JSON, not the index', async () => {
    const file = await get('/missing.js');
    expect(file.statusCode).toBe(404);
    const api = await get('/api/parking/nothing_here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      message: 'Route GET /api/parking/nothing_here not found',
      code: 'not_found',
    });
  });

  it('serves the precompressed file the browser accepts, brotli first', async () => {
    const br = await get('/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toBe('brotli bytes');
    const gzip = await get('/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await get('/main.3f9a1c2b7d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });
});
