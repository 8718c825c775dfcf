// Security headers on pages, remote files and /api/* (issue 13, @fastify/helmet). The CSP fits
// the front end as built: the shell and the Module Federation remotes load only scripts from
// this origin (or the origins REMOTE_*_URL point at), styled-components injects <style>
// elements (so styles allow 'unsafe-inline'; scripts never do), community background images
// and help-text pictures may come from any https host, and no page may be framed.
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

export interface SecurityHeaderOptions {
  /** REMOTE_*_URL values: absolute ones add their origin to script-src and connect-src. */
  remoteUrls: string[];
}

/** The origins of absolute remote URLs ('/remotes/...' adds nothing beyond 'self'). */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function contentSecurityPolicy(remoteUrls: string[]) {
  const remotes = remoteOrigins(remoteUrls);
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'connect-src': ["'self'", ...remotes],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  };
}

export default fp<SecurityHeaderOptions>(
  async (app, { remoteUrls }) => {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(remoteUrls),
      // A shell served from another origin may load this server's remote files.
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
