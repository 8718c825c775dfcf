// A stand-in CDN for the remote journeys (docs/adr/0024): a plain HTTP server on a port of its own
// (so another origin than the portal) serving one remote version folder. It records each request
// as it arrives, can hold the entry's requests unanswered on their real sockets (a hang the browser
// cannot tell from a dead server, unlike page.route), can hold the entry until given requests
// have arrived (to prove they were made beside it, not after it), and can rewrite the manifest's
// publicPath to another origin.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { anyFreePort } from './portal-address';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface CdnRequest {
  /** Path and query, e.g. /remoteEntry.js?retry=1 */
  url: string;
  at: number;
}

export interface RemoteCdn {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The same server under another origin (http://localhost:<port>). */
  otherOrigin: string;
  requests: CdnRequest[];
  /** Requests to remoteEntry.js get no answer until `answerEntry()`; the held ones never do. */
  hangEntry(): void;
  answerEntry(): void;
  /** remoteEntry.js is answered only once a request matching `until` has arrived (or 8 s). */
  holdEntryUntil(until: (url: string) => boolean): void;
  /** Whether, when the entry was answered, the `holdEntryUntil` request had arrived. */
  entryWaitedFor(): boolean | undefined;
  /** The manifest's publicPath becomes this (its files then load from there). */
  rewritePublicPath(publicPath: string | null): void;
  close(): Promise<void>;
}

export async function startRemoteCdn(folder: string): Promise<RemoteCdn> {
  const port = await anyFreePort('127.0.0.1');
  const requests: CdnRequest[] = [];
  const sockets = new Set<Socket>();
  let hanging = false;
  let until: ((url: string) => boolean) | null = null;
  let waitedFor: boolean | undefined;
  let publicPath: string | null = null;
  const arrivals: (() => void)[] = [];

  const send = async (request: IncomingMessage, response: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.includes('..')) return void response.writeHead(400).end();
    let body: Buffer;
    try {
      body = await readFile(join(folder, path));
    } catch {
      return void response.writeHead(404).end();
    }
    if (path === '/mf-manifest.json' && publicPath) {
      const manifest = JSON.parse(body.toString('utf8')) as { metaData: { publicPath: string } };
      manifest.metaData.publicPath = publicPath;
      body = Buffer.from(JSON.stringify(manifest));
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      // The shell reads the manifest with fetch(); scripts need no CORS.
      'access-control-allow-origin': '*',
    });
    response.end(body);
  };

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push({ url, at: Date.now() });
    for (const arrived of arrivals.splice(0)) arrived();
    const isEntry = url.split('?')[0] === '/remoteEntry.js';
    if (isEntry && hanging) return; // Held: the socket stays open, unanswered.
    if (isEntry && until) {
      const check = until;
      const deadline = Date.now() + 8_000;
      const answer = () => {
        const arrived = requests.some((seen) => check(seen.url));
        if (!arrived && Date.now() < deadline) {
          arrivals.push(answer);
          setTimeout(answer, 250);
          return;
        }
        if (waitedFor === undefined) waitedFor = arrived;
        void send(request, response);
      };
      answer();
      return;
    }
    void send(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    requests,
    hangEntry: () => (hanging = true),
    answerEntry: () => (hanging = false),
    holdEntryUntil: (check) => {
      until = check;
      waitedFor = undefined;
    },
    entryWaitedFor: () => waitedFor,
    rewritePublicPath: (path) => (publicPath = path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
