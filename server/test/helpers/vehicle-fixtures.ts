// Shared set-up for the vehicle route tests: a valid form, an authorised inject and direct
// database tweaks of the seeded demo data.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { communities, users, vehicles } from '../../src/db/schema';
import { addDays, todayIn } from '../../src/util/dates';
import { bearer } from './requests';

/** Starting an app (database, migrations, seed) can take long on a busy CI machine. */
export const APP_START_MS = 120_000;

export const today = () => todayIn('America/New_York');
export const inDays = (days: number) => addDays(today(), days);

export function vehicleForm(overrides: Record<string, unknown> = {}) {
  return {
    hoaid: 'demo',
    vehicle_type: 'CAR',
    carownertype: 'owner',
    carowner_fname: 'Terry',
    carowner_lname: 'Tester',
    carownerphone: '302-555-0177',
    make: 'Honda',
    model: 'Fit',
    year: '2020',
    plate: 'TST001',
    plate_state: 'DE',
    startdate: today(),
    terms: 1,
    dstr: today(),
    ...overrides,
  };
}

export interface Caller {
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

export function caller(app: FastifyInstance, token?: string): Caller {
  const headers = { ...(token ? bearer(token) : {}), browserdate: today() };
  return {
    post: (url, payload) =>
      app.inject({ method: 'POST', url: `/api/parking/${url}`, payload, headers }),
    get: (url) => app.inject({ method: 'GET', url: `/api/parking/${url}`, headers }),
  };
}

export async function vehicleByPlate(app: FastifyInstance, plate: string, hoaid = 'demo') {
  const [row] = await app.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.plate, plate), eq(vehicles.hoaid, hoaid)));
  if (!row) throw new Error(`no vehicle ${plate} in ${hoaid}`);
  return row;
}

export async function setVehicle(
  app: FastifyInstance,
  plate: string,
  set: Partial<typeof vehicles.$inferInsert>,
  hoaid = 'demo',
) {
  await app.db
    .update(vehicles)
    .set(set)
    .where(and(eq(vehicles.plate, plate), eq(vehicles.hoaid, hoaid)));
}

export async function setOwner(
  app: FastifyInstance,
  email: string,
  set: Partial<typeof users.$inferInsert>,
) {
  await app.db.update(users).set(set).where(eq(users.email, email));
  app.rowCache.clear(); // a write behind the app's back (src/db/row-cache.ts)
}

export async function setCommunity(
  app: FastifyInstance,
  hoaid: string,
  set: Partial<typeof communities.$inferInsert>,
) {
  await app.db.update(communities).set(set).where(eq(communities.hoaid, hoaid));
  app.rowCache.clear();
}

/** Onsite vehicles of a unit today, as the limits count them. */
export async function onsiteCount(app: FastifyInstance, hoaid: string, unitnumber: string) {
  const [row] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.hoaid, hoaid),
        eq(vehicles.unitnumber, unitnumber),
        gte(vehicles.enddate, today()),
        ne(vehicles.status_flag, 9),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A vehicle row's own fields as the form sends them to modify_vehicle, with a new checkout. */
export function modifyBodyOf(row: typeof vehicles.$inferSelect, enddate: string) {
  return {
    vehicleid: row.id,
    vehicle_type: row.vehicle_type,
    carownertype: row.carownertype,
    carowner_fname: row.carowner_fname,
    carowner_lname: row.carowner_lname,
    carownerphone: row.carownerphone,
    make: row.make,
    model: row.model,
    year: row.year,
    plate: row.plate,
    plate_state: row.plate_state,
    enddate,
    terms: 1,
    dstr: today(),
  };
}
