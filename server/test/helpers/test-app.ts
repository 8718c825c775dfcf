// Builds an app against a real, fresh database: PGlite in a temp folder by default, or a new
// PostgreSQL database on the DATABASE_URL server so test files never collide. Both start as a
// copy of the run's migrated, seeded template (template-database.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { roleTokens, type RoleTokens } from './requests';
import { TEST_PGLITE_SHARED_BUFFERS, copyTemplateInto, templateClause } from './template-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parking_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${templateClause()}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl) : undefined;
  // A test that points DATA_DIR at another app's folder (the lock test) must not get a copy.
  if (!database && !env.DATA_DIR) copyTemplateInto(path.join(dir, 'data'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      WEB_ROOT: path.join(dir, 'web'),
      PUBLIC_URL: 'http://portal.test',
      LOG_LEVEL: 'silent',
      PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS,
      NOTIFY_TICK_SECONDS: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    }),
    ...overrides,
  };
  try {
    const app = await buildApp({ config, logger: false });
    return {
      app,
      config,
      async close() {
        await app.close();
        await database?.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The file's test app and a token of each role: made before the file's tests run and closed
 * after them. Read `.t` and `.tokens` inside the tests (beforeAll sets them).
 */
export function testAppWithRoles(): { t: TestApp; tokens: RoleTokens } {
  const context = {} as { t: TestApp; tokens: RoleTokens };
  beforeAll(async () => {
    context.t = await createTestApp();
    context.tokens = await roleTokens(context.t.app);
  });
  afterAll(() => context.t.close());
  return context;
}
