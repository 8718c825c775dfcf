// Plate lookup for enforcement, patrol logins, plate normalisation and the
// duplicate-plate rules, through app.inject on PGlite or PostgreSQL (DATABASE_URL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlateLookupResponse, RecentPlateLookup, Vehicle } from '@parking/shared/domain';
import { payments, vehicles, violations } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setVehicle,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const PATROL_PASSWORD = 'patrol-pass-2026';

async function createPatrol(app: FastifyInstance, adminToken: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/register_patrol',
    headers: bearer(adminToken),
    payload: {
      hoaid: 'demo',
      first_name: 'Pat',
      last_name: 'Rol',
      phone: '',
      email,
      password: PATROL_PASSWORD,
      password2: PATROL_PASSWORD,
    },
  });
}

/** Every route Fastify knows, as "METHOD /path" (from printRoutes, nested segments joined). */
function allRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (.*?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${full}`);
    }
  }
  return routes;
}

describe('Plate lookup', () => {
  let t: TestApp;
  let adminToken: string;
  let patrolToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await login(t.app, 'admin@demo.test')).token;
    expect((await createPatrol(t.app, adminToken, 'patrol@demo.test')).statusCode).toBe(201);
    patrolToken = (await login(t.app, 'patrol@demo.test', 'demo', PATROL_PASSWORD)).token;
  }, APP_START_MS);
  afterAll(() => t.close());

  const lookup = (token: string, payload: object) =>
    caller(t.app, token).post('plate_lookup', payload);

  describe('patrol logins', () => {
    it('an admin creates one; it signs in at once as role patrol without a unit', async () => {
      const session = await login(t.app, 'patrol@demo.test', 'demo', PATROL_PASSWORD);
      expect(session).toMatchObject({ role: 'patrol', unitnumber: '' });
      // docs/adr/0030: patrol logins are not owners; they are listed on their own.
      const owners = await caller(t.app, adminToken).post('get_all_owners', { hoaid: 'demo' });
      expect(owners.statusCode).toBe(200);
      const roles = owners.json<{ role: string }[]>().map((row) => row.role);
      expect(roles).not.toContain('patrol');
      expect(owners.headers['x-total-count']).toBe(String(roles.length));
      const patrols = await caller(t.app, adminToken).post('get_all_owners', {
        hoaid: 'demo',
        role: 'patrol',
      });
      expect(patrols.statusCode).toBe(200);
      expect(patrols.json()).toEqual([
        expect.objectContaining({ email: 'patrol@demo.test', role: 'patrol', unitnumber: '' }),
      ]);
    });

    it('only an admin creates one, and an address in use is refused', async () => {
      const owner = await login(t.app, 'owner@demo.test');
      expect((await createPatrol(t.app, owner.token, 'p2@demo.test')).statusCode).toBe(403);
      expect((await createPatrol(t.app, patrolToken, 'p2@demo.test')).statusCode).toBe(403);
      const taken = await createPatrol(t.app, adminToken, 'owner@demo.test');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: 'Email already registered' });
    });

    it('a patrol token is refused (403) by every call but lookup, violations and its own basics', async () => {
      const allowed = new Set([
        'POST /api/parking/plate_lookup',
        'POST /api/parking/get_recent_lookups',
        'POST /api/parking/insert_violation',
        'POST /api/parking/get_all_violations',
        // docs/adr/0027: photos of their reports and the list for lookups without signal.
        'POST /api/parking/add_violation_photo',
        'GET /api/parking/violation_photo/:violationid/:position',
        'POST /api/parking/get_authorised_plates',
        'POST /api/users/logout',
        'POST /api/users/changepassword',
      ]);
      // Calls anyone may make without a token (sign-in, landing page, links, feedback).
      const publicCalls = new Set([
        'GET /api/docs',
        'GET /api/docs/*',
        'GET /api/docs/json',
        'GET /api/docs/yaml',
        'GET /api/docs/static/*',
        'GET /api/health',
        'POST /api/users/login',
        'POST /api/users/loginrenter',
        'POST /api/users/forgot_password',
        'GET /api/users/reset/:userid/:token',
        'GET /api/users/verify/:userid/:token',
        'GET /api/users/unsubscribe/:token',
        'POST /api/users/unsubscribe/:token',
        'GET /api/parking/data_for_hoa/:hoaid',
        'POST /api/parking/parking_spot_data',
        'POST /api/parking/get_unit_numbers',
        'POST /api/parking/get_parking_summary',
        'POST /api/parking/insert_notification',
        'GET /api/parking/invitation/:token',
        'POST /api/parking/quote_invitation',
        'POST /api/parking/accept_invitation',
      ]);
      const routes = allRoutes(t.app).filter((route) => route.split(' ')[1]!.startsWith('/api/'));
      const walked = routes.filter((route) => !allowed.has(route) && !publicCalls.has(route));
      expect(walked.length).toBeGreaterThan(35);
      const uuid = '00000000-0000-4000-8000-000000000000';
      const refusedEverywhere: string[] = [];
      for (const route of walked) {
        const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
        const url = pattern.replace(/:[a-z]+/g, (name) =>
          name === ':hoaid'
            ? 'demo'
            : name === ':enddate' || name === ':curdate'
              ? inDays(1)
              : uuid,
        );
        const response = await t.app.inject({
          method,
          url,
          headers: bearer(patrolToken),
          ...(method === 'POST' ? { payload: { hoaid: 'demo' } } : {}),
        });
        if (response.statusCode !== 403)
          refusedEverywhere.push(`${route} -> ${response.statusCode}`);
      }
      expect(refusedEverywhere).toEqual([]);
      // And the allowed calls answer.
      expect((await lookup(patrolToken, { plate: 'DEM101A' })).statusCode).toBe(200);
      expect((await caller(t.app, patrolToken).post('get_recent_lookups', {})).statusCode).toBe(
        200,
      );
      const list = await caller(t.app, patrolToken).post('get_all_violations', { hoaid: 'demo' });
      expect(list.statusCode).toBe(200);
    });

    it('owners, renters and readonly users cannot look plates up', async () => {
      const owner = await login(t.app, 'owner@demo.test');
      const readonly = await login(t.app, 'readonly@demo.test');
      expect((await lookup(owner.token, { plate: 'DEM101A' })).statusCode).toBe(403);
      expect((await lookup(readonly.token, { plate: 'DEM101A' })).statusCode).toBe(403);
      expect((await caller(t.app).post('plate_lookup', { plate: 'DEM101A' })).statusCode).toBe(401);
    });
  });

  describe('lookups', () => {
    it('an onsite plate is authorised, with unit, type display name, car, checkout and owner type', async () => {
      const vehicle = await vehicleByPlate(t.app, 'DEM101A');
      const response = await lookup(patrolToken, { plate: ' dem-101 a ' });
      expect(response.statusCode).toBe(200);
      expect(response.json<PlateLookupResponse>()).toEqual({
        plate: 'DEM101A',
        authorised: true,
        unitnumber: '101',
        vehicle_type: 'Car',
        make: 'Honda',
        model: 'Accord',
        plate_state: 'DE',
        enddate: vehicle.enddate,
        carownertype: 'owner',
        violation_count: 0,
      });
    });

    it('an offsite plate is not authorised but tells its unit', async () => {
      const body = (await lookup(adminToken, { plate: 'DEM101B' })).json<PlateLookupResponse>();
      expect(body).toMatchObject({ plate: 'DEM101B', authorised: false, unitnumber: '101' });
      expect(body).not.toHaveProperty('enddate');
      expect(body.vehicle_type).toBe('Truck/Van');
      // Registered offsite by the seed, never parked: offsite without a day.
      expect(body.reason).toBe('offsite');
      expect(body).not.toHaveProperty('offsite_since');
    });

    it('an authorised plate has no reason; one set offsite today says since when', async () => {
      const onsite = (await lookup(adminToken, { plate: 'DEM101A' })).json<PlateLookupResponse>();
      expect(onsite.authorised).toBe(true);
      expect(onsite).not.toHaveProperty('reason');
      const owner = await login(t.app, 'owner@demo.test');
      const car = await vehicleByPlate(t.app, 'DEM101A');
      const offsite = await t.app.inject({
        method: 'GET',
        url: `/api/parking/change-vehicle-status-date/${car.id}/0/1970-01-01/${inDays(0)}`,
        headers: { ...bearer(owner.token), browserdate: inDays(0) },
      });
      expect(offsite.statusCode).toBe(200);
      const body = (await lookup(adminToken, { plate: 'DEM101A' })).json<PlateLookupResponse>();
      expect(body).toMatchObject({
        authorised: false,
        reason: 'offsite',
        offsite_since: inDays(0),
      });
      await setVehicle(t.app, 'DEM101A', { enddate: car.enddate });
    });

    it('an expired plate (checkout yesterday) is not authorised', async () => {
      await setVehicle(t.app, 'DEM102A', { enddate: inDays(-1) });
      const body = (await lookup(patrolToken, { plate: 'DEM102A' })).json<PlateLookupResponse>();
      expect(body).toMatchObject({ authorised: false, unitnumber: '102', enddate: inDays(-1) });
      expect(body.reason).toBe('expired');
    });

    it('a soft-deleted plate and an unknown one are not found at all, each with its reason', async () => {
      await setVehicle(t.app, 'DEM102M', { status_flag: 9 });
      const reasons = { DEM102M: 'deleted', NOPE999: 'unknown' } as const;
      for (const [plate, reason] of Object.entries(reasons)) {
        const body = (await lookup(patrolToken, { plate })).json<PlateLookupResponse>();
        expect(body).toEqual({ plate, authorised: false, violation_count: 0, reason });
      }
    });

    it("another community's plate is never found, even by that plate's exact spelling", async () => {
      const body = (await lookup(patrolToken, { plate: 'PIN101A' })).json<PlateLookupResponse>();
      expect(body).toEqual({
        plate: 'PIN101A',
        authorised: false,
        violation_count: 0,
        reason: 'unknown',
      });
      const theirs = await login(t.app, 'admin@demo2.test', 'demo2');
      const found = (await lookup(theirs.token, { plate: 'pin101a' })).json<PlateLookupResponse>();
      expect(found).toMatchObject({ authorised: true, unitnumber: '101' });
      // A body hoaid of another community is no way around the token's community.
      expect((await lookup(patrolToken, { plate: 'PIN101A', hoaid: 'demo2' })).json()).toEqual(
        body,
      );
    });

    it('a state narrows the match; an empty plate is refused with a clear message', async () => {
      expect((await lookup(patrolToken, { plate: 'DEM101A', plate_state: 'pa' })).json()).toEqual({
        plate: 'DEM101A',
        authorised: false,
        violation_count: 0,
        reason: 'unknown',
      });
      expect(
        (await lookup(patrolToken, { plate: 'DEM101A', plate_state: 'de' })).json(),
      ).toMatchObject({ authorised: true });
      const empty = await lookup(patrolToken, { plate: ' - ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Please enter a plate' });
    });

    it('counts violations reported in any spelling, and tells what a card payment paid through', async () => {
      for (const plate of ['dem 101a', 'DEM-101A']) {
        const reported = await caller(t.app, patrolToken).post('insert_violation', {
          hoaid: 'demo',
          violation_plate: plate,
          violation_state: 'de',
          violation_location: 'Fire lane',
        });
        expect(reported.statusCode).toBe(201);
        expect(reported.json()).toMatchObject({
          violation_plate: 'DEM101A',
          violation_state: 'DE',
        });
      }
      const vehicle = await vehicleByPlate(t.app, 'DEM101A');
      await t.app.db.insert(payments).values({
        hoaid: 'demo',
        vehicle_id: vehicle.id,
        unitnumber: '101',
        plate: 'DEM101A',
        payer_role: 'owner',
        amount_cents: 1000,
        nights: 2,
        startdate: inDays(0),
        enddate: inDays(2),
        provider: 'sandbox',
        idempotency_key: 'plate-lookup-test',
        status: 'succeeded',
      });
      const body = (await lookup(patrolToken, { plate: 'DEM101A' })).json<PlateLookupResponse>();
      expect(body).toMatchObject({ violation_count: 2, paid_through: inDays(2) });
    });

    it("lists the caller's last 20 lookups, newest first, and no one else's", async () => {
      for (let i = 1; i <= 21; i += 1) await lookup(adminToken, { plate: `RECENT${i}` });
      const recent = await caller(t.app, adminToken).post('get_recent_lookups', {});
      const rows = recent.json<RecentPlateLookup[]>();
      expect(rows).toHaveLength(20);
      expect(rows[0]).toMatchObject({ plate: 'RECENT21', authorised: false, unitnumber: '' });
      expect(rows[19]!.plate).toBe('RECENT2');
      const mine = (await caller(t.app, patrolToken).post('get_recent_lookups', {})).json<
        RecentPlateLookup[]
      >();
      expect(mine.some((row) => row.plate.startsWith('RECENT'))).toBe(false);
      expect(mine.find((row) => row.plate === 'DEM101A')).toMatchObject({
        authorised: true,
        unitnumber: '101',
      });
    });
  });

  describe('plates normalised and duplicate rules', () => {
    it('insert and modify store the plate upper case without spaces or dashes', async () => {
      const owner = caller(t.app, (await login(t.app, 'owner2@demo.test')).token);
      const created = await owner.post(
        'insert_vehicle',
        vehicleForm({ plate: 'ab-c 12', plate_state: 'de' }),
      );
      expect(created.statusCode).toBe(201);
      const vehicle = created.json<Vehicle>();
      expect(vehicle).toMatchObject({ plate: 'ABC12', plate_state: 'DE' });
      const modified = await owner.post('modify_vehicle', {
        ...vehicleForm({ plate: 'xy 9-9' }),
        vehicleid: vehicle._id,
      });
      expect(modified.statusCode).toBe(200);
      expect((await vehicleByPlate(t.app, 'XY99')).id).toBe(vehicle._id);
    });

    it('the same plate twice in one unit is refused; a soft-deleted one and DUMPSTER are not counted', async () => {
      const owner = caller(t.app, (await login(t.app, 'owner2@demo.test')).token);
      const twice = await owner.post('insert_vehicle', vehicleForm({ plate: 'xy-99' }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        message: 'This plate is already registered to this unit',
        errors: { plate: 'This plate is already registered to this unit' },
      });
      await setVehicle(t.app, 'XY99', { status_flag: 9 });
      expect((await owner.post('insert_vehicle', vehicleForm({ plate: 'XY99' }))).statusCode).toBe(
        201,
      );
      for (let i = 0; i < 2; i += 1) {
        const dumpster = await owner.post(
          'insert_vehicle',
          vehicleForm({ vehicle_type: 'DUMPSTER', plate: '', plate_state: '', make: '' }),
        );
        expect(dumpster.statusCode).toBe(201);
        expect(dumpster.json()).toMatchObject({ plate: 'DUMPSTER' });
      }
    });

    it('a plate onsite for another unit saves with a warning, not a refusal', async () => {
      const owner = caller(t.app, (await login(t.app, 'owner2@demo.test')).token);
      const response = await owner.post('insert_vehicle', vehicleForm({ plate: 'dem101a' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        plate: 'DEM101A',
        plate_warning:
          'Warning: this plate is already onsite for unit 101. Please check the plate.',
      });
      const plain = await owner.post('insert_vehicle', vehicleForm({ plate: 'FRESH1' }));
      expect(plain.json()).not.toHaveProperty('plate_warning');
    });

    it('a modify to a plate onsite for another unit saves with the warning too', async () => {
      const owner = caller(t.app, (await login(t.app, 'owner2@demo.test')).token);
      const created = await owner.post('insert_vehicle', vehicleForm({ plate: 'MOD1WARN' }));
      expect(created.json()).not.toHaveProperty('plate_warning');
      const vehicleid = created.json<{ _id: string }>()._id;
      const modified = await owner.post('modify_vehicle', {
        ...vehicleForm({ plate: 'rnt-0101' }),
        vehicleid,
      });
      expect(modified.statusCode).toBe(200);
      expect(modified.json()).toMatchObject({
        plate: 'RNT0101',
        plate_warning:
          'Warning: this plate is already onsite for unit 101. Please check the plate.',
      });
      // Its own plate, saved again, is no warning: the vehicle itself is not another unit's.
      const again = await owner.post('modify_vehicle', {
        ...vehicleForm({ plate: 'MOD1WARN' }),
        vehicleid,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).not.toHaveProperty('plate_warning');
    });

    it('migration 0005 normalises plates and states written before it', async () => {
      await t.app.db
        .update(vehicles)
        .set({ plate: 'old-pl 8', plate_state: ' md' })
        .where(eq(vehicles.plate, 'GST2024'));
      const [violation] = await t.app.db
        .insert(violations)
        .values({
          hoaid: 'demo',
          violation_plate: 'old pl-8',
          violation_state: 'md ',
          violation_location: 'Gate',
          violation_date: inDays(0),
          violation_time: '10:00:00',
        })
        .returning();
      const migration = readFileSync(
        path.join(__dirname, '../../../drizzle/0005_plate_lookup.sql'),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) {
        if (statement.trim().startsWith('UPDATE')) await t.app.db.execute(sql.raw(statement));
      }
      expect(await vehicleByPlate(t.app, 'OLDPL8')).toMatchObject({ plate_state: 'MD' });
      const [stored] = await t.app.db
        .select()
        .from(violations)
        .where(and(eq(violations.id, violation!.id)));
      expect(stored).toMatchObject({ violation_plate: 'OLDPL8', violation_state: 'MD' });
      const body = (await lookup(patrolToken, { plate: 'old-pl-8' })).json<PlateLookupResponse>();
      expect(body).toMatchObject({ unitnumber: '101', violation_count: 1 });
    });
  });
});
