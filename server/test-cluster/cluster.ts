// Starts the scale-out set-up of README "Running several instances" for the cluster test: one
// fresh PostgreSQL database, a private Redis, N server instances and nginx in front of them,
// each on a free port, with every file (config, logs, outbox) in one temp folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const SERVER_DIR = path.resolve(__dirname, '..');
// Each instance compiles the server's source as it starts (register-ts.cjs): seconds alone, and
// more than 90 s beside the other test parts on a machine whose load average was 30
// (docs/adr/0025). The limit only ends a start that hangs.
const START_TIMEOUT_MS = 300_000;

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  dir: string;
  /** The private Redis: stopped (kill -9) and started again empty by the faults test. */
  redis: { url: string; kill(): Promise<void>; start(): Promise<void> };
  databaseUrl: string;
  outbox: string;
  /** nginx in front of every instance. */
  proxyUrl: string;
  instances: Instance[];
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function findBinary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin'])) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} is not installed (Debian: apt-get install -y ${name === 'nginx' ? 'nginx' : 'redis-server'})`,
  );
}

function start(command: string, args: string[], dir: string, name: string, env = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => writeFileSync(path.join(dir, `${name}.log`), log.join('')));
  return child;
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = START_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

/** Whether something accepts connections on the port (Redis before the instances start). */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const healthy = async (url: string) => (await fetch(`${url}/api/health`)).status === 200;

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const asRoot = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${asRoot}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream parking {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 3m;
    location / {
      proxy_pass http://parking;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export async function startCluster(options: {
  instances: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-cluster-'));
  const children: ChildProcess[] = [];
  const name = `parking_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const db = new Client({ connectionString: databaseUrl });

  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              child.kill('SIGKILL');
              resolve();
            }, 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    if (!process.env.KEEP_CLUSTER_DIR) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const redisPort = await freePort();
    let redisRuns = 0;
    let redisChild: ChildProcess | undefined;
    // Nothing saved, nothing appended: a Redis started again is empty.
    const startRedis = async () => {
      redisRuns += 1;
      const args = ['--port', String(redisPort), '--bind', '127.0.0.1'];
      args.push('--save', '', '--appendonly', 'no', '--dir', dir);
      redisChild = start(findBinary('redis-server'), args, dir, `redis-${redisRuns}`);
      children.push(redisChild);
      await waitFor('redis', () => answers(redisPort), 10_000);
    };
    const redis = {
      url: `redis://127.0.0.1:${redisPort}`,
      start: startRedis,
      async kill() {
        const child = redisChild;
        if (!child || child.exitCode !== null) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await gone;
      },
    };
    await startRedis();
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const outbox = path.join(dir, 'outbox');
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      // Every instance signs and checks the same tokens.
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      MAIL_OUTBOX: outbox,
      WEB_ROOT: path.join(dir, 'web'),
      DEMO_SEED: '1',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    // All at once: migrations take the advisory lock, the seed is idempotent.
    const instances = ports.map((port, i) => {
      const child = start(
        process.execPath,
        ['-r', './test/helpers/register-ts.cjs', 'src/index.ts'],
        dir,
        `instance-${i + 1}`,
        { ...shared, PORT: String(port), DATA_DIR: path.join(dir, `data-${i + 1}`) },
      );
      children.push(child);
      return { port, url: `http://127.0.0.1:${port}`, process: child };
    });
    await Promise.all(
      instances.map((instance, i) => waitFor(`instance ${i + 1}`, () => healthy(instance.url))),
    );

    const proxyPort = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, proxyPort, ports));
    children.push(
      start(
        findBinary('nginx'),
        ['-e', 'stderr', '-p', dir, '-c', conf, '-g', 'daemon off;'],
        dir,
        'nginx',
      ),
    );
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitFor('nginx', () => healthy(proxyUrl));
    await db.connect();
    return {
      dir,
      redis,
      databaseUrl,
      outbox,
      proxyUrl,
      instances,
      async query<T>(text: string, values: unknown[] = []) {
        return (await db.query(text, values)).rows as T[];
      },
      stop,
    };
  } catch (error) {
    process.env.KEEP_CLUSTER_DIR = '1';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (logs in ${dir})`, {
      cause: error,
    });
  }
}
