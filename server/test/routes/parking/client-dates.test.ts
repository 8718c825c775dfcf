// The spec's clients send "a browserdate header with the current date string" (spec
// §7), the JavaScript Date string. The test walks every route that reads a client date (the
// browserdate header, dstr or curdate): each answers a spec-form date as our own YYYY-MM-DD, and an
// unreadable one with a 400 that says so and changes nothing. The route list is checked against
// the route sources, so a new date-reading route cannot ship without its fixture here. PGlite by
// default, PostgreSQL with DATABASE_URL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CLIENT_DATE_UNREADABLE, type LoginResponse } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';
import {
  APP_START_MS,
  inDays,
  setCommunity,
  setOwner,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const UNREADABLE = { message: CLIENT_DATE_UNREADABLE, code: 'validation_error' };
const OFFSITE = '1970-01-01';

interface Walk {
  t: TestApp;
  owner: LoginResponse;
  admin: LoginResponse;
}

/** One call of a route with `date` as its browserdate header and as its dstr/curdate. */
type DateFixture = (walk: Walk, date: string) => Promise<LightMyRequestResponse>;

function call(walk: Walk, url: string, date: string, payload?: object, token?: string) {
  return walk.t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/parking/${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), browserdate: date },
  });
}

async function truckId(walk: Walk): Promise<string> {
  return (await vehicleByPlate(walk.t.app, 'DEM101B')).id;
}

/** Every route that reads a client date, with a valid call. */
const DATE_ROUTES: Record<string, DateFixture> = {
  'POST /api/parking/get_unit_numbers': (walk, date) =>
    call(walk, 'get_unit_numbers', date, { hoaid: 'demo', dstr: date }),
  'POST /api/parking/get_parking_summary': (walk, date) =>
    call(walk, 'get_parking_summary', date, { hoaid: 'demo', dstr: date }),
  'POST /api/parking/get_vehicles_for_owner': (walk, date) =>
    call(
      walk,
      'get_vehicles_for_owner',
      date,
      { ownerid: walk.owner.userid, carownertype: 'all', hoaid: 'demo', dstr: date },
      walk.owner.token,
    ),
  'POST /api/parking/get_active_vehicles': (walk, date) =>
    call(walk, 'get_active_vehicles', date, { hoaid: 'demo', dstr: date }, walk.admin.token),
  'POST /api/parking/get_active_count': (walk, date) =>
    call(
      walk,
      'get_active_count',
      date,
      { hoaid: 'demo', ownerid: walk.owner.userid, dstr: date },
      walk.owner.token,
    ),
  'POST /api/parking/get_count_by_owner': (walk, date) =>
    call(walk, 'get_count_by_owner', date, { ownerid: walk.owner.userid }, walk.owner.token),
  'POST /api/parking/quote_stay': (walk, date) =>
    call(
      walk,
      'quote_stay',
      date,
      { vehicle_type: 'CAR', carownertype: 'owner', enddate: inDays(2), dstr: date },
      walk.owner.token,
    ),
  'POST /api/parking/insert_vehicle': (walk, date) =>
    call(
      walk,
      'insert_vehicle',
      date,
      vehicleForm({ plate: 'SPEC001', enddate: inDays(2), dstr: date }),
      walk.owner.token,
    ),
  'POST /api/parking/modify_vehicle': async (walk, date) => {
    const { startdate: _s, ...form } = vehicleForm({
      plate: 'SPEC001',
      make: 'Mazda',
      enddate: inDays(3),
      dstr: date,
    });
    const vehicleid = (await vehicleByPlate(walk.t.app, 'SPEC001')).id;
    return call(walk, 'modify_vehicle', date, { ...form, vehicleid }, walk.owner.token);
  },
  // docs/adr/0029: the guest quotas read the community's today, checked against browserdate.
  'GET /api/parking/guest_quota': (walk, date) =>
    call(walk, 'guest_quota', date, undefined, walk.owner.token),
  'GET /api/parking/guest_quota_units': (walk, date) =>
    call(walk, 'guest_quota_units', date, undefined, walk.admin.token),
  'GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate': async (
    walk,
    date,
  ) => {
    const path = `change-vehicle-status-date/${await truckId(walk)}/0/${OFFSITE}/${encodeURIComponent(date)}`;
    return call(walk, path, date, undefined, walk.owner.token);
  },
};

/**
 * The routes whose handler reads a client date, from the route sources: each registration
 * (app.get/post('/path', ...)) up to the next one is its handler; one that names browserdate,
 * dstr or curdate reads a client date.
 */
function dateReadingRoutes(): string[] {
  const root = path.join(__dirname, '../../../src/routes');
  const found: string[] = [];
  for (const [folder, prefix] of [
    ['parking', '/api/parking'],
    ['users', '/api/users'],
  ] as const) {
    for (const file of readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(root, folder, file), 'utf8');
      const registration = /app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;
      const starts = [...source.matchAll(registration)];
      starts.forEach((match, i) => {
        const handler = source.slice(match.index, starts[i + 1]?.index ?? source.length);
        if (/browserdate|\bdstr\b|curdate/.test(handler)) {
          found.push(`${match[1]!.toUpperCase()} ${prefix}${match[2]!}`);
        }
      });
    }
  }
  return found.sort();
}

describe("a client's date in the spec's form on every date-reading route", () => {
  const walk = {} as Walk;
  beforeAll(async () => {
    walk.t = await createTestApp();
    await setCommunity(walk.t.app, 'demo', {
      parking_allowed_hoa: 1000,
      season_adjust_unit: 0,
      use_owner_creditcard: false,
    });
    await setOwner(walk.t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
    walk.owner = await login(walk.t.app, 'owner@demo.test');
    walk.admin = await login(walk.t.app, 'admin@demo.test');
  }, APP_START_MS);
  afterAll(() => walk.t.close());

  it('knows every route that reads browserdate, dstr or curdate', () => {
    const registered = walk.t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    const reading = dateReadingRoutes();
    expect(reading.filter((key) => !registered.includes(key))).toEqual([]);
    expect(reading).toEqual(Object.keys(DATE_ROUTES).sort());
  });

  it('answers an unreadable date with a 400 that says so, and changes nothing', async () => {
    const truckBefore = await vehicleByPlate(walk.t.app, 'DEM101B');
    for (const [key, fixture] of Object.entries(DATE_ROUTES)) {
      if (key.includes('modify_vehicle')) continue; // its vehicle comes from insert_vehicle below
      const response = await fixture(walk, 'Friday, sometime');
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({
        key,
        status: 400,
        body: UNREADABLE,
      });
    }
    await expect(vehicleByPlate(walk.t.app, 'SPEC001')).rejects.toThrow();
    const truckAfter = await vehicleByPlate(walk.t.app, 'DEM101B');
    expect(truckAfter.enddate).toBe(truckBefore.enddate);
    expect(truckAfter.number_of_changes).toBe(truckBefore.number_of_changes);
  });

  it("accepts the JavaScript date string the spec's clients send, on every route", async () => {
    // e.g. 'Fri Nov 27 2026 05:22:36 GMT+0000 (Coordinated Universal Time)'
    const specDate = new Date().toString();
    const failures: string[] = [];
    for (const [key, fixture] of Object.entries(DATE_ROUTES)) {
      const response = await fixture(walk, specDate);
      if (response.statusCode >= 300) {
        failures.push(`${key}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    // The writes happened with the community's today.
    const inserted = await vehicleByPlate(walk.t.app, 'SPEC001');
    expect(inserted).toMatchObject({ make: 'Mazda', startdate: today(), enddate: inDays(3) });
    expect((await vehicleByPlate(walk.t.app, 'DEM101B')).enddate).toBe(OFFSITE);
  });

  it('accepts an ISO time and another time zone, and refuses one a week away', async () => {
    const fixture = DATE_ROUTES['POST /api/parking/get_parking_summary']!;
    expect((await fixture(walk, new Date().toISOString())).statusCode).toBe(200);
    expect((await fixture(walk, jsDateString(new Date(), -5 * 60))).statusCode).toBe(200);
    expect((await fixture(walk, jsDateString(new Date(), 11 * 60))).statusCode).toBe(200);
    const far = await fixture(walk, jsDateString(new Date(Date.now() + 7 * 86_400_000), 0));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(/more than one day away/);
  });
});

/** A JavaScript Date string as a browser `offsetMinutes` east of UTC writes it. */
function jsDateString(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const [weekday, day, month, year, time] = local.toUTCString().replace(',', '').split(' ');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${weekday} ${month} ${day} ${year} ${time} GMT${sign}${hours}${minutes} (Local Time)`;
}
