// Serves the built front end (ARCHITECTURE "Module Federation"): the shell at /, each remote's
// version folders under /remotes/<name>/<version>/, /remotes.json (read from the remote list on
// every request, docs/adr/0006) and /app-config.json, and the SPA fallback to the shell's
// index.html. Hashed assets are cached for a year; entry files are never cached. Files are
// served precompressed (the build writes .br and .gz beside each) by the Accept-Encoding.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@parking/shared/domain';
import { readRemoteUrls, REMOTE_FOLDERS, type RemoteUrls } from './remote-list';

export interface WebOptions {
  webRoot: string;
  /** REMOTE_<NAME>_URL: used for a remote the remote list (remotes.json) does not name. */
  remoteUrls: RemoteUrls;
  defaultHoaid: string;
}

const NO_CACHE = 'no-cache';
// A missing file of these kinds is a 404, not the SPA page (client routes may end in
// '.test' and the like, e.g. an e-mail in /userverification/...).
const ASSET = /\.(js|mjs|css|map|json|html|ico|png|jpe?g|gif|svg|webp|woff2?|ttf|txt)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  // A precompressed twin (main.3f9a1c2b.js.br) is cached like the file it encodes.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) return NO_CACHE;
  // webpack's [contenthash] names: main.3f9a1c2b7d.js, 412.ab12cd34.chunk.css
  return /[.-][0-9a-f]{8,}\./i.test(name) ? IMMUTABLE : NO_CACHE;
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('cache-control', cacheControlFor(filePath));
};

export default fp<WebOptions>(
  async (app, options) => {
    const shellDist = path.join(options.webRoot, 'shell', 'dist');
    const shellIndex = path.join(shellDist, 'index.html');

    app.get('/remotes.json', async (request, reply) => {
      const urls = await readRemoteUrls(options.webRoot, options.remoteUrls, (message) =>
        request.log.warn(message),
      );
      return reply.header('cache-control', NO_CACHE).send(urls);
    });
    app.get('/app-config.json', async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).send({ defaultHoaid: options.defaultHoaid }),
    );

    let decorated = false;
    const serve = async (root: string, prefix: string, wildcard: boolean) => {
      await app.register(fastifyStatic, {
        root,
        prefix,
        wildcard,
        index: root === shellDist ? ['index.html'] : false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
        decorateReply: !decorated,
      });
      decorated = true;
    };
    // Registered even when a dist is missing, so a later build is served without a restart.
    await serve(shellDist, '/', true);
    for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
      await serve(path.join(options.webRoot, folder, 'dist'), `/remotes/${name}/`, true);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const isAsset =
        request.url.startsWith('/remotes/') || ASSET.test(request.url.split('?')[0] ?? '');
      if (wantsPage && !isApi && !isAsset && existsSync(shellIndex)) {
        return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
      }
      const body: ApiErrorBody = {
        message: isApi
          ? `Route ${request.method} ${request.url.split('?')[0]} not found`
          : 'Not found',
        code: 'not_found',
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'web' },
);
