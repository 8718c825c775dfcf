// One definition of every wire shape (docs/adr/0035): a route whose response is a shared zod
// schema answers, on a real database (PGlite, or PostgreSQL with DATABASE_URL), JSON that the
// same schema accepts, strictly: no field it does not name, none missing, every type right. The
// calls below exercise each route that has moved to the shared schemas; an area that moves adds
// its calls here, and the first test fails for a moved route without one.
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, bearer, login, multipart } from '../helpers/requests';
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
import type { NotificationKind } from '@parking/shared/domain';
import { unsubscribeToken } from '../../src/services/notifications/unsubscribe';

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

/** The unsubscribe link of a mail to the demo owner (services/notifications/unsubscribe.ts). */
async function unsubscribeLink(t: TestApp, kind: NotificationKind): Promise<string> {
  const owner = await login(t.app, 'owner@demo.test');
  return unsubscribeToken(t.app.config.jwtSecret, owner.userid, kind);
}

interface Call {
  route: string;
  status: number;
  run: (t: TestApp, token: string) => Promise<{ statusCode: number; json: () => unknown }>;
}

/** The unsubscribe link asked for JSON: a mail's real link (200), or one that is not (400). */
function unsubscribeCall(method: 'GET' | 'POST', status: 200 | 400, kind?: NotificationKind): Call {
  return {
    route: `${method} /api/users/unsubscribe/:token`,
    status,
    run: async (t) =>
      t.app.inject({
        method,
        url: `/api/users/unsubscribe/${kind ? await unsubscribeLink(t, kind) : 'not-a-token'}`,
        headers: { accept: 'application/json' },
      }),
  };
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
  // Community settings, owners, reports, audit, occupancy, notifications, maintenance, accounts.
  {
    route: 'POST /api/parking/updatehoa',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const hoa = (await c.get('data_for_hoa/demo')).json<Record<string, unknown>>();
      const keys = [
        'parking_allowed_unit',
        'parking_allowed_renter',
        'parking_allowed_hoa',
        'renter_free_parking_spots',
        'owner_free_parking_spots',
        'season_adjust_unit',
        'season_adjust_renter',
        'season_parking_fee_factor',
        'use_availability_factor',
        'use_warning_status',
        'availability_warning_buffer',
        'parking_information_url',
      ];
      const settings = Object.fromEntries(keys.map((key) => [key, hoa[key]]));
      return c.post('updatehoa', { ...settings, hoaid: 'demo', preview: true });
    },
  },
  {
    route: 'POST /api/parking/updateowner',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const owners = (await c.post('get_all_owners', { hoaid: 'demo', role: 'owner' })).json<
        Record<string, string | number>[]
      >();
      const owner = owners.find((o) => o.email === 'owner@demo.test');
      if (!owner) throw new Error('no owner@demo.test');
      return c.post('updateowner', {
        owner_id: owner.userid,
        owner_email: owner.email,
        owner_fname: owner.first_name,
        owner_lname: owner.last_name,
        owner_phone: owner.phone || '302-555-0100',
        owner_pincode: owner.pincode || '1234',
        status_flag: owner.status_flag,
        hoaid: 'demo',
        preview: true,
      });
    },
  },
  {
    route: 'POST /api/parking/get_all_owners',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_owners', { hoaid: 'demo' }),
  },
  // Accounts (/api/users): the admin registers a wire owner and a patrol login, owner2 edits its
  // own profile, the admin resets the wire owner's password and deletes it last.
  {
    route: 'POST /api/users/login',
    status: 200,
    run: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'admin@demo.test', password: DEMO_PASSWORD, hoaid: 'demo' },
      }),
  },
  {
    route: 'POST /api/users/loginrenter',
    status: 200,
    run: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/loginrenter',
        payload: { unitnumber: '101', pincode: '1234', hoaid: 'demo' },
      }),
  },
  {
    route: 'POST /api/users/forgot_password',
    status: 200,
    run: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/forgot_password',
        payload: { email: 'owner2@demo.test', hoaid: 'demo' },
      }),
  },
  {
    route: 'POST /api/users/register',
    status: 201,
    run: (t, token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: bearer(token),
        payload: {
          first_name: 'Wire',
          last_name: 'Owner',
          phone: '302-555-0199',
          email: 'wire-owner@demo.test',
          unitnumber: '990',
          pincode: '4321',
          password: 'wire-contract-pass-1',
          password2: 'wire-contract-pass-1',
          hoaid: 'demo',
        },
      }),
  },
  {
    route: 'POST /api/users/register_patrol',
    status: 201,
    run: (t, token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register_patrol',
        headers: bearer(token),
        payload: {
          first_name: 'Wire',
          last_name: 'Patrol',
          email: 'wire-patrol@demo.test',
          password: 'wire-contract-pass-2',
          password2: 'wire-contract-pass-2',
          hoaid: 'demo',
        },
      }),
  },
  {
    route: 'POST /api/users/resendverification',
    status: 200,
    run: async (t, token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/resendverification',
        headers: bearer(token),
        payload: { userid: await userId(t, token, 'wire-owner@demo.test') },
      }),
  },
  {
    route: 'POST /api/users/changepassword',
    status: 200,
    run: async (t, token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/changepassword',
        headers: bearer(token),
        payload: {
          userid: await userId(t, token, 'wire-owner@demo.test'),
          password: 'wire-contract-pass-3',
          password2: 'wire-contract-pass-3',
        },
      }),
  },
  {
    route: 'POST /api/users/changeadminname',
    status: 200,
    run: async (t) => {
      const admin = await login(t.app, 'admin@demo.test');
      return t.app.inject({
        method: 'POST',
        url: '/api/users/changeadminname',
        headers: bearer(admin.token),
        payload: { which: 'admin', userid: admin.userid, name: admin.name, phone: admin.phone },
      });
    },
  },
  ...(['changepin', 'changename', 'changeavailability', 'changerulesandregs'] as const).map(
    (call): Call => ({
      route: `POST /api/users/${call}`,
      status: 200,
      run: async (t) => {
        const owner2 = await login(t.app, 'owner2@demo.test');
        const payload = {
          changepin: { userid: owner2.userid, pincode: '4321' },
          changename: {
            userid: owner2.userid,
            fname: owner2.first_name,
            lname: owner2.last_name,
            unitnumber: owner2.unitnumber,
            phone: owner2.phone || '302-555-0102',
          },
          changeavailability: { userid: owner2.userid, status_flag: 1 },
          changerulesandregs: { userid: owner2.userid, terms: 1, termsaccepted: true },
        }[call];
        const url = `/api/users/${call}`;
        return t.app.inject({ method: 'POST', url, headers: bearer(owner2.token), payload });
      },
    }),
  ),
  {
    route: 'POST /api/users/deleteowner',
    status: 200,
    run: async (t, token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/deleteowner',
        headers: bearer(token),
        payload: { userid: await userId(t, token, 'wire-owner@demo.test') },
      }),
  },
  ...(
    [
      ['get_notification_preferences', {}],
      ['set_notification_preferences', { summary: true }],
    ] as const
  ).map(([call, payload]): Call => ({
    route: `POST /api/users/${call}`,
    status: 200,
    run: (t, token) =>
      t.app.inject({ method: 'POST', url: `/api/users/${call}`, headers: bearer(token), payload }),
  })),
  // Audit, occupancy, comments and maintenance.
  {
    route: 'POST /api/parking/get_audit_log',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_audit_log', {}),
  },
  {
    route: 'POST /api/parking/get_occupancy',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_occupancy', { from: inDays(-30), to: today() }),
  },
  {
    route: 'POST /api/parking/get_offenders',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_offenders', { from: inDays(-30), to: today() }),
  },
  {
    route: 'POST /api/parking/insert_notification',
    status: 201,
    run: (t, token) =>
      caller(t.app, token).post('insert_notification', {
        hoaid: 'demo',
        notify_type: 'PARKING',
        notify_name: 'Wire Contract',
        notify_description: 'A comment for the wire contract',
      }),
  },
  {
    route: 'POST /api/parking/get_all_notifications',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_notifications', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/delete_notification',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const list = (await c.post('get_all_notifications', { hoaid: 'demo' })).json<
        { _id: string; notify_name: string }[]
      >();
      const sent = list.find((n) => n.notify_name === 'Wire Contract');
      if (!sent) throw new Error('no Wire Contract comment');
      return c.post('delete_notification', { notificationid: sent._id });
    },
  },
  {
    route: 'POST /api/parking/adjust_dates',
    status: 200,
    run: (t, token) => caller(t.app, token).post('adjust_dates', { numdays: 0 }),
  },
  {
    route: 'POST /api/parking/soft_delete_vehicles',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('soft_delete_vehicles', { enddate: inDays(-3000), preview: true }),
  },
  {
    route: 'POST /api/parking/hard_delete_vehicles',
    status: 200,
    run: (t, token) => caller(t.app, token).post('hard_delete_vehicles', {}),
  },
  {
    route: 'POST /api/parking/get_failed_jobs',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_failed_jobs', {}),
  },
  ...(
    [
      [200, 'Wire,Csv,wire-csv@example.org,302-555-0198,991,2468,,'],
      [400, 'Wire,Csv,not-an-address,302-555-0198,991,2468,,'],
    ] as const
  ).map(([status, line]): Call => ({
    route: 'POST /api/parking/uploadcsv',
    status,
    run: (t, token) => {
      const header = 'first_name,last_name,email,phone,unitnumber,pincode,password,parking_allowed';
      const body = multipart(
        { id: 'admin', name: 'owners.csv', hoaid: 'demo' },
        `${header}\n${line}`,
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/parking/uploadcsv',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    },
  })),
  {
    route: 'GET /api/parking/csv_import/:jobid',
    status: 200,
    run: async (t, token) => {
      const header = 'first_name,last_name,email,phone,unitnumber,pincode,password,parking_allowed';
      const line = 'Wire,Csv,wire-csv2@example.org,302-555-0197,992,2468,,';
      const body = multipart(
        { id: 'admin', name: 'owners.csv', hoaid: 'demo' },
        `${header}\n${line}`,
      );
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/parking/uploadcsv',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      const { jobid } = upload.json<{ jobid: string }>();
      await t.app.jobs.idle();
      return caller(t.app, token).get(`csv_import/${jobid}`);
    },
  },
  // Moved with the last areas (docs/adr/0035): the community texts, the usage report and the
  // unsubscribe link's JSON answers.
  {
    route: 'POST /api/parking/update_contact_info',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const hoa = (await c.get('data_for_hoa/demo')).json<{ contact_information: unknown[] }>();
      const body = { hoaid: 'demo', contact_information: hoa.contact_information };
      return c.post('update_contact_info', body);
    },
  },
  {
    route: 'POST /api/parking/updatehoahelp',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('updatehoahelp', {
        hoaid: 'demo',
        which: 'general',
        helpdata: '<p>Sign in with your e-mail.</p>',
      }),
  },
  {
    route: 'POST /api/parking/get_car_usage_renter_warning',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_car_usage_renter_warning', {
        hoaid: 'demo',
        which: 'owner',
        begindate: inDays(-30),
        enddate: inDays(30),
      }),
  },
  unsubscribeCall('GET', 200, 'reminder'),
  unsubscribeCall('GET', 400),
  unsubscribeCall('POST', 200, 'onsite'),
  unsubscribeCall('POST', 400),
];

/** The id of a demo account, by e-mail, from the admin's owner list. */
async function userId(t: TestApp, token: string, email: string): Promise<string> {
  const response = await caller(t.app, token).post('get_all_owners', { hoaid: 'demo', q: email });
  const owner = response.json<{ userid: string; email: string }[]>().find((o) => o.email === email);
  if (!owner) throw new Error(`no account ${email}`);
  return owner.userid;
}

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
