// The limit-checked write load that bench.ts and profile.ts both send: every writing owner of the
// large community registers cars onsite, each request for another unit.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { communities, users } from '../src/db/schema';
import type { UserRow } from '../src/db/queries/users';
import { LARGE_HOAID } from '../src/db/seed/large';

/** The large community's writing owners, with room for every car: this measures the write path. */
export async function ownersWithRoom(app: FastifyInstance): Promise<UserRow[]> {
  const owners = await app.db
    .select()
    .from(users)
    .where(and(eq(users.hoaid, LARGE_HOAID), eq(users.role, 'owner'), eq(users.crud, 'write')));
  await app.db.execute(sql`UPDATE users SET parking_allowed = 50 WHERE hoaid = ${LARGE_HOAID}`);
  await app.db
    .update(communities)
    .set({ parking_allowed_hoa: 100_000 })
    .where(eq(communities.hoaid, LARGE_HOAID));
  app.rowCache.clear();
  return owners;
}

/** One insert_vehicle body: an owner's car onsite from `today` to `enddate`. */
export function onsiteCarBody(plate: string, today: string, enddate: string): string {
  return JSON.stringify({
    hoaid: LARGE_HOAID,
    vehicle_type: 'CAR',
    carownertype: 'owner',
    carowner_fname: 'Bench',
    carowner_lname: 'Mark',
    carownerphone: '302-555-0100',
    make: 'Kia',
    model: 'Rio',
    year: '2022',
    plate,
    plate_state: 'DE',
    startdate: today,
    enddate,
    terms: 1,
    dstr: today,
  });
}
