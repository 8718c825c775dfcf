// GET /api/docs is the OpenAPI document generated from the route schemas. It lists
// every call of spec §7 with its method, with the declared request and response schemas.
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Spec §7 "The calls it makes" (POST unless stated). insert_hoa, insert_spot and
 * charge_credit_card are "test helpers, not wired into visible screens" and not served.
 */
const SPEC_CALLS = [
  'POST /api/users/login',
  'POST /api/users/loginrenter',
  'POST /api/users/forgot_password',
  'POST /api/users/changepin',
  'POST /api/users/changename',
  'POST /api/users/changeadminname',
  'POST /api/users/changeavailability',
  'POST /api/users/changepassword',
  'POST /api/users/changerulesandregs',
  'POST /api/users/deleteowner',
  'POST /api/users/register',
  'POST /api/parking/get_vehicles_for_owner',
  'POST /api/parking/insert_vehicle',
  'POST /api/parking/modify_vehicle',
  'POST /api/parking/delete_vehicle_modify_status',
  'GET /api/parking/get_vehicles_for_vehid/{vehicleid}',
  'GET /api/parking/change-vehicle-status-date/{vehicleid}/{status}/{enddate}/{curdate}',
  'POST /api/parking/get_active_count',
  'POST /api/parking/get_unit_numbers',
  'POST /api/parking/parking_spot_data',
  'GET /api/parking/data_for_hoa/{hoaid}',
  'GET /api/parking/hoa_data',
  'POST /api/parking/get_parking_summary',
  'POST /api/parking/get_active_vehicles',
  'POST /api/parking/get_all_vehicles',
  'POST /api/parking/get_all_owners',
  'POST /api/parking/updateowner',
  'POST /api/parking/insert_violation',
  'POST /api/parking/get_all_violations',
  'POST /api/parking/delete_violation',
  'POST /api/parking/insert_notification',
  'POST /api/parking/get_all_notifications',
  'POST /api/parking/delete_notification',
  'POST /api/parking/get_car_usage_renter_warning',
  'POST /api/parking/uploadcsv',
  'POST /api/parking/updatehoa',
  'POST /api/parking/adjust_dates',
  'POST /api/parking/soft_delete_vehicles',
  'POST /api/parking/hard_delete_vehicles',
  'POST /api/parking/update_contact_info',
  'POST /api/parking/updatehoahelp',
];

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/docs', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    doc = response.json<Document>();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it('is an OpenAPI document listing every spec §7 call with its method', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const listed = operations();
    expect(SPEC_CALLS.filter((call) => !listed.includes(call))).toEqual([]);
  });

  it('lists every /api route the server serves, and only those', () => {
    const served = t.app.apiRoutes
      .filter((route) => route.url !== '/api/docs')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations().sort()).toEqual([...new Set(served)].sort());
  });

  it('shows the declared body, path parameters and closed response of a call', () => {
    const changePin = doc.paths['/api/users/changepin']!.post!;
    const body = changePin.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(['userid', 'pincode']);
    expect(changePin.responses!['200']!.content!['application/json']!.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { message: { type: 'string' } },
    });
    const byId = doc.paths['/api/parking/get_vehicles_for_vehid/{vehicleid}']!.get!;
    expect(byId.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'vehicleid' })]),
    );
  });

  // The checks a schema-driven fuzzer (Schemathesis) makes of the whole document.
  it('declares for every operation its security, its success and the refusals it may give', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(op.responses ?? {});
        if (!statuses.some((status) => /^[23](\d\d|xx)$/i.test(status))) {
          problems.push(`${name}: no success`);
        }
        if (!statuses.includes('500')) problems.push(`${name}: no 500`);
        if (!Array.isArray(op.security)) {
          problems.push(`${name}: no security`);
          continue;
        }
        const secured = op.security.some((requirement) => 'bearer' in requirement);
        for (const status of secured ? ['400', '401', '403'] : []) {
          if (!statuses.includes(status)) problems.push(`${name}: no ${status}`);
        }
        if ((op.requestBody || op.parameters?.length) && !statuses.includes('400')) {
          problems.push(`${name}: takes input but documents no 400`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares a bearer token exactly for the routes behind a role, none for public ones', () => {
    const security = (path: string, method = 'post') => doc.paths[path]![method]!.security;
    expect(security('/api/parking/insert_violation')).toEqual([{ bearer: [] }]);
    expect(security('/api/users/login')).toEqual([]);
    expect(security('/api/parking/data_for_hoa/{hoaid}', 'get')).toEqual([]);
    const refusal = doc.paths['/api/parking/insert_violation']!.post!.responses!['401']!;
    expect(refusal.content!['application/json']!.schema).toMatchObject({
      required: ['message'],
    });
  });

  it('states the lengths and formats the server enforces', () => {
    const body = doc.paths['/api/parking/insert_violation']!.post!.requestBody!.content[
      'application/json'
    ]!.schema as { properties: Record<string, { maxLength?: number }> };
    expect(body.properties.violation_plate).toMatchObject({ maxLength: 20 });
    const remove = doc.paths['/api/parking/delete_violation']!.post!.requestBody!.content[
      'application/json'
    ]!.schema as { properties: Record<string, { format?: string }> };
    expect(remove.properties.violationid).toMatchObject({ format: 'uuid' });
  });

  it('answers a path the API serves, asked with another method, with 405 and Allow', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: '/api/parking/insert_violation' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({
      message: 'GET is not allowed here: use POST',
      code: 'method_not_allowed',
    });
    const withParam = await t.app.inject({ method: 'POST', url: '/api/parking/data_for_hoa/demo' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/parking/no_such_call' });
    expect(unknown.statusCode).toBe(404);
    // The right method with a parameter longer than the router takes stays a 404.
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/parking/data_for_hoa/${'x'.repeat(300)}`,
    });
    expect(tooLong.statusCode).toBe(404);
  });
});
