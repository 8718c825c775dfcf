// Every route that changes data writes its audit entry. The test walks every
// registered /api route: each is either a read (READ_ROUTES, with the reason it writes nothing)
// or a write with a fixture (route-fixtures.ts) that makes a valid call, and the fixture's entry
// (kind, action, actor) must be in audit_log afterwards. A new route in neither list fails the first
// test, so a write route cannot ship without its entry. PGlite by default, PostgreSQL with
// DATABASE_URL.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { AUDIT_SECRET } from '@parking/shared/domain';
import { auditLog, vehicles } from '../../src/db/schema';
import { createTestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, login, loginRenter } from '../helpers/requests';
import { APP_START_MS, setCommunity, setOwner, vehicleByPlate } from '../helpers/vehicle-fixtures';
import {
  READ_ROUTES,
  STRONG_PASSWORD,
  WRITE_FIXTURES,
  post,
  type Context,
  type Expected,
} from './route-fixtures';

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('audit log: every write route records its entry', () => {
  const ctx = { state: {} } as Context;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    await setCommunity(ctx.t.app, 'demo', { parking_allowed_hoa: 1000, season_adjust_unit: 0 });
    await setOwner(ctx.t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
    await setOwner(ctx.t.app, 'owner2@demo.test', { has_read_terms: true });
    ctx.admin = await login(ctx.t.app, 'admin@demo.test');
    ctx.owner = await login(ctx.t.app, 'owner@demo.test');
    ctx.owner2 = await login(ctx.t.app, 'owner2@demo.test');
  }, APP_START_MS);
  afterAll(() => ctx.t.close());

  it('knows every registered /api route as a read or as a write with a fixture', () => {
    const routes = ctx.t.app.apiRoutes
      .map(routeKey)
      .filter((key) => !key.startsWith('GET /api/docs'));
    const unknown = routes.filter((key) => !(key in READ_ROUTES) && !(key in WRITE_FIXTURES));
    expect(unknown).toEqual([]);
    const both = routes.filter((key) => key in READ_ROUTES && key in WRITE_FIXTURES);
    expect(both).toEqual([]);
    // Every listed route exists, so a removed route cannot leave a stale fixture behind.
    const stale = [...Object.keys(READ_ROUTES), ...Object.keys(WRITE_FIXTURES)].filter(
      (key) => !routes.includes(key),
    );
    expect(stale).toEqual([]);
  });

  it(
    'writes the entry of each write route with the right kind, action and actor',
    async () => {
      const failures: string[] = [];
      for (const [key, fixture] of Object.entries(WRITE_FIXTURES)) {
        const [{ last } = { last: 0 }] = await ctx.t.app.db
          .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
          .from(auditLog);
        const { response, expected } = await fixture(ctx);
        const signIn = expected.kind === 'signin';
        if (signIn ? response.statusCode !== 401 : response.statusCode >= 300) {
          if (response.statusCode !== 302) {
            failures.push(`${key}: answered ${response.statusCode} ${response.body}`);
            continue;
          }
        }
        // Jobs (CSV import, reset mail) write a moment later: wait up to 10 s.
        let rows: (typeof auditLog.$inferSelect)[] = [];
        for (let tries = 0; tries < 100; tries += 1) {
          rows = await ctx.t.app.db
            .select()
            .from(auditLog)
            .where(and(gt(auditLog.id, last), eq(auditLog.hoaid, 'demo')));
          if (rows.some((row) => matches(row, expected))) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (!rows.some((row) => matches(row, expected))) {
          failures.push(
            `${key}: no entry ${JSON.stringify(expected)} among ${JSON.stringify(
              rows.map(({ kind, action, role, userid, username, unitnumber, plate }) => ({
                kind,
                action,
                role,
                userid,
                username,
                unitnumber,
                plate,
              })),
            )}`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
    APP_START_MS,
  );

  it('records secrets only as changed: no password, PIN, hash or token in any entry', async () => {
    const rows = await ctx.t.app.db.select().from(auditLog).where(eq(auditLog.hoaid, 'demo'));
    expect(rows.length).toBeGreaterThan(20);
    const text = JSON.stringify(rows.map((row) => [row.before, row.after]));
    for (const secret of [
      STRONG_PASSWORD,
      DEMO_PASSWORD,
      'not-the-password',
      '8642',
      '4242',
      '7373',
      '$argon2',
      'password_hash',
      'token',
    ]) {
      expect(text).not.toContain(secret);
    }
    const pin = rows.find(
      (row) => row.kind === 'owner' && row.after && 'pincode' in row.after && row.role === 'owner',
    );
    expect(pin?.before).toEqual({ pincode: AUDIT_SECRET });
    expect(pin?.after).toEqual({ pincode: AUDIT_SECRET });
    const password = rows.find((row) => row.kind === 'account' && row.after?.password);
    expect(password?.after).toEqual({ password: AUDIT_SECRET });
  });

  it('keeps only the changed fields of an update, and the vehicle link after a plate change', async () => {
    const rows = await ctx.t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'vehicle'), eq(auditLog.action, 'update')));
    const modify = rows.find((row) => row.after?.make === 'Mazda');
    expect(modify?.before).toEqual({ make: 'Honda', active_flag: 0 });
    expect(modify?.after).toEqual({ make: 'Mazda', active_flag: 1 });
    const vehicleid = modify?.vehicleid ?? '';
    const linked = await ctx.t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.vehicleid, vehicleid));
    expect(linked.map((row) => row.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'status', 'delete']),
    );
  });

  it('keeps the entries of a deleted owner and of purged vehicles', async () => {
    const purged = await ctx.t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purge')));
    expect(purged.length).toBeGreaterThan(0);
    const ids = purged.map((row) => row.vehicleid ?? '');
    expect(
      await ctx.t.app.db.select().from(vehicles).where(inArray(vehicles.id, ids)),
    ).toHaveLength(0);
  });

  it('names the e-mail tried and no account for a failed sign-in with an unknown e-mail', async () => {
    const response = await post(ctx, '/api/users/login', {
      email: 'nobody@example.org',
      password: 'whatever-it-is',
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(401);
    const [row] = await ctx.t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'signin'), eq(auditLog.username, 'nobody@example.org')));
    expect(row).toMatchObject({ action: 'failure', userid: null, hoaid: 'demo' });
    // A renter who checks in with a unit that does not exist: the unit tried, no account.
    await post(ctx, '/api/users/loginrenter', {
      unitnumber: '999',
      pincode: '1111',
      hoaid: 'demo',
    });
    const [unit] = await ctx.t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'signin'), eq(auditLog.unitnumber, '999')));
    expect(unit).toMatchObject({ action: 'failure', userid: null, role: 'renter' });
  });

  it('writes a renter check-in with the right PIN without any entry', async () => {
    await setOwner(ctx.t.app, 'owner2@demo.test', { status_flag: 1 });
    const [{ last } = { last: 0 }] = await ctx.t.app.db
      .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog);
    await loginRenter(ctx.t.app, '102', '5678');
    const after = await ctx.t.app.db.select().from(auditLog).where(gt(auditLog.id, last));
    expect(after).toEqual([]);
    expect(await vehicleByPlate(ctx.t.app, 'GSTAUD')).toBeDefined();
  });
});

function matches(row: typeof auditLog.$inferSelect, expected: Expected): boolean {
  if (row.kind !== expected.kind || row.action !== expected.action) return false;
  if (row.role !== expected.role) return false;
  if (expected.userid !== undefined && row.userid !== expected.userid) return false;
  if (expected.username !== undefined && row.username !== expected.username) return false;
  if (expected.unitnumber !== undefined && row.unitnumber !== expected.unitnumber) return false;
  if (expected.plate !== undefined && row.plate !== expected.plate) return false;
  return true;
}
