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
});
