// Community reads in the wire shape of spec §3 (Community with contacts and spot types).
import { asc, eq } from 'drizzle-orm';
import type { Community, ContactEntry, SpotType } from '@parking/shared/domain';
import type { Executor } from '../client';
import { communities, contacts, spotTypes } from '../schema';
import { communityKey, rowCacheOf, viewKey } from '../row-cache';

export type CommunityRow = typeof communities.$inferSelect;

/** Outside a transaction the row may come from the row cache (src/db/row-cache.ts). */
export async function findCommunityRow(
  db: Executor,
  hoaid: string,
): Promise<CommunityRow | undefined> {
  const load = async () => {
    const [row] = await db.select().from(communities).where(eq(communities.hoaid, hoaid)).limit(1);
    return row;
  };
  const cache = rowCacheOf(db);
  return cache ? cache.get(communityKey(hoaid), load) : load();
}

export async function listSpotTypes(db: Executor, hoaid: string): Promise<SpotType[]> {
  const rows = await db
    .select()
    .from(spotTypes)
    .where(eq(spotTypes.hoaid, hoaid))
    .orderBy(asc(spotTypes.sort_order), asc(spotTypes.spot_type));
  return rows.map((row) => ({
    spot_type: row.spot_type,
    spot_display: row.spot_display,
    spot_price: row.spot_price_cents / 100,
  }));
}

/** The spot types from the cached community record (listSpotTypes inside a transaction). */
export async function communitySpotTypes(db: Executor, hoaid: string): Promise<SpotType[]> {
  if (!rowCacheOf(db)) return listSpotTypes(db, hoaid);
  return (await findCommunity(db, hoaid))?.parking_spots ?? [];
}

export async function listContacts(db: Executor, hoaid: string): Promise<ContactEntry[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.hoaid, hoaid))
    .orderBy(asc(contacts.sort_order), asc(contacts.contact_id));
  return rows.map(({ hoaid: _hoaid, ...entry }) => entry);
}

/** The community record; demo_credentials appear only in demo mode (spec §2 Owner Login). */
export async function findCommunity(db: Executor, hoaid: string): Promise<Community | undefined> {
  const cache = rowCacheOf(db);
  const load = () => loadCommunity(db, hoaid);
  return cache ? cache.get(viewKey(communityKey(hoaid)), load) : load();
}

async function loadCommunity(db: Executor, hoaid: string): Promise<Community | undefined> {
  const row = await findCommunityRow(db, hoaid);
  if (!row) return undefined;
  const [parking_spots, contact_information] = await Promise.all([
    listSpotTypes(db, hoaid),
    listContacts(db, hoaid),
  ]);
  const { demo_credentials, created_at: _c, updated_at: _u, use_warning_status, ...rest } = row;
  return {
    ...rest,
    use_warning_status: use_warning_status === 1 ? 1 : 0,
    help_text: row.help_text,
    contact_information,
    parking_spots,
    ...(row.use_demo_mode && demo_credentials ? { demo_credentials } : {}),
  };
}
