// Where one route's time goes (docs/adr/0012): starts the server on a fresh database
// (PostgreSQL on BENCH_DATABASE_URL, or PGlite with --pglite), loads one route from
// bench/load.cjs for a while and prints its requests/s; optionally the SQL one request sends (with
// each statement's time) and a CPU profile of the load phase only (open it in Chrome DevTools).
//   node -r ./server/test/helpers/register-ts.cjs server/bench/profile.ts <route> [options]
//   routes: data_for_hoa, get_active_count, get_vehicles_for_owner, get_active_vehicles (the
//   demo owner), insert_vehicle (limit-checked writes across the large community's units)
//   --pglite            the embedded database instead of PostgreSQL
//   --sql               print the statements of one request first
//   --cpu-prof=FILE     write the load phase's CPU profile (.cpuprofile) to FILE
//   PROFILE_SECONDS=5   seconds of load for reads; PROFILE_WRITES=1000 writes
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg, { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { seedLargeCommunity } from '../src/db/seed/large';
import { todayIn } from '../src/util/dates';
import { onsiteCarBody, ownersWithRoom } from './write-load';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TODAY = todayIn('America/New_York');
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const WRITES = Number(process.env.PROFILE_WRITES ?? 1000);
const route = process.argv[2] ?? 'get_active_count';
const usePglite = process.argv.includes('--pglite');
const showSql = process.argv.includes('--sql');
const cpuProfile = process.argv.find((a) => a.startsWith('--cpu-prof='))?.slice(11);

interface Load {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  listFile?: string;
}

async function withServer(run: (app: FastifyInstance, base: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-profile-'));
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, 'data'),
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    WEB_ROOT: path.join(dir, 'web'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://bench.test',
  };
  const name = `parking_profile_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (!usePglite) {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const app = await buildApp({ config: loadConfig(env), logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await run(app, `http://127.0.0.1:${port}`);
  } finally {
    await app.close();
    if (!usePglite) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bearer(app: FastifyInstance, user: typeof users.$inferSelect) {
  const token = await app.sessionTokens.sign({
    sub: user.id,
    role: user.role === 'admin' ? 'admin' : 'owner',
    hoaid: user.hoaid,
    unit: user.unitnumber,
    sv: user.session_version,
  });
  return { authorization: `Bearer ${token}`, browserdate: TODAY };
}

async function readLoad(app: FastifyInstance, base: string): Promise<Load> {
  if (route === 'data_for_hoa') return { url: `${base}/api/parking/data_for_hoa/demo`, method: 'GET' }; // prettier-ignore
  const [owner] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.email, 'owner@demo.test'), eq(users.hoaid, 'demo')));
  if (!owner) throw new Error('no demo owner');
  const bodies: Record<string, object> = {
    get_active_count: { hoaid: 'demo', ownerid: owner.id, dstr: TODAY },
    get_vehicles_for_owner: { hoaid: 'demo', ownerid: owner.id, dstr: TODAY, carownertype: 'all' },
    get_active_vehicles: { hoaid: 'demo', dstr: TODAY },
  };
  const body = bodies[route];
  if (!body) throw new Error(`unknown route ${route}`);
  const url = `${base}/api/parking/${route}`;
  return { url, method: 'POST', headers: await bearer(app, owner), body: JSON.stringify(body) };
}

/** Limit-checked registrations, each for another unit of the large community (as bench.ts). */
async function writeLoad(
  app: FastifyInstance,
  base: string,
): Promise<{ load: Load; sample: Load }> {
  await seedLargeCommunity(app.db);
  const owners = await ownersWithRoom(app);
  const headers = await Promise.all(owners.map((o) => bearer(app, o)));
  const end = new Date(`${TODAY}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 2);
  const form = (i: number, plate: string) => ({
    headers: headers[i % headers.length] ?? {},
    body: onsiteCarBody(plate, TODAY, end.toISOString().slice(0, 10)),
  });
  const url = `${base}/api/parking/insert_vehicle`;
  // Warms the counter row and the caches; the sample is another unit.
  await send({ url, method: 'POST', ...form(0, 'WARM0') });
  const listFile = path.join(tmpdir(), `parking-profile-writes-${process.pid}.json`);
  writeFileSync(listFile, JSON.stringify(Array.from({ length: WRITES }, (_, i) => form(i + 2, `PW${i}`)))); // prettier-ignore
  const sample = { url, method: 'POST', ...form(1, 'SAMPLE1') };
  return { load: { url, method: 'POST', listFile }, sample };
}

async function send(load: Load): Promise<number> {
  const response = await fetch(load.url, {
    method: load.method,
    headers: { ...load.headers, ...(load.body ? { 'content-type': 'application/json' } : {}) },
    body: load.body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The statements one request sends, with each one's time (pg driver only). */
async function traceSql(load: Load): Promise<void> {
  const original = pg.Client.prototype.query;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args as [string | { name?: string; text: string }];
    const text = typeof query === 'string' ? query : `${query.name ?? ''} ${query.text}`;
    const started = performance.now();
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    void Promise.resolve(result).then(
      () => {
        const ms = (performance.now() - started).toFixed(2).padStart(6);
        console.log(`  ${ms} ms  ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
      },
      () => undefined,
    );
    return result;
  };
  pg.Client.prototype.query = patched as typeof original;
  try {
    console.log(`SQL of one ${route}:`);
    const status = await send(load);
    console.log(`  -> HTTP ${status}`);
  } finally {
    pg.Client.prototype.query = original;
  }
}

function runLoad(spec: object): Promise<{ rps: number; statuses: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'load.cjs'), JSON.stringify(spec)]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.pipe(process.stderr);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exit ${code}`)))); // prettier-ignore
  });
}

async function main(): Promise<void> {
  await withServer(async (app, base) => {
    const writes = route === 'insert_vehicle';
    const read = writes ? undefined : await readLoad(app, base);
    const { load, sample } = read ? { load: read, sample: read } : await writeLoad(app, base);
    if (showSql && !usePglite) await traceSql(sample);
    else await send(sample);
    const session = new Session();
    session.connect();
    if (cpuProfile) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const spec = writes ? { ...load, connections: 20 } : { ...load, connections: 20, seconds: SECONDS }; // prettier-ignore
    const result = await runLoad(spec);
    if (cpuProfile) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(cpuProfile, JSON.stringify(profile));
    }
    session.disconnect();
    if (load.listFile) rmSync(load.listFile, { force: true });
    const unit = writes ? 'writes/s' : 'req/s';
    const driver = usePglite ? 'PGlite' : 'PostgreSQL';
    console.log(`${driver} ${route}: ${result.rps.toFixed(0)} ${unit} ${JSON.stringify(result.statuses)}`); // prettier-ignore
  });
}

main().catch((error: unknown) => {
  console.error('profile failed:', error);
  process.exitCode = 1;
});
