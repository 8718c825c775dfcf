// Security headers on pages, remote files and /api/* (issue 13, @fastify/helmet). The CSP fits
// the front end as built: the shell and the Module Federation remotes load only scripts from
// this origin or the origins of the remote list in force (remote-list.ts, read again for each
// page, so a remote moved to a CDN loads without a restart; docs/adr/0024), styled-components
// injects <style> elements (so styles allow 'unsafe-inline'; scripts never do), community
// background images and help-text pictures may come from any https host, and no page may be
// framed. Browsers report what the policy refused to /csp-report (web.ts), which logs it.
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
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'report-uri': [CSP_REPORT_PATH],
    },
  };
}

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
  },
  { name: 'security-headers' },
);
