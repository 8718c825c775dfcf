// One definition of every wire shape (docs/adr/0035): a route whose response is a shared zod
// schema answers, on a real database (PGlite, or PostgreSQL with DATABASE_URL), JSON that the
// same schema accepts, strictly: no field it does not name, none missing, every type right.
// Each area lists its calls in `<area>.calls.ts`, which `<area>.test.ts` runs on its own app;
// coverage.test.ts fails for a route with a shared schema that no area calls. An area that moves
// to the shared schemas adds its calls to one of those lists (or a new pair of files).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';
import { APP_START_MS, caller } from '../../helpers/vehicle-fixtures';

/** One call of a route: it must answer `status` with JSON its schema for `status` accepts. */
export interface Call {
  /** `METHOD url`, the url as the route declares it (`/api/parking/invitation/:token`). */
  route: string;
  status: number;
  /** Makes the call as the demo admin (`token`), or as whoever the call needs. */
  run: (t: TestApp, token: string) => Promise<{ statusCode: number; json: () => unknown }>;
}

/** A call's route and status, as coverage.test.ts compares them. */
export const callKey = ({ route, status }: Call) => `${route} ${status}`;

/** Every route and status the app answers with a shared zod schema, as `METHOD url status`. */
export function schemaRoutes(app: FastifyInstance): string[] {
  return app.apiRoutes.flatMap((route) =>
    Object.entries(route.response ?? {})
      .filter(([, schema]) => schema instanceof z.ZodType)
      .map(([status]) => `${route.method} ${route.url} ${status}`),
  );
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

/**
 * Runs an area's calls in order on one app (a fresh copy of the seeded database), as the demo
 * admin, each answer parsed strictly with the schema its route declares for the status.
 */
export function runWireContract(area: string, calls: Call[]): void {
  describe(`wire contract, ${area}: responses match their shared schemas`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp();
      admin = (await login(t.app, 'admin@demo.test')).token;
    }, APP_START_MS);
    afterAll(() => t.close());

    it.each(calls)(
      '$route $status answers what its schema says',
      async ({ route, status, run }) => {
        const schema = zodResponse(t, route, status);
        expect(schema).toBeDefined();
        const response = await run(t, admin);
        expect(response.statusCode).toBe(status);
        const parsed = strictly(schema as z.ZodType).safeParse(response.json());
        expect(parsed.error?.issues ?? []).toEqual([]);
      },
    );
  });
}

/** A seeded owner's token, for the calls an admin may not make (insert_vehicle). */
export const ownerToken = async (t: TestApp) => (await login(t.app, 'owner@demo.test')).token;

/** A POST to /api/users/<call>, as the holder of `token` if one is given. */
export function usersPost(t: TestApp, call: string, payload: object, token?: string) {
  const headers = token ? bearer(token) : {};
  return t.app.inject({ method: 'POST', url: `/api/users/${call}`, headers, payload });
}

/** A violation report of `plate` in demo, by the admin; returns the answer. */
export function reportViolation(
  t: TestApp,
  token: string,
  plate: string,
  location = 'Visitor row',
) {
  const body = { hoaid: 'demo', violation_plate: plate, violation_state: 'DE' };
  return caller(t.app, token).post('insert_violation', { ...body, violation_location: location });
}

/** The admin registers `email` as the owner of a new unit, 990. */
export function registerOwner(t: TestApp, token: string, email = 'wire-owner@demo.test') {
  const name = { first_name: 'Wire', last_name: 'Owner', phone: '302-555-0199', email };
  const unit = { unitnumber: '990', pincode: '4321', hoaid: 'demo' };
  const password = { password: 'wire-contract-pass-1', password2: 'wire-contract-pass-1' };
  return usersPost(t, 'register', { ...name, ...unit, ...password }, token);
}

/** The id of a demo account, by e-mail, from the admin's owner list. */
export async function userId(t: TestApp, token: string, email: string): Promise<string> {
  const response = await caller(t.app, token).post('get_all_owners', { hoaid: 'demo', q: email });
  const owner = response.json<{ userid: string; email: string }[]>().find((o) => o.email === email);
  if (!owner) throw new Error(`no account ${email}`);
  return owner.userid;
}
