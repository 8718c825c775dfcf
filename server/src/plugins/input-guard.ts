// Text the database cannot store or that is not valid Unicode: a NUL character or a
// lone UTF-16 surrogate anywhere in a body, query or path parameter is answered with 400 and a
// field message before any route runs, instead of a failed query (500). Bodies nested deeper
// than MAX_DEPTH are refused with 400 before they are parsed (docs/adr/0022): parsing and walking
// 1 MB of `[[[[...` took seconds of the one event loop, and the old recursive walk overflowed.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../util/http-error';

export const INVALID_CHARACTERS = 'This field contains characters that are not allowed';
export const TOO_DEEP = 'The request body is nested too deeply';
/** The deepest nesting of arrays and objects a body may have; every form is far shallower. */
export const MAX_DEPTH = 32;

/**
 * Whether JSON text nests arrays/objects deeper than `max`: one pass over the characters,
 * skipping strings, so a megabyte is checked in about a millisecond and nothing recurses.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

export interface ApiRoute {
  method: string;
  url: string;
  /** The route's response schemas by status code, if it declares any. */
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

/** Thrown by findBadText for a value nested deeper than MAX_DEPTH. */
export class TooDeepError extends Error {}

/**
 * The dotted path of the first bad string in a parsed value, or undefined. Walks with its own
 * stack (depth-first, in key order) instead of recursing, and throws TooDeepError beyond
 * MAX_DEPTH levels.
 */
export function findBadText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (badText(current)) return path.join('.') || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_DEPTH) throw new TooDeepError(TOO_DEEP);
    const entries = Object.entries(current);
    for (const [key] of entries) {
      if (badText(key)) return [...path, '_'].join('.');
    }
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

function checkRequest(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    let field: string | undefined;
    try {
      field = findBadText(part);
    } catch (error) {
      if (error instanceof TooDeepError) throw badRequest(TOO_DEEP);
      throw error;
    }
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
    // JSON bodies: the depth is checked on the text, before JSON.parse spends time on it; then
    // Fastify's own parser (with its prototype-poisoning protection) reads it.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_DEPTH)) return done(badRequest(TOO_DEEP), undefined);
      parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => checkRequest(request));
  },
  { name: 'input-guard' },
);
