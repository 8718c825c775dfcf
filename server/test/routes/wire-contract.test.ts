// One definition of every wire shape (docs/adr/0035): a route whose response is a shared zod
// schema answers, on a real database (PGlite, or PostgreSQL with DATABASE_URL), JSON that the
// same schema accepts, strictly: no field it does not name, none missing, every type right. The
// calls below exercise each route that has moved to the shared schemas; an area that moves adds
// its calls here, and the first test fails for a moved route without one.
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login } from '../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  modifyBodyOf,
  setCommunity,
  setOwner,
  setVehicle,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../helpers/vehicle-fixtures';
import { quotedPayment } from '../payments/sandbox-cards';

/** A seeded owner's token, for the calls an admin may not make (insert_vehicle). */
const ownerToken = async (t: TestApp) => (await login(t.app, 'owner@demo.test')).token;

/** A new offsite vehicle of unit 101, saved by its owner. */
async function newVehicle(t: TestApp, plate: string): Promise<string> {
  const saved = await caller(t.app, await ownerToken(t)).post(
    'insert_vehicle',
    vehicleForm({ plate }),
  );
  return saved.json<{ _id: string }>()._id;
}

/**
 * demo2's owners pay by card beyond one free onsite car (seed): PIN101A holds the free spot and
 * PIN101B is parked for two paid nights. Returns demo2's admin, who sees the payment.
 */
async function paidStay(t: TestApp) {
  const owner = caller(t.app, (await login(t.app, 'owner@demo2.test', 'demo2')).token);
  await setVehicle(t.app, 'PIN101A', { enddate: inDays(30) }, 'demo2');
  const row = await vehicleByPlate(t.app, 'PIN101B', 'demo2');
  const { payment } = await quotedPayment(owner, { vehicleid: row.id, enddate: inDays(2) });
  const paid = await owner.post('modify_vehicle', { ...modifyBodyOf(row, inDays(2)), payment });
  if (paid.statusCode !== 200) throw new Error(`paid stay failed: ${paid.body}`);
  return caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
}

/** A small JPEG (markers, frame, scan) the photo cleaner accepts. */
function smallJpeg(): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(0xff00 | marker, 0);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const frame = Buffer.from([8, 0, 48, 0, 64, 1, 1, 0x11, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, frame),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(64, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A violation photo upload as the browser's form sends it. */
function photoUpload(violationid: string) {
  const boundary = '----wire-contract';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="violationid"\r\n\r\n${violationid}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    smallJpeg(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** demo's tow rule at one violation: a reported plate is listed at once (docs/adr/0027). */
async function towListed(t: TestApp, token: string, plate: string) {
  await setCommunity(t.app, 'demo', { tow_violation_count: 1, tow_window_days: 30 });
  const report = { hoaid: 'demo', violation_plate: plate, violation_state: 'DE' };
  await caller(t.app, token).post('insert_violation', { ...report, violation_location: 'Lane' });
}

/** A new invitation of unit 101 with room for its guest; returns its token. */
async function invitation(t: TestApp): Promise<{ token: string; invitation_id: string }> {
  await setCommunity(t.app, 'demo', { parking_allowed_hoa: 1000, season_adjust_unit: 0 });
  await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
  const body = { nights: 3, valid_until: inDays(7), guest_name: 'Wire' };
  const created = await caller(t.app, await ownerToken(t)).post('create_invitation', body);
  return created.json();
}

interface Call {
  route: string;
  status: number;
  run: (t: TestApp, token: string) => Promise<{ statusCode: number; json: () => unknown }>;
}

const CALLS: Call[] = [
  {
    route: 'POST /api/parking/insert_violation',
    status: 201,
    run: (t, token) =>
      caller(t.app, token).post('insert_violation', {
        hoaid: 'demo',
        violation_plate: 'WIRE1',
        violation_state: 'DE',
        violation_location: 'Visitor row',
      }),
  },
  {
    route: 'POST /api/parking/get_all_violations',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_violations', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/delete_violation',
    status: 200,
    run: async (t, token) => {
      const admin = caller(t.app, token);
      const report = { hoaid: 'demo', violation_plate: 'WIRE2', violation_state: 'DE' };
      const inserted = await admin.post('insert_violation', {
        ...report,
        violation_location: 'Visitor row',
      });
      return admin.post('delete_violation', { violationid: inserted.json<{ _id: string }>()._id });
    },
  },
  // Vehicles (schemas/vehicles.ts)
  {
    route: 'POST /api/parking/get_vehicles_for_owner',
    status: 200,
    run: async (t, token) => {
      const owner = await login(t.app, 'owner@demo.test');
      const body = { ownerid: owner.userid, carownertype: 'all', hoaid: 'demo', dstr: today() };
      return caller(t.app, token).post('get_vehicles_for_owner', body);
    },
  },
  {
    route: 'POST /api/parking/insert_vehicle',
    status: 201,
    run: async (t) =>
      caller(t.app, await ownerToken(t)).post('insert_vehicle', vehicleForm({ plate: 'WIRE01' })),
  },
  {
    route: 'POST /api/parking/modify_vehicle',
    status: 200,
    run: async (t, token) => {
      const row = await vehicleByPlate(t.app, 'DEM101A');
      const body = { ...modifyBodyOf(row, row.enddate), version: row.version };
      return caller(t.app, token).post('modify_vehicle', body);
    },
  },
  {
    route: 'POST /api/parking/delete_vehicle_modify_status',
    status: 200,
    run: async (t, token) => {
      const vehicleid = await newVehicle(t, 'WIRE02');
      const body = { vehicleid, hoaid: 'demo', unitnumber: '101' };
      return caller(t.app, token).post('delete_vehicle_modify_status', body);
    },
  },
  {
    route: 'GET /api/parking/get_vehicles_for_vehid/:vehicleid',
    status: 200,
    run: async (t, token) =>
      caller(t.app, token).get(
        `get_vehicles_for_vehid/${(await vehicleByPlate(t.app, 'DEM101A')).id}`,
      ),
  },
  {
    route: 'GET /api/parking/get_vehicle_change_history/:vehicleid',
    status: 200,
    run: async (t, token) => {
      const { id } = await vehicleByPlate(t.app, 'DEM101A');
      return caller(t.app, token).get(`get_vehicle_change_history/${id}`);
    },
  },
  {
    route: 'GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate',
    status: 200,
    run: async (t, token) => {
      const vehicleid = await newVehicle(t, 'WIRE03');
      const url = `change-vehicle-status-date/${vehicleid}/0/1970-01-01/${today()}`;
      return caller(t.app, token).get(url);
    },
  },
  {
    route: 'POST /api/parking/get_active_vehicles',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_active_vehicles', { hoaid: 'demo', dstr: today() }),
  },
  // The public community and counts (schemas/community.ts)
  {
    route: 'GET /api/parking/data_for_hoa/:hoaid',
    status: 200,
    run: (t) => caller(t.app).get('data_for_hoa/demo'),
  },
  {
    route: 'GET /api/parking/hoa_data',
    status: 200,
    run: (t, token) => caller(t.app, token).get('hoa_data'),
  },
  {
    route: 'POST /api/parking/parking_spot_data',
    status: 200,
    run: (t) => caller(t.app).post('parking_spot_data', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/get_unit_numbers',
    status: 200,
    run: (t) => caller(t.app).post('get_unit_numbers', { hoaid: 'demo', dstr: today() }),
  },
  {
    route: 'POST /api/parking/get_parking_summary',
    status: 200,
    run: (t) => caller(t.app).post('get_parking_summary', { hoaid: 'demo', dstr: today() }),
  },
  {
    route: 'POST /api/parking/get_active_count',
    status: 200,
    run: async (t, token) => {
      const { userid } = await login(t.app, 'owner@demo.test');
      const body = { hoaid: 'demo', ownerid: userid, dstr: today() };
      return caller(t.app, token).post('get_active_count', body);
    },
  },
  {
    route: 'POST /api/parking/get_count_by_owner',
    status: 200,
    run: async (t, token) => {
      const { userid } = await login(t.app, 'owner@demo.test');
      return caller(t.app, token).post('get_count_by_owner', { ownerid: userid });
    },
  },
  // Money (schemas/payments.ts)
  {
    route: 'POST /api/parking/quote_stay',
    status: 200,
    run: async (t) => {
      const { id } = await vehicleByPlate(t.app, 'DEM101B');
      const body = { vehicleid: id, vehicle_type: 'CAR', enddate: inDays(2) };
      return caller(t.app, await ownerToken(t)).post('quote_stay', body);
    },
  },
  {
    route: 'POST /api/parking/get_payments',
    status: 200,
    run: async (t) => (await paidStay(t)).post('get_payments', { hoaid: 'demo2' }),
  },
  {
    route: 'POST /api/parking/refund_payment',
    status: 200,
    run: async (t) => {
      const admin = await paidStay(t);
      const list = await admin.post('get_payments', { hoaid: 'demo2' });
      const [latest] = list.json<{ payments: { payment_id: string }[] }>().payments;
      const refund = { payment_id: latest?.payment_id, amount: 5, reason: 'Left a night early' };
      return admin.post('refund_payment', refund);
    },
  },
  // Enforcement and guest quotas (schemas/patrol.ts, schemas/guest-quotas.ts)
  {
    route: 'POST /api/parking/get_tow_list',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'WIRETOW1');
      return caller(t.app, token).post('get_tow_list', {});
    },
  },
  {
    route: 'POST /api/parking/clear_tow',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'WIRETOW2');
      const list = await caller(t.app, token).post('get_tow_list', {});
      const entry = list
        .json<{ _id: string; plate: string }[]>()
        .find((e) => e.plate === 'WIRETOW2');
      return caller(t.app, token).post('clear_tow', { tow_id: entry?._id, note: 'Moved' });
    },
  },
  {
    route: 'POST /api/parking/plate_lookup',
    status: 200,
    run: async (t, token) => {
      await towListed(t, token, 'DEM101A');
      return caller(t.app, token).post('plate_lookup', { plate: 'DEM101A' });
    },
  },
  {
    route: 'POST /api/parking/get_recent_lookups',
    status: 200,
    run: async (t, token) => {
      await caller(t.app, token).post('plate_lookup', { plate: 'NOSUCH1' });
      return caller(t.app, token).post('get_recent_lookups', {});
    },
  },
  {
    route: 'POST /api/parking/add_violation_photo',
    status: 201,
    run: async (t, token) => {
      const report = { hoaid: 'demo', violation_plate: 'WIREPIC', violation_state: 'DE' };
      const inserted = await caller(t.app, token).post('insert_violation', {
        ...report,
        violation_location: 'Lane',
      });
      const { payload, headers } = photoUpload(inserted.json<{ _id: string }>()._id);
      return t.app.inject({
        method: 'POST',
        url: '/api/parking/add_violation_photo',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    },
  },
  {
    route: 'POST /api/parking/get_authorised_plates',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_authorised_plates', {}),
  },
  {
    route: 'GET /api/parking/guest_quota',
    status: 200,
    run: async (t) => caller(t.app, await ownerToken(t)).get('guest_quota'),
  },
  {
    route: 'GET /api/parking/guest_quota_units',
    status: 200,
    run: (t, token) => caller(t.app, token).get('guest_quota_units'),
  },
  // Guest invitations (schemas/invitations.ts)
  {
    route: 'POST /api/parking/create_invitation',
    status: 201,
    run: async (t) => {
      const body = { nights: 2, valid_until: inDays(5), guest_name: 'Wire' };
      return caller(t.app, await ownerToken(t)).post('create_invitation', body);
    },
  },
  {
    route: 'POST /api/parking/get_invitations',
    status: 200,
    run: async (t, token) => {
      await invitation(t);
      return caller(t.app, token).post('get_invitations', {});
    },
  },
  {
    route: 'POST /api/parking/revoke_invitation',
    status: 200,
    run: async (t, token) => {
      const { invitation_id } = await invitation(t);
      return caller(t.app, token).post('revoke_invitation', { invitation_id, end_stay: true });
    },
  },
  {
    route: 'GET /api/parking/invitation/:token',
    status: 200,
    run: async (t) => caller(t.app).get(`invitation/${(await invitation(t)).token}`),
  },
  {
    route: 'POST /api/parking/quote_invitation',
    status: 200,
    run: async (t) => {
      const { token } = await invitation(t);
      return caller(t.app).post('quote_invitation', { token, enddate: inDays(2) });
    },
  },
  {
    route: 'POST /api/parking/accept_invitation',
    status: 201,
    run: async (t) => {
      const { token } = await invitation(t);
      const { carowner_fname, carowner_lname, carownerphone, make, model, year } = vehicleForm();
      const car = { carowner_fname, carowner_lname, carownerphone, make, model, year };
      const stay = { token, plate: 'WIREGST', plate_state: 'DE', enddate: inDays(2), terms: 1 };
      return caller(t.app).post('accept_invitation', { ...car, ...stay });
    },
  },
  {
    route: 'POST /api/parking/get_all_vehicles',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_vehicles', { hoaid: 'demo' }),
  },
];

/** The shared zod schema a route answers `status` with, if it has moved to one. */
function zodResponse(t: TestApp, route: string, status: number): z.ZodType | undefined {
  const found = t.app.apiRoutes.find((r) => `${r.method} ${r.url}` === route);
  const schema = found?.response?.[String(status)];
  return schema instanceof z.ZodType ? schema : undefined;
}

/** Objects made strict all the way down, so an extra field fails the parse too. */
function strictly(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, value]) => [key, strictly(value as z.ZodType)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as z.ZodType).optional();
  return schema;
}

describe('wire contract: responses match their shared schemas', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@demo.test')).token;
  }, APP_START_MS);
  afterAll(() => t.close());

  it('has a call for every route that answers with a shared zod schema', () => {
    const moved = t.app.apiRoutes.flatMap((route) =>
      Object.entries(route.response ?? {})
        .filter(([, schema]) => schema instanceof z.ZodType)
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.sort()).toEqual(CALLS.map((c) => `${c.route} ${c.status}`).sort());
  });

  it.each(CALLS)('$route answers what its schema says', async ({ route, status, run }) => {
    const schema = zodResponse(t, route, status);
    expect(schema).toBeDefined();
    const response = await run(t, admin);
    expect(response.statusCode).toBe(status);
    const parsed = strictly(schema as z.ZodType).safeParse(response.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
