// The cheapest statement that proves the database answers (the readiness check).
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
