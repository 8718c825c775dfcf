// Serves the built front end (ARCHITECTURE "Module Federation"): the shell at /, each remote's
// version folders under /remotes/<name>/<version>/, /remotes.json (read from the remote list on
// every request, docs/adr/0006; with an ETag, so the open tabs' short poll is answered 304 until
// a deploy, docs/adr/0024) and /app-config.json, the SPA fallback to the shell's index.html, and
// /csp-report, where browsers report what the content security policy refused. The shell's public
// pages (landing, login, help, guest invitation) come rendered by the server into index.html
// (server-render.ts, docs/adr/0034); any other page, or any failure, gets the plain index.html.
// Hashed assets are
// cached for a year; entry files are never cached. Files are served precompressed (the build
// writes .br and .gz beside each) by the Accept-Encoding.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@parking/shared/domain';
import { z } from 'zod';
import { REMOTE_FOLDERS, type RemoteList } from './remote-list';
import { CSP_REPORT_PATH } from './security-headers';
import type { ApiRoute } from './input-guard';
import { renderBundlePath, shellRenderer } from './server-render';

/** The methods of the API routes whose URL pattern (`:param` segments) matches the path. */
function methodsServing(routes: readonly ApiRoute[], pathOnly: string): string[] {
  const segments = pathOnly.split('/');
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  };
  const methods = new Set(routes.filter((r) => matches(r.url)).map((r) => r.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** A path in a message, cut to a readable length (a client may send kilobytes). */
const shortened = (pathOnly: string) =>
  pathOnly.length > 120 ? `${pathOnly.slice(0, 120)}…` : pathOnly;

export interface WebOptions {
  webRoot: string;
  /** remotes.json, with REMOTE_<NAME>_URL for a remote it does not name (remote-list.ts). */
  remoteList: RemoteList;
  defaultHoaid: string;
}

/** What a browser's CSP report says (report-uri: {"csp-report": {...}}); other fields ignored. */
const cspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': z.string().max(2048).optional(),
    'blocked-uri': z.string().max(2048).optional(),
    'violated-directive': z.string().max(256).optional(),
    'effective-directive': z.string().max(256).optional(),
  }),
});
type CspReport = z.infer<typeof cspReportSchema>;

/** One log line per refused origin and directive a minute: a busy page cannot flood the log. */
const CSP_LOG_EVERY_MS = 60_000;
const originOf = (uri: string) => {
  try {
    return new URL(uri).origin;
  } catch {
    return uri.slice(0, 100); // 'inline', 'eval', 'data' and the like
  }
};

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
    const renderPage = shellRenderer(app, renderBundlePath(options.webRoot));
    let index: { mtimeMs: number; text: string } | null = null;
    /** index.html's text, read again after a new build. */
    const indexText = (): string => {
      const { mtimeMs } = statSync(shellIndex);
      if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, text: readFileSync(shellIndex, 'utf8') };
      return index.text;
    };

    app.get('/remotes.json', async (request, reply) => {
      const list = await options.remoteList.read((message) => request.log.warn(message));
      void reply.header('cache-control', NO_CACHE).header('etag', list.etag);
      if (request.headers['if-none-match'] === list.etag) return reply.status(304).send();
      return reply.send(list.urls);
    });

    const cspLogged = new Map<string, number>();
    app.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
        }
      },
    );
    app.post<{ Body: CspReport }>(
      CSP_REPORT_PATH,
      { bodyLimit: 16_384, schema: { body: cspReportSchema } },
      async (request, reply) => {
        const report = request.body['csp-report'];
        const blocked = originOf(report['blocked-uri'] ?? '');
        const directive = report['effective-directive'] ?? report['violated-directive'] ?? '';
        const key = `${blocked} ${directive}`;
        const now = Date.now();
        if (now - (cspLogged.get(key) ?? 0) >= CSP_LOG_EVERY_MS) {
          if (cspLogged.size > 1000) cspLogged.clear();
          cspLogged.set(key, now);
          request.log.warn(
            { blocked, directive, page: report['document-uri'] },
            `the content security policy refused ${blocked} (${directive}): is it in the remote list?`,
          );
        }
        return reply.status(204).send();
      },
    );
    app.get('/app-config.json', async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).send({ defaultHoaid: options.defaultHoaid }),
    );

    /** The shell's page for a client route: server-rendered when it can be, else plain. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('cache-control', NO_CACHE);
      const page =
        request.method === 'GET'
          ? await renderPage(request.url, request.ip, indexText(), request.log)
          : null;
      if (page === null) return reply.sendFile('index.html', shellDist);
      return reply.type('text/html; charset=utf-8').send(page);
    };
    // `/` is a page like any other (the static files have no index), rendered when it can be.
    app.get('/', async (request, reply) => {
      if (!existsSync(shellIndex)) return reply.callNotFound();
      return sendPage(request, reply);
    });

    let decorated = false;
    const serve = async (root: string, prefix: string, wildcard: boolean) => {
      await app.register(fastifyStatic, {
        root,
        prefix,
        wildcard,
        index: false,
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
      if (wantsPage && !isApi && !isAsset && existsSync(shellIndex))
        return sendPage(request, reply);
      const pathOnly = request.url.split('?')[0] ?? '';
      // A path the API serves, asked with another method: 405 with the methods it takes.
      const allowed = isApi ? methodsServing(app.apiRoutes, pathOnly) : [];
      // The method is served there but the router found no route (a parameter longer than the
      // router takes): not found, as before.
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        const refused: ApiErrorBody = {
          message: `${request.method} is not allowed here: use ${allowed.join(' or ')}`,
          code: 'method_not_allowed',
        };
        return reply.status(405).header('allow', allowed.join(', ')).send(refused);
      }
      const body: ApiErrorBody = {
        message: isApi ? `Route ${request.method} ${shortened(pathOnly)} not found` : 'Not found',
        code: 'not_found',
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'web' },
);
