// Serves each remote's standalone production build for the standalone journey: a tiny static
// server per remote, SPA fallback to index.html, /api and /app-config.json proxied to the portal
// under test. The URL of each goes to E2E_STANDALONE_<REMOTE>; a remote without a standalone
// entry (src/standalone/index.ts) is skipped and its journey says so.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync, type WriteStream } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

export const REMOTE_FOLDERS = {
  owner: 'owner-app',
  renter: 'renter-app',
  admin: 'admin-app',
} as const;
export type RemoteName = keyof typeof REMOTE_FOLDERS;

export function standaloneEnvName(remote: RemoteName): string {
  return `E2E_STANDALONE_${remote.toUpperCase()}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

const PROXIED = ['/api/', '/app-config.json'];

function proxy(portal: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = request(
    {
      host: portal.hostname,
      port: portal.port,
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(upstream);
}

function serveFile(root: string, urlPath: string, outgoing: ServerResponse): void {
  const wanted = normalize(join(root, decodeURIComponent(urlPath.split('?')[0] ?? '/')));
  const isFile = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile();
  const file = isFile ? wanted : join(root, 'index.html');
  outgoing.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(outgoing);
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) =>
    server.once('error', fail).listen(port, '127.0.0.1', () => done()),
  );
}

export interface StandaloneRemotes {
  stop(): Promise<void>;
}

/** Runs a command; resolves with its exit status and its output. */
function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status, output }));
  });
}

/**
 * Builds the remote's standalone page with the remote's own webpack config (`--env standalone`)
 * into `outDir`, so the federated build in the remote's dist/ stays untouched.
 */
async function buildStandalone(
  repoRoot: string,
  folder: string,
  outDir: string,
  log: WriteStream,
): Promise<boolean> {
  const appDir = resolve(repoRoot, folder);
  // E2E_STANDALONE=0 saves the three builds while iterating on other journeys.
  if (process.env.E2E_STANDALONE === '0') return false;
  if (!existsSync(join(appDir, 'src', 'standalone', 'index.ts'))) return false;
  const webpackCli = resolve(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const build = await run(
    process.execPath,
    [webpackCli, '--mode', 'production', '--env', 'standalone', '--output-path', outDir],
    appDir,
  );
  log.write(`\n--- standalone build of ${folder} (exit ${String(build.status)})\n${build.output}`);
  if (build.status !== 0)
    throw new Error(`The standalone build of ${folder} failed; see e2e/artifacts/server.log`);
  return existsSync(join(outDir, 'index.html'));
}

/** The three standalone builds, two at a time (a webpack build keeps about one core busy). */
async function buildAllStandalone(
  repoRoot: string,
  outRoot: string,
  log: WriteStream,
): Promise<Map<RemoteName, string>> {
  // The longest build (the admin's) first.
  const queue = (Object.entries(REMOTE_FOLDERS) as [RemoteName, string][]).sort(([a], [b]) =>
    a === 'admin' ? -1 : b === 'admin' ? 1 : 0,
  );
  const built = new Map<RemoteName, string>();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [remote, folder] = next;
      const root = join(outRoot, remote);
      if (await buildStandalone(repoRoot, folder, root, log)) built.set(remote, root);
    }
  };
  await Promise.all([lane(), lane()]);
  return built;
}

export async function startStandaloneRemotes(
  repoRoot: string,
  outRoot: string,
  portalBase: string,
  freePort: () => Promise<number>,
  log: WriteStream,
): Promise<StandaloneRemotes> {
  const portal = new URL(portalBase);
  const servers: Server[] = [];
  const built = await buildAllStandalone(repoRoot, outRoot, log);
  for (const [remote, root] of built) {
    const server = createServer((incoming, outgoing) => {
      if (PROXIED.some((prefix) => incoming.url?.startsWith(prefix)))
        proxy(portal, incoming, outgoing);
      else serveFile(root, incoming.url ?? '/', outgoing);
    });
    const port = await freePort();
    await listen(server, port);
    servers.push(server);
    process.env[standaloneEnvName(remote)] = `http://127.0.0.1:${port}`;
  }
  return {
    stop: async () => {
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    },
  };
}
