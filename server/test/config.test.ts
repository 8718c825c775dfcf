import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parking-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      defaultHoaid: 'demo',
      demoSeed: true,
      demoHistory: false,
      pgliteSharedBuffers: '128MB',
      mailOutbox: path.join(REPO_ROOT, 'outbox'),
      publicUrl: 'http://localhost:8080',
      webRoot: REPO_ROOT,
      remoteUrls: {
        owner: '/remotes/owner/remoteEntry.js',
        renter: '/remotes/renter/remoteEntry.js',
        admin: '/remotes/admin/remoteEntry.js',
      },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('resolves a relative DATA_DIR against the repository root', () => {
    const config = loadConfig({ DATA_DIR: './data', JWT_SECRET: 's'.repeat(32) });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('reads overrides and turns the demo seed off', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9000',
      DEMO_SEED: 'false',
      DEMO_HISTORY: 'true',
      PUBLIC_URL: 'https://parking.example/',
      DATABASE_URL: 'postgres://u@db:5432/parking',
      RATE_LIMIT_RENTER_PER_UNIT: '3',
      PGLITE_SHARED_BUFFERS: '16MB',
    });
    expect(config.pgliteSharedBuffers).toBe('16MB');
    expect(config.port).toBe(9000);
    expect(config.demoSeed).toBe(false);
    expect(config.demoHistory).toBe(true);
    expect(config.publicUrl).toBe('https://parking.example');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/parking');
    expect(config.rateLimits.renterPerUnit.max).toBe(3);
  });

  it('refuses invalid values at boot with the variable named', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    // Handed to PostgreSQL's start parameters: only a plain size gets there.
    for (const size of ['16', '16 MB', '0MB', '16MB; x', '-c fsync=on']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: size })).toThrow(
        /PGLITE_SHARED_BUFFERS/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });
});
