// Every response carries only the fields its screens use. Every /api/parking route
// that answers JSON declares a response schema for its success status, and a field a row gains
// (a new column, a joined password hash) never reaches the client.
import type { Violation } from '@parking/shared/domain';
import { z } from 'zod';
import { responseJsonSchema } from '../../../src/util/serialize';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';

// The violation list query hands back rows with a column the API contract does not name.
jest.mock('../../../src/db/queries/violations', () => {
  const actual = jest.requireActual<typeof import('../../../src/db/queries/violations')>(
    '../../../src/db/queries/violations',
  );
  return {
    ...actual,
    listViolations: async (...args: Parameters<typeof actual.listViolations>) =>
      (await actual.listViolations(...args)).map((row) => ({
        ...row,
        reporter_password_hash: '$argon2id$leaked',
      })),
  };
});

/** Routes that answer with a file rather than JSON keep no response schema. */
const FILE_ROUTES = [
  'GET /api/parking/payments_csv',
  'GET /api/parking/violation_photo/:violationid/:position',
];
/** Routes that answer 201 Created. */
const CREATED_ROUTES = [
  'POST /api/parking/insert_vehicle',
  'POST /api/parking/insert_violation',
  'POST /api/parking/insert_notification',
  'POST /api/parking/create_invitation',
  'POST /api/parking/accept_invitation',
  'POST /api/parking/add_violation_photo',
];

describe('response schemas of /api/parking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('declares a closed response schema for the success status of every JSON route', () => {
    const routes = t.app.apiRoutes.filter(
      (route) => route.url.startsWith('/api/parking/') && ['GET', 'POST'].includes(route.method),
    );
    expect(routes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (FILE_ROUTES.includes(name)) {
        expect(route.response).toBeUndefined();
        continue;
      }
      const status = CREATED_ROUTES.includes(name) ? '201' : '200';
      const declared = route.response?.[status];
      // A zod schema (docs/adr/0035) is checked as the JSON Schema it is serialised with.
      const schema = (declared instanceof z.ZodType ? responseJsonSchema(declared) : declared) as
        | {
            type?: string;
            additionalProperties?: boolean;
            items?: { additionalProperties?: boolean };
          }
        | undefined;
      const closed =
        schema?.type === 'array'
          ? schema.items?.additionalProperties === false
          : schema?.type === 'object' && schema.additionalProperties === false;
      if (!closed) missing.push(`${name} (${status})`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps a column the contract does not name out of get_all_violations', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const report = {
      hoaid: 'demo',
      violation_type: 'PARKING_VIOLATION',
      violation_plate: 'LEAK1',
      violation_state: 'DE',
      violation_location: 'Lot A',
      violation_description: 'Across two spaces',
      violation_reporter: 'Night guard',
      violation_date: '2026-01-02',
      violation_time: '21:15:00',
    };
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_violation',
      payload: report,
      headers: bearer(admin.token),
    });
    expect(inserted.statusCode).toBe(201);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/get_all_violations',
      payload: { hoaid: 'demo' },
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('reporter_password_hash');
    expect(response.body).not.toContain('argon2');
    const rows = response.json<Violation[]>();
    const row = rows.find((violation) => violation.violation_plate === 'LEAK1');
    // Every field the Violations panel reads is still there.
    const { hoaid: _hoaid, ...fields } = report;
    expect(row).toEqual({ _id: expect.any(String), hoaid: 'demo', ...fields });
  });
});
