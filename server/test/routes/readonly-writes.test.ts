// The read-only role writes nothing (spec §6 "view only"; docs/adr/0022), its own notification
// preferences aside. The test replays every write route's audit fixture (audit/route-fixtures.ts:
// a valid call for each write route) with the read-only owner's token in place of the admin's and
// the owners' tokens, so each call aims at real records with a valid body. Every call made with
// that token to a write route must be refused with 403, and the audit log (which every write
// route feeds, see audit-routes.test.ts) must hold no change made by the read-only role.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { auditLog, vehicles, violations } from '../../src/db/schema';
import { createTestApp } from '../helpers/test-app';
import { login } from '../helpers/requests';
import { APP_START_MS, setCommunity, setOwner } from '../helpers/vehicle-fixtures';
import { WRITE_FIXTURES, type Context } from '../audit/route-fixtures';

/** Write routes the read-only role may call: its own preferences, and ending its session. */
const ALLOWED = new Set(['POST /api/users/set_notification_preferences']);

interface Call {
  route: string;
  status: number;
  body: string;
}

function routeMatcher(app: FastifyInstance) {
  const patterns = app.apiRoutes.map((route) => ({
    key: `${route.method} ${route.url}`,
    method: route.method,
    regex: new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+')}$`),
  }));
  return (method: string, url: string) =>
    patterns.find((p) => p.method === method && p.regex.test(url.split('?')[0]!))?.key;
}

describe('the read-only role writes nothing', () => {
  const ctx = { state: {} } as Context;
  const calls: Call[] = [];
  let readonlyToken = '';
  let readonlyUserid = '';

  beforeAll(async () => {
    const t = await createTestApp();
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 1000, season_adjust_unit: 0 });
    await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
    const readonly = await login(t.app, 'readonly@demo.test');
    readonlyToken = readonly.token;
    readonlyUserid = readonly.userid;
    const admin = await login(t.app, 'admin@demo.test');
    const owner = await login(t.app, 'owner@demo.test');
    const owner2 = await login(t.app, 'owner2@demo.test');
    // The fixtures aim at the real users' records, but every signed-in call is the read-only's.
    ctx.admin = { ...admin, token: readonlyToken };
    ctx.owner = { ...owner, token: readonlyToken };
    ctx.owner2 = { ...owner2, token: readonlyToken };
    // The ids later fixtures act on, taken from real records (the read-only's own creates are
    // refused, so a fixture storing an id it did not get leaves the real one in place).
    const [vehicle] = await t.app.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.hoaid, 'demo'))
      .limit(1);
    const [violation] = await t.app.db
      .select({ id: violations.id })
      .from(violations)
      .where(eq(violations.hoaid, 'demo'))
      .limit(1);
    const known: Record<string, string> = {
      vehicleid: vehicle?.id ?? '',
      violationid: violation?.id ?? '',
      registered: owner2.userid,
    };
    ctx.state = new Proxy(known, {
      set: (target, key, value) => {
        if (typeof value === 'string' && value) target[String(key)] = value;
        return true;
      },
    });
    const routeOf = routeMatcher(t.app);
    const inject = async (options: InjectOptions) => {
      const response = await t.app.inject(options);
      const headers = (options.headers ?? {}) as Record<string, string>;
      const route = routeOf(String(options.method ?? 'GET'), String(options.url));
      if (route && headers.authorization === `Bearer ${readonlyToken}`) {
        calls.push({ route, status: response.statusCode, body: response.body });
      }
      return response;
    };
    const app = new Proxy(t.app, {
      get: (target, prop) =>
        prop === 'inject' ? inject : (Reflect.get(target, prop, target) as unknown),
    });
    ctx.t = { ...t, app };
  }, APP_START_MS);
  afterAll(() => ctx.t.close());

  it(
    'is refused with 403 on every write route, and leaves no change in the audit log',
    async () => {
      const [{ last } = { last: 0 }] = await ctx.t.app.db
        .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
        .from(auditLog);
      for (const [key, fixture] of Object.entries(WRITE_FIXTURES)) {
        // A fixture whose setup needs an earlier (refused) write may throw: its calls so far count.
        await fixture(ctx).catch((error: unknown) => {
          if (!(error instanceof Error)) throw error;
          calls.push({ route: key, status: 0, body: `fixture stopped: ${error.message}` });
        });
      }
      const refusedWrongly = calls.filter(
        (call) => call.status !== 0 && call.status !== 403 && !ALLOWED.has(call.route),
      );
      expect(refusedWrongly).toEqual([]);
      // Every write route that takes a signed-in caller was tried with the read-only token.
      const tried = new Set(calls.filter((c) => c.status === 403).map((c) => c.route));
      expect(tried.size).toBeGreaterThan(20);
      const changes = await ctx.t.app.db
        .select({ kind: auditLog.kind, action: auditLog.action })
        .from(auditLog)
        .where(and(gt(auditLog.id, last), eq(auditLog.role, 'readonly')));
      expect(changes.filter((c) => c.kind !== 'notification' && c.kind !== 'signin')).toEqual([]);
    },
    APP_START_MS,
  );

  it('is refused on its own profile too, but may set its own notification preferences', async () => {
    const post = (url: string, payload: object) =>
      ctx.t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${readonlyToken}` },
      });
    const own = { userid: readonlyUserid };
    for (const [url, payload] of [
      ['/api/users/changename', { ...own, fname: 'Rita', lname: 'Reader', phone: '302-555-0199' }],
      ['/api/users/changepin', { ...own, pincode: '8642' }],
      ['/api/users/changeavailability', { ...own, status_flag: 0 }],
      ['/api/users/changerulesandregs', { ...own, terms: 1, termsaccepted: true }],
      [
        '/api/users/changepassword',
        { ...own, password: 'Gull-Harbour-Lantern-77', password2: 'Gull-Harbour-Lantern-77' },
      ],
    ] as const) {
      const response = await post(url, payload);
      expect(`${url} ${response.statusCode}`).toBe(`${url} 403`);
    }
    const preferences = await post('/api/users/set_notification_preferences', { reminder: false });
    expect(preferences.statusCode).toBe(200);
  });
});
