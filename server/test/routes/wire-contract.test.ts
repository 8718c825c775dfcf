// One definition of every wire shape (docs/adr/0035): a route whose response is a shared zod
// schema answers, on a real database (PGlite, or PostgreSQL with DATABASE_URL), JSON that the
// same schema accepts, strictly: no field it does not name, none missing, every type right. The
// calls below exercise each route that has moved to the shared schemas; an area that moves adds
// its calls here, and the first test fails for a moved route without one.
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD, bearer, login, multipart } from '../helpers/requests';
import { APP_START_MS, caller, inDays, today } from '../helpers/vehicle-fixtures';

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
