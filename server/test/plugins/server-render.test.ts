// docs/adr/0034: the shell's public pages come rendered by the server. The render bundle here is a
// stand-in for shell/dist-ssr/server-render.js (the e2e tests run the real one): it asks the
// community through the API transport the server gives it, as the real one does, and renders its
// name. A community the API does not know, a render that throws and a bundle that cannot load
// all give the plain index.html with 200, as before server rendering.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { withRender } from '../../src/plugins/server-render';

const INDEX =
  '<!doctype html><html><head><title>Parking portal</title>' +
  '<script defer src=/main.3f9a1c2b.js></script></head>' +
  '<body><div id=root></div></body></html>';

const BUNDLE = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
exports.createRenderer = (transport) => async (url, remoteAddress) => {
  if (url === '/throws') throw new Error('the page threw');
  if (url === '/dashboard') return null;
  const id = decodeURIComponent(url.slice(1).split('?')[0]);
  const answer = await transport({
    method: 'GET',
    url: '/api/parking/data_for_hoa/' + encodeURIComponent(id),
    headers: { accept: 'application/json' },
    body: undefined,
    remoteAddress,
  });
  if (answer.status !== 200) return null;
  const community = JSON.parse(answer.body);
  return {
    html: '<main><h1>' + escape(community.name) + '</h1><p>from ' + remoteAddress + '</p></main>',
    styles: '<style data-styled="true">h1{color:navy}</style>',
    data: JSON.stringify({ name: community.name }).replace(/</g, '\\\\u003c'),
  };
};
`;

describe('server-rendered public pages', () => {
  let t: TestApp;
  const write = (file: string, content: string) => {
    const full = path.join(t.config.webRoot, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  const bundleFile = 'shell/dist-ssr/server-render.js';
  beforeAll(async () => {
    t = await createTestApp();
    write('shell/dist/index.html', INDEX);
    write(bundleFile, BUNDLE);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });

  it("puts the community's name, its styles and its data into the page", async () => {
    const community = (await get('/api/parking/data_for_hoa/demo')).json<{ name: string }>();
    expect(community.name).not.toBe('');
    const page = await get('/demo');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The page's security headers are the same as the plain page's (no inline script allowed).
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain(`<div id="root"><main><h1>${community.name}</h1>`);
    // The API call ran for the visitor's address, not the server's.
    expect(page.body).toContain('from 203.0.113.7');
    expect(page.body).toMatch(/<style data-styled="true">h1\{color:navy\}<\/style><\/head>/);
    expect(page.body).toContain(
      `<script type="application/json" id="rendered-page">${JSON.stringify({ name: community.name })}</script></body>`,
    );
    // The page's own script tag is untouched.
    expect(page.body).toContain('<script defer src=/main.3f9a1c2b.js></script>');
  });

  it('serves the plain page for a community the API does not know', async () => {
    const page = await get('/no-such-community');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('serves the plain page when the render throws', async () => {
    const page = await get('/throws');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('serves the plain page for a page the bundle does not render', async () => {
    const page = await get('/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('serves the plain page when the bundle cannot load, and renders again after a rebuild', async () => {
    const touch = (seconds: number) => {
      const at = new Date(Date.now() + seconds * 1000);
      utimesSync(path.join(t.config.webRoot, bundleFile), at, at);
    };
    write(bundleFile, 'this is not javascript(');
    touch(5);
    const broken = await get('/demo');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(INDEX);
    write(bundleFile, BUNDLE);
    // A new file (a new modification time) is loaded again.
    touch(10);
    expect((await get('/demo')).body).toContain('<div id="root"><main><h1>');
  });

  it('never lets the data close its script element', () => {
    const rendered = { html: '<p>x</p>', styles: '', data: '{"name":"</script><script>x()"}' };
    expect(withRender(INDEX, rendered)).toBeNull();
    expect(withRender(INDEX, { ...rendered, html: '<script>x()</script>', data: '{}' })).toBeNull();
    expect(withRender('<html><body>no root</body></html>', { ...rendered, data: '{}' })).toBeNull();
  });
});
