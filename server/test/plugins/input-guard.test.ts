// A NUL character or a lone surrogate in any text of any route is a 400 with a field
// message, never a 500. The test walks every registered /api route with every request field of
// the API contract.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  INVALID_CHARACTERS,
  MAX_DEPTH,
  TOO_DEEP,
  TooDeepError,
  findBadText,
  nestsDeeperThan,
} from '../../src/plugins/input-guard';
import * as sharedDomain from '@parking/shared/domain';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login } from '../helpers/requests';

/** The top-level keys of a request schema (an object, refined, intersected or piped). */
function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodIntersection)
    return [
      ...schemaKeys(schema.def.left as z.ZodType),
      ...schemaKeys(schema.def.right as z.ZodType),
    ];
  if (schema instanceof z.ZodOptional) return schemaKeys(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  return [];
}

/**
 * Every property of the contract's *Request interfaces and the vehicle form's fields, and of the
 * shared request schemas (docs/adr/0035).
 */
function contractRequestFields(): string[] {
  const domain = path.resolve(__dirname, '../../../shared/src/domain');
  const fields = new Set<string>();
  for (const file of ['api-contract.ts', 'types.ts']) {
    const source = readFileSync(path.join(domain, file), 'utf8');
    for (const block of source.matchAll(/interface \w+(?:Request|Fields)\b[^{]*\{([^}]*)\}/g)) {
      for (const field of block[1]!.matchAll(/^\s+(\w+)\??:/gm)) fields.add(field[1]!);
    }
  }
  for (const [name, value] of Object.entries(sharedDomain)) {
    if (/(Request|Form)Schema$/.test(name) && value instanceof z.ZodType) {
      for (const key of schemaKeys(value)) fields.add(key);
    }
  }
  return [...fields];
}

describe('findBadText', () => {
  it('finds NUL and lone surrogates at any depth and lets real text through', () => {
    expect(findBadText({ a: 'fine', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findBadText({ helpdata: 'broken \ud800 text' })).toBe('helpdata');
    expect(findBadText({ helpdata: 'tail \udc00' })).toBe('helpdata');
    expect(findBadText({ name: 'Zoë 🚗 Ünit 4B', n: 4, ok: true, none: null })).toBeUndefined();
  });

  it('walks without recursion and refuses values nested deeper than MAX_DEPTH', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(() => findBadText(deep)).toThrow(TooDeepError);
    let ok: unknown = 'fine';
    for (let i = 0; i < MAX_DEPTH; i += 1) ok = { a: ok };
    expect(findBadText(ok)).toBeUndefined();
    expect(findBadText([{ a: 'ok' }, { b: ['y', 'z\u0000'] }])).toBe('1.b.1');
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[","b":"\\"}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"","b":[[[]]]}', 2)).toBe(true);
  });
});

describe('deeply nested bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['20 KB of arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['1 MB of arrays', '['.repeat(512 * 1024 - 8) + ']'.repeat(512 * 1024 - 8)],
    ['1 MB of objects', '{"a":'.repeat(170_000) + '1' + '}'.repeat(170_000)],
  ])('answers %s with 400 and a JSON message, and the server keeps answering', async (_, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TOO_DEEP });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it(`still accepts ${MAX_DEPTH} levels and refuses one more`, async () => {
    const nest = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const at = await t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_notification',
      headers: { 'content-type': 'application/json' },
      payload: `{"hoaid":"demo","x":${nest(MAX_DEPTH - 1)}}`,
    });
    expect(at.json().message).not.toBe(TOO_DEEP);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_notification',
      headers: { 'content-type': 'application/json' },
      payload: `{"hoaid":"demo","x":${nest(MAX_DEPTH)}}`,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(TOO_DEEP);
  });
});

interface GuardCase {
  method: string;
  field: string;
  url: string;
  payload?: object;
}

describe('NUL and lone surrogates on every route', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await login(t.app, 'admin@demo.test')).token;
  });
  afterAll(() => t.close());

  const fields = contractRequestFields();

  it('knows the routes and the fields it walks', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    expect(fields).toEqual(expect.arrayContaining(['email', 'helpdata', 'pincode', 'plate']));
  });

  /**
   * The requests: every route with each of its URL parameters and at least one field, and every
   * field in a GET query and in a POST body on some route. The guard reads every string of a
   * request whatever its route (one hook for all of /api), so each route and each field is
   * checked without sending every field to every route (thousands of requests, minutes on a
   * busy machine).
   */
  function guardCases(routes: readonly { method: string; url: string }[]): GuardCase[] {
    const cases: GuardCase[] = [];
    const withField = (route: { method: string; url: string }, field: string) => {
      const url = route.url.replace(/:(\w+)/g, 'x');
      cases.push(
        route.method === 'GET'
          ? { method: route.method, field, url: `${url}?${field}=a%00b` }
          : { method: route.method, field, url, payload: { [field]: `a\u0000b` } },
      );
    };
    routes.forEach((route, index) => {
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
        const url = route.url.replace(/:(\w+)/g, (_, name) => (name === param ? 'a%00b' : 'x'));
        cases.push({ method: route.method, field: param!, url });
      }
      withField(route, fields[index % fields.length]!);
    });
    for (const method of ['GET', 'POST']) {
      const ofMethod = routes.filter((route) => route.method === method);
      fields.forEach((field, index) => withField(ofMethod[index % ofMethod.length]!, field));
    }
    return cases;
  }

  it('answers NUL in every text field and on every route with 400 and the field message', async () => {
    const failures: string[] = [];
    const cases = guardCases(t.app.apiRoutes);
    expect(cases.length).toBeGreaterThan(t.app.apiRoutes.length + 2 * fields.length - 1);
    for (const { method, field, url, payload } of cases) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer(adminToken),
        ...(payload ? { payload } : {}),
      });
      const body = response.json<{ errors?: Record<string, string> }>();
      if (response.statusCode !== 400 || body.errors?.[field] !== INVALID_CHARACTERS) {
        failures.push(`${method} ${url} ${field}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a lone surrogate in help text with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/updatehoahelp',
      headers: bearer(adminToken),
      payload: { hoaid: 'demo', which: 'owner', helpdata: '<p>help \ud800</p>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ helpdata: INVALID_CHARACTERS });
  });

  it('lets accents and emoji through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_notification',
      payload: {
        hoaid: 'demo',
        notify_type: 'OTHER',
        notify_name: 'Zoë Ünit',
        notify_description: 'Parking 🚗 is great',
        notify_email: 'zoe@example.test',
        notify_phone: '',
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
