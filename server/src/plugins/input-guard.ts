// Text the database cannot store or that is not valid Unicode (issue 13): a NUL character or a
// lone UTF-16 surrogate anywhere in a body, query or path parameter is answered with 400 and a
// field message before any route runs, instead of a failed query (500).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../util/http-error';

export const INVALID_CHARACTERS = 'This field contains characters that are not allowed';

export interface ApiRoute {
  method: string;
  url: string;
  /** The route's response schemas by status code, if it declares any (issue 13). */
  response?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route (method, URL, response schemas), for the route-walking tests. */
    apiRoutes: ApiRoute[];
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** The dotted path of the first bad string in a parsed value, or undefined. */
export function findBadText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return badText(value) ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (badText(key)) return [...path, '_'].join('.');
    const found = findBadText(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkRequest(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findBadText(part);
    if (field !== undefined) throw badRequest(INVALID_CHARACTERS, { [field]: INVALID_CHARACTERS });
  }
}

export default fp(
  async (app) => {
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const response = route.schema?.response as Record<string, unknown> | undefined;
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, response });
      }
    });
    app.addHook('preValidation', async (request) => checkRequest(request));
  },
  { name: 'input-guard' },
);
