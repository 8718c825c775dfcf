// Security headers on pages, on a remote's files and on /api/*, with a CSP the shell
// and the remotes satisfy and no framing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteOrigins } from '../../src/plugins/security-headers';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REMOTE_ADMIN_URL: 'https://cdn.example/admin/v2/remoteEntry.js' });
    const write = (file: string, content: string) => {
      const full = path.join(t.config.webRoot, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    };
    write('shell/dist/index.html', '<!doctype html><title>Parking portal</title>');
    write('owner-app/dist/1.0.0-aa11bb22cc/remoteEntry.js', 'var owner_app;');
    write('shell/dist/main.3f9a1c2b7d.js', 'console.log(1);');
    write('admin-app/dist/1.0.0-dd44ee55ff/ocr/worker-7.0.0.min.js', 'importScripts();');
  });
  afterAll(() => t.close());

  const urls = [
    '/',
    '/demo2',
    '/remotes/owner/1.0.0-aa11bb22cc/remoteEntry.js',
    '/remotes.json',
    '/api/parking/get_all_owners',
    '/api/health',
  ];

  it.each(urls)('sends the CSP and the other headers on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Module Federation: same-origin scripts plus the origin of an absolute remote URL.
    expect(csp).toContain("script-src 'self' https://cdn.example;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // styled-components injects <style> elements.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Violation photos are shown as object URLs (docs/adr/0027).
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  // docs/adr/0031: the plate reader's worker compiles WebAssembly; nothing else may.
  it("lets only the plate reader's worker compile WebAssembly (no JavaScript eval)", async () => {
    const worker = await t.app.inject({
      method: 'GET',
      url: '/remotes/admin/1.0.0-dd44ee55ff/ocr/worker-7.0.0.min.js',
    });
    expect(worker.statusCode).toBe(200);
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("script-src 'wasm-unsafe-eval' 'self' https://cdn.example;");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    const page = await t.app.inject({ method: 'GET', url: '/enforce' });
    expect(String(page.headers['content-security-policy'])).not.toContain('wasm-unsafe-eval');
  });

  it('sends a hashed static file only nosniff, its resource policy and a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(response.statusCode).toBe(200);
    const names = Object.keys(response.headers).sort();
    expect(names).toEqual(
      [
        'cache-control',
        'connection',
        'content-length',
        'content-type',
        'cross-origin-resource-policy',
        'date',
        'vary',
        'x-content-type-options',
      ].filter((name) => name in response.headers),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
    // The entry file is revalidated: it keeps its validator and the whole header set.
    const entry = await t.app.inject({
      method: 'GET',
      url: '/remotes/owner/1.0.0-aa11bb22cc/remoteEntry.js',
    });
    expect(entry.headers.etag).toBeDefined();
    expect(entry.headers['content-security-policy']).toBeDefined();
  });

  it('also sends them with API errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { hoaid: 'demo' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes the remote origins from the remote list in force, with no restart', async () => {
    const list = path.join(t.config.webRoot, 'remotes.json');
    writeFileSync(
      list,
      JSON.stringify({ owner: 'https://static.example/owner/4/mf-manifest.json' }),
    );
    try {
      const page = await t.app.inject({ method: 'GET', url: '/demo' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(
        "script-src 'self' https://static.example https://cdn.example;connect-src 'self' https://static.example https://cdn.example;",
      );
      expect(csp).toContain('report-uri /csp-report');
    } finally {
      writeFileSync(list, '{}');
    }
    const after = await t.app.inject({ method: 'GET', url: '/demo' });
    expect(String(after.headers['content-security-policy'])).toContain(
      "script-src 'self' https://cdn.example;",
    );
  });

  it('logs what browsers report the policy refused, once a minute per origin', async () => {
    const logged: string[] = [];
    const warn = t.app.log.warn.bind(t.app.log);
    t.app.log.warn = ((...args: unknown[]) => {
      logged.push(args.map((arg) => JSON.stringify(arg)).join(' '));
      return (warn as (...a: unknown[]) => void)(...args);
    }) as typeof t.app.log.warn;
    const report = (blocked: string) =>
      t.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://portal.example/admindashboard',
            'blocked-uri': blocked,
            'effective-directive': 'script-src-elem',
          },
        }),
      });
    try {
      expect((await report('https://moved.example/admin/7/remoteEntry.js')).statusCode).toBe(204);
      expect((await report('https://moved.example/admin/7/123.abcdef12.js')).statusCode).toBe(204);
      expect(logged.filter((line) => line.includes('https://moved.example'))).toHaveLength(1);
      expect(logged.join('\n')).toContain('refused https://moved.example (script-src-elem)');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: '{"csp-report": 7}',
      });
      expect(bad.statusCode).toBe(400);
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: 'nonsense',
      });
      expect(notJson.statusCode).toBe(400);
    } finally {
      t.app.log.warn = warn;
    }
  });

  it('takes only absolute remote URLs as extra script origins', () => {
    expect(
      remoteOrigins([
        '/remotes/owner/remoteEntry.js',
        'https://cdn.example/a/remoteEntry.js',
        'https://cdn.example/b/remoteEntry.js',
        'http://localhost:3001/remoteEntry.js',
      ]),
    ).toEqual(['https://cdn.example', 'http://localhost:3001']);
  });
});
