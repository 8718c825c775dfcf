import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp } from '../helpers/test-app';

describe('REDIS_URL', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parking-redis-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is optional, and read when it is a redis:// or rediss:// address', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://cache:6380/2' }).redisUrl).toBe(
      'rediss://cache:6380/2',
    );
  });

  it('refuses anything else at start', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://cache:6379' })).toThrow(
      ConfigError,
    );
  });

  it('leaves the app without a Redis client when unset', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.redis).toBeNull();
    } finally {
      await t.close();
    }
  });
});
