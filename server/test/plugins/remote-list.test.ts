import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

// docs/adr/0006: remotes.json in the web root names the version each remote serves; the server
// reads it on every request, so a deploy or a rollback needs no restart.
describe('GET /remotes.json', () => {
  let t: TestApp;
  const webRoot = () => t.config.webRoot;
  const buildVersion = (folder: string, version: string, builtAt: Date) => {
    const dir = path.join(webRoot(), folder, 'dist', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), `var build = '${version}';`);
    utimesSync(dir, builtAt, builtAt);
  };
  const writeList = (list: unknown) =>
    writeFileSync(path.join(webRoot(), 'remotes.json'), JSON.stringify(list));
  const remotes = async () => (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();

  beforeAll(async () => {
    t = await createTestApp();
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

  it('ignores a version name that could leave the remote folder', async () => {
    writeList({ admin: '../../etc' });
    expect((await remotes()).admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
  });

  it('keeps answering from the fallbacks when the list is not valid JSON', async () => {
    writeFileSync(path.join(webRoot(), 'remotes.json'), '{ admin: ');
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toBe('/remotes/admin/1.0.0-0000000002/remoteEntry.js');
  });
});
