// Every call of the API client (@parking/shared/api, the axios functions the screens
// use) exists in the server's OpenAPI document (GET /api/docs) with the same method and path.
// Each exported function is called once through a recording HTTP adapter; a function that makes
// no request, or a request the document does not list, fails the test.
import { createTestApp, type TestApp } from '../helpers/test-app';

interface ApiModule {
  configureApi(options: { adapter: unknown; baseURL: string }): void;
  createFakeAdapter(respond: () => { status: number; body: unknown }): {
    adapter: unknown;
    requests: { method: string; url: string }[];
  };
  [name: string]: unknown;
}

// Loaded at run time: the server's build and typecheck see only @parking/shared/domain (the
// client is browser code), the test reads the real client module from source.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const api = require('@parking/shared/api') as ApiModule;

/** Exports that are not calls: the client's set-up, errors and helpers. */
const NOT_CALLS = new Set([
  'configureApi',
  'ApiError',
  'isApiError',
  'createFakeAdapter',
  'warmApiClient',
  'fetchAllPages',
]);

/** Calls of files the server publishes beside the API (plugins/web.ts), not /api routes. */
const WEB_FILES = ['GET /app-config.json', 'GET /remotes.json'];

/**
 * Any argument: as a request object every field reads 'x' (a `file` is a small Blob), as an id
 * segment it is 'x', as JSON it is {}, and it is not a promise.
 */
function anyArgument(): unknown {
  return new Proxy(() => undefined, {
    get(_target, property) {
      if (property === Symbol.toPrimitive || property === 'toString') return () => 'x';
      if (property === 'toJSON') return () => ({});
      if (property === 'file') return new Blob(['x']);
      if (property === 'then' || typeof property === 'symbol') return undefined;
      return 'x';
    },
  });
}

type Document = { paths: Record<string, Record<string, unknown>> };

/** The OpenAPI path templates as regular expressions ({vehicleid} matches one segment). */
function operationMatchers(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/?]+')}$`),
    })),
  );
}

describe('API client contract', () => {
  let t: TestApp;
  let matchers: ReturnType<typeof operationMatchers>;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    matchers = operationMatchers(response.json<Document>());
  });
  afterAll(() => t.close());

  const documented = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    return matchers.some((m) => m.method === method && m.pattern.test(path));
  };

  it('matches paths with parameters and refuses unknown ones', () => {
    expect(documented('GET', '/api/parking/get_vehicles_for_vehid/abc')).toBe(true);
    expect(documented('POST', '/api/parking/get_vehicles_for_vehid/abc')).toBe(false);
    expect(documented('GET', '/api/parking/get_vehicles_for_vehid/abc/def')).toBe(false);
    expect(documented('POST', '/api/parking/no_such_call')).toBe(false);
  });

  it('finds every client call in /api/docs with the same method and path', async () => {
    const { adapter, requests } = api.createFakeAdapter(() => ({ status: 200, body: [] }));
    api.configureApi({ adapter, baseURL: '' });
    type Call = (...values: unknown[]) => unknown;
    const calls = Object.entries(api).filter(
      (entry): entry is [string, Call] =>
        typeof entry[1] === 'function' && !NOT_CALLS.has(entry[0]),
    );
    expect(calls.length).toBeGreaterThan(30);

    const problems: string[] = [];
    const webFiles: string[] = [];
    for (const [name, call] of calls) {
      const before = requests.length;
      const args = Array.from({ length: Math.max(call.length, 1) }, anyArgument);
      try {
        await call(...args);
      } catch {
        // The fake answer ([]) may not suit the caller; only the request matters here.
      }
      const made = requests.slice(before);
      if (made.length === 0) problems.push(`${name}: made no request`);
      for (const { method, url } of made) {
        const call = `${method} ${url.split('?')[0]}`;
        if (WEB_FILES.includes(call)) webFiles.push(call);
        else if (!documented(method, url)) problems.push(`${name}: ${call} is not in /api/docs`);
      }
    }
    expect(problems).toEqual([]);
    expect(webFiles.sort()).toEqual([...WEB_FILES].sort());
  });
});
