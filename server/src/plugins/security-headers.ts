// Security headers on pages, remote files and /api/* (@fastify/helmet). The CSP fits
// the front end as built: the shell and the Module Federation remotes load only scripts from
// this origin or the origins of the remote list in force (remote-list.ts, read again for each
// page, so a remote moved to a CDN loads without a restart; docs/adr/0024), styled-components
// injects <style> elements (so styles allow 'unsafe-inline'; scripts never do), community
// background images and help-text pictures may come from any https host, violation photos are
// object URLs (blob:), and no page may be framed. Browsers report what the policy refused to
// /csp-report (web.ts), which logs it.
// A hashed static file (a script or style cached for a year) carries only the headers that
// matter for it: nosniff, the resource policy and its caching. The page headers (CSP, framing,
// referrer, HSTS, ...) act on documents, not on scripts, and cost ~600 bytes on each of the
// login page's files (docs/architecture.md, "Headers").
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import { remoteOrigins, type RemoteList } from './remote-list';

export { remoteOrigins };

export interface SecurityHeaderOptions {
  /** The remote list: the origins of its absolute URLs join script-src and connect-src. */
  remoteList: RemoteList;
}

/** Where browsers report a refusal (plugins/web.ts logs it). */
export const CSP_REPORT_PATH = '/csp-report';

// A page (the shell's index.html) rather than an API call, a remote's file or another asset.
const NOT_A_PAGE = /^\/(api\/|api$|remotes\/|remotes\.json)|\.[a-z0-9]+(\?|$)/i;

type DirectiveValue = string | ((req: IncomingMessage, res: ServerResponse) => string);

export function contentSecurityPolicy(remoteOriginsNow: () => string[]) {
  // helmet calls this for each response: the origins of the list read for its request.
  const remotes = () => ["'self'", ...remoteOriginsNow()].join(' ');
  const sources = (): DirectiveValue[] => [remotes];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': sources(),
      'connect-src': sources(),
      'style-src': ["'self'", "'unsafe-inline'"],
      // blob: the violation photos, fetched through the signed-in client and shown as object
      // URLs (docs/adr/0027), and the form's previews of photos before they are sent.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'report-uri': [CSP_REPORT_PATH],
    },
  };
}

/**
 * docs/adr/0031: the plate reader's Web Worker (a remote's ocr/worker-<version>.min.js) compiles
 * tesseract's WebAssembly core. A worker runs under the policy of its own script's response, so
 * that response alone adds 'wasm-unsafe-eval' (WebAssembly only; JavaScript eval stays refused).
 */
const OCR_WORKER = /^\/remotes\/[a-z]+\/[^/?]+\/ocr\/worker-[^/?]+\.js(\?|$)/;
export function withWasm(policy: string): string {
  return policy.replace(/(^|;)script-src /, "$1script-src 'wasm-unsafe-eval' ");
}

/** The only headers helmet sets that a hashed static file keeps. */
export const ASSET_HEADERS_KEPT = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
]);
/** What helmet sets (the set configured below); on a hashed file all but ASSET_HEADERS_KEPT go. */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Validators a file cached as immutable is never asked for (it is never revalidated). */
const IMMUTABLE_NEEDLESS = ['etag', 'last-modified', 'accept-ranges'];

export default fp<SecurityHeaderOptions>(
  async (app, { remoteList }) => {
    // Before helmet's own hook: a page's policy names the origins of the list in force now.
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' || NOT_A_PAGE.test(request.url)) return;
      await remoteList.read((message) => request.log.warn(message));
    });
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(() => remoteList.current().origins),
      // A shell served from another origin may load this server's remote files.
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && OCR_WORKER.test(request.url)) {
        void reply.header('content-security-policy', withWasm(policy));
      }
      const cache = reply.getHeader('cache-control');
      if (typeof cache !== 'string' || !cache.includes('immutable')) return payload;
      for (const name of [...HELMET_HEADERS, ...IMMUTABLE_NEEDLESS]) {
        if (!ASSET_HEADERS_KEPT.has(name)) reply.removeHeader(name);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
