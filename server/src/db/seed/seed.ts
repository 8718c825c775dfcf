// Idempotent demo seed: a community that already exists is left as it is (admins may have
// changed it), so it runs safely on every start.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { communities, contacts, spotTypes, users, vehicleChanges, vehicles } from '../schema';
import { hashPassword } from '../../services/passwords';
import { addDays, todayIn } from '../../util/dates';
import { DEMO, DEMO2, DEMO_PASSWORD, type DemoCommunity } from './demo-data';

const OFFSITE = '1970-01-01';

async function seedCommunity(db: Database, demo: DemoCommunity, passwordHash: string) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(communities)
      .values(demo.community)
      .onConflictDoNothing()
      .returning({ hoaid: communities.hoaid });
    if (inserted.length === 0) return;
    const hoaid = demo.community.hoaid;
    await tx.insert(contacts).values(demo.contacts.map((c) => ({ ...c, hoaid })));
    await tx.insert(spotTypes).values(
      demo.spots.map((spot, index) => ({
        hoaid,
        spot_type: spot.spot_type,
        spot_display: spot.spot_display,
        spot_price_cents: Math.round(spot.spot_price * 100),
        sort_order: index * 10,
      })),
    );
    const userRows = await tx
      .insert(users)
      .values(
        demo.users.map((u) => ({
          ...u,
          hoaid,
          name: `${u.first_name} ${u.last_name}`,
          email_verified: true,
          password_hash: passwordHash,
        })),
      )
      .returning({ id: users.id, email: users.email, unitnumber: users.unitnumber });
    const today = todayIn(demo.community.timezone ?? 'America/New_York');
    const vehicleRows = await tx
      .insert(vehicles)
      .values(
        demo.vehicles.map((v) => {
          const owner = userRows.find((row) => row.email === v.ownerEmail);
          if (!owner) throw new Error(`demo vehicle ${v.plate} has no owner ${v.ownerEmail}`);
          const onsite = v.checkoutInDays !== null;
          return {
            hoaid,
            ownerid: owner.id,
            unitnumber: owner.unitnumber,
            vehicle_type: v.vehicle_type,
            carownertype: v.carownertype,
            carowner_fname: v.first,
            carowner_lname: v.last,
            carownerphone: '302-555-0150',
            make: v.make,
            model: v.model,
            year: v.year,
            plate: v.plate,
            plate_state: v.plate_state,
            startdate: onsite ? addDays(today, -1) : today,
            enddate: onsite ? addDays(today, v.checkoutInDays ?? 0) : OFFSITE,
            active_flag: onsite ? 1 : 0,
            terms: 1,
            number_of_changes: onsite ? 1 : 0,
          };
        }),
      )
      .returning();
    // The History count and the history popup agree: one entry per counted change.
    const onsiteRows = vehicleRows.filter((row) => row.number_of_changes > 0);
    if (onsiteRows.length > 0) {
      await tx.insert(vehicleChanges).values(
        onsiteRows.map((row) => ({
          vehicle_id: row.id,
          hoaid,
          startdate: row.startdate,
          enddate: row.enddate,
          change_date: row.startdate,
        })),
      );
    }
  });
}

export async function seedDemoData(db: Database): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communities)
    .where(sql`${communities.hoaid} in ('demo', 'demo2')`);
  if (existing?.n === 2) return;
  // One hash for the shared demo password keeps the boot fast; each is still argon2id.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedCommunity(db, DEMO, passwordHash);
  await seedCommunity(db, DEMO2, passwordHash);
}
