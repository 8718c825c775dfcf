import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

// docs/adr/0006, 0024: remotes.json in the web root names the version each remote serves; the
// server reads it on every request, so a deploy or a rollback needs no restart. A version folder
// with an mf-manifest.json is served by it; a change the server cannot serve is refused.
describe('GET /remotes.json', () => {
  let t: TestApp;
  const webRoot = () => t.config.webRoot;
  const buildVersion = (folder: string, version: string, builtAt: Date, manifest = false) => {
    const dir = path.join(webRoot(), folder, 'dist', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), `var build = '${version}';`);
    if (manifest) writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    utimesSync(dir, builtAt, builtAt);
  };
  const warnings: string[] = [];
  const writeList = (list: unknown) =>
    writeFileSync(path.join(webRoot(), 'remotes.json'), JSON.stringify(list));
  const remotes = async () => (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();

  beforeAll(async () => {
    t = await createTestApp();
    const warn = t.app.log.warn.bind(t.app.log);
    t.app.log.warn = ((...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      return (warn as (...a: unknown[]) => void)(...args);
    }) as typeof t.app.log.warn;
    buildVersion('admin-app', '1.0.0-0000000001', new Date('2026-01-01'));
    buildVersion('admin-app', '1.0.0-0000000002', new Date('2026-02-01'));
    buildVersion('owner-app', '1.0.0-00000000aa', new Date('2026-01-01'));
  });
  afterAll(() => t.close());

  it('serves the most recently built version of a remote the list does not name', async () => {
    expect(await remotes()).toMatchObject({
      admin: '/remotes/admin/1.0.0-0000000002/remoteEntry.js',
      owner: '/remotes/owner/1.0.0-00000000aa/remoteEntry.js',
      renter: '/remotes/renter/remoteEntry.js',
    });
  });

  it('switches and rolls back with the list file alone, no restart', async () => {
    writeList({ admin: '1.0.0-0000000001' });
    expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000001/remoteEntry.js');
    writeList({ admin: '1.0.0-0000000002' });
    expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
    writeList({ admin: 'https://cdn.example/admin/7/remoteEntry.js' });
    expect((await remotes()).admin).toBe('https://cdn.example/admin/7/remoteEntry.js');
  });

  it('serves a version by its mf-manifest.json when the build wrote one', async () => {
    buildVersion('renter-app', '1.0.0-00000000bb', new Date('2026-03-01'), true);
    writeList({ renter: '1.0.0-00000000bb' });
    expect((await remotes()).renter).toBe('/remotes/renter/1.0.0-00000000bb/mf-manifest.json');
    writeList({ renter: 'https://cdn.example/renter/3/mf-manifest.json' });
    expect((await remotes()).renter).toBe('https://cdn.example/renter/3/mf-manifest.json');
  });

  it('refuses a change it cannot serve: the remote keeps what it served, logged once', async () => {
    writeList({ admin: '1.0.0-0000000001' });
    expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000001/remoteEntry.js');
    warnings.length = 0;
    for (const refused of ['../../etc', '1.0.0-not-built', 42, '//evil.example/x.js']) {
      writeList({ admin: refused });
      expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000001/remoteEntry.js');
      expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000001/remoteEntry.js');
    }
    expect(warnings).toHaveLength(4);
    expect(warnings[1]).toContain('version "1.0.0-not-built" is not built here');
    expect(warnings[1]).toContain('admin keeps serving /remotes/admin/1.0.0-0000000001/');
  });

  it('keeps serving what it served when the list is not valid JSON', async () => {
    writeList({ admin: '1.0.0-0000000002' });
    expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
    writeFileSync(path.join(webRoot(), 'remotes.json'), '{ admin: ');
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
    expect(response.json().renter).toBe('/remotes/renter/1.0.0-00000000bb/mf-manifest.json');
  });

  it('answers 304 to a tab whose list is current, and the new list after a deploy', async () => {
    writeList({ admin: '1.0.0-0000000001' });
    const first = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    writeList({ admin: '1.0.0-0000000002' });
    const deployed = await t.app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { 'if-none-match': etag },
    });
    expect(deployed.statusCode).toBe(200);
    expect(deployed.headers.etag).not.toBe(etag);
    expect(deployed.json().admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
  });
});
