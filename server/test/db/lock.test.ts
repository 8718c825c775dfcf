import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DatabaseLockedError,
  acquireDataDirLock,
  currentOwner,
  processStartTime,
} from '../../src/db/lock';
import type { FastifyInstance } from 'fastify';
import { TEST_PGLITE_SHARED_BUFFERS } from '../helpers/template-database';
import { createTestApp } from '../helpers/test-app';

const SERVER_DIR = path.resolve(__dirname, '../..');

const ownerIn = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { pid: number };

describe('the data folder lock', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'parking-lock-'));
    lockFile = path.join(dir, 'pglite.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the pid of its process and is removed on release', () => {
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second holder while its process lives, naming the pid', () => {
    const lock = acquireDataDirLock(lockFile);
    expect(() => acquireDataDirLock(lockFile)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(lockFile)).toThrow(
      `in use by another server process (pid ${process.pid})`,
    );
    lock.release();
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(lockFile, `${gone.pid}\n`);
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile).pid).toBe(process.pid);
    lock.release();
  });

  it('records the start time and boot, so a reused pid is not taken for the owner', () => {
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile)).toEqual(currentOwner());
    expect(currentOwner().start).toBe(processStartTime(process.pid));
    lock.release();
  });

  it('takes over a lock whose pid lives but belongs to a later process (PID 1 after a restart)', () => {
    const me = currentOwner();
    writeFileSync(lockFile, JSON.stringify({ ...me, start: '1' }));
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile)).toEqual(me);
    lock.release();
  });

  it('takes over a lock written before the machine last booted', () => {
    writeFileSync(lockFile, JSON.stringify({ ...currentOwner(), boot: 'an-earlier-boot' }));
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an old pid-only lock naming this process's own pid", () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile, 'garbage');
    const lock = acquireDataDirLock(lockFile);
    expect(ownerIn(lockFile).pid).toBe(process.pid);
    lock.release();
  });
});

const pgliteOnly = process.env.DATABASE_URL ? describe.skip : describe;

pgliteOnly('a second server on the same PGlite data folder', () => {
  it('opens PGlite with the buffer pool PGLITE_SHARED_BUFFERS names', async () => {
    const sharedBuffers = async (app: FastifyInstance) => {
      const result = await app.databaseHandle.pglite!.query<{ shared_buffers: string }>(
        'SHOW shared_buffers',
      );
      return result.rows[0]?.shared_buffers;
    };
    const first = await createTestApp();
    expect(await sharedBuffers(first.app)).toBe(TEST_PGLITE_SHARED_BUFFERS);
    await first.app.close();
    const env = {
      DATA_DIR: first.config.dataDir,
      JWT_SECRET: first.config.jwtSecret,
      PGLITE_SHARED_BUFFERS: '24MB',
    };
    const second = await createTestApp(env);
    expect(await sharedBuffers(second.app)).toBe('24MB');
    await second.close();
    await first.close();
  });

  it('cannot open the database while the first one runs, and can after it closes', async () => {
    const first = await createTestApp();
    const env = { DATA_DIR: first.config.dataDir, JWT_SECRET: first.config.jwtSecret };
    await expect(createTestApp(env)).rejects.toThrow(DatabaseLockedError);
    await first.app.close();
    const second = await createTestApp(env);
    const health = await second.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await second.close();
    await first.close();
  });

  it('exits non-zero with a clear message when started as a process', async () => {
    const first = await createTestApp();
    const child = spawn(
      process.execPath,
      [
        // Resolve @parking/shared/domain to its TypeScript source: a clean clone has no dist yet.
        '--conditions=source',
        '-r',
        path.join(__dirname, '../helpers/register-ts.cjs'),
        path.join(SERVER_DIR, 'src/index.ts'),
      ],
      {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATA_DIR: first.config.dataDir,
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    await first.close();
    expect(code).toBe(1);
    expect(stderr).toContain('Parking portal server cannot start: The data folder is in use');
  });
});
