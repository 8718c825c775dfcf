// Admin writes on the community record (spec §7 updatehoa, update_contact_info,
// updatehoahelp).
import { eq, sql } from 'drizzle-orm';
import type { CommunitySettings, ContactEntry, HelpText } from '@parking/shared/domain';
import type { Database, Executor } from '../client';
import { communities, contacts } from '../schema';
import { communityKey, invalidate } from '../row-cache';

export async function updateCommunitySettings(
  db: Executor,
  hoaid: string,
  settings: CommunitySettings,
): Promise<void> {
  await db
    .update(communities)
    .set({ ...settings, updated_at: sql`now()` })
    .where(eq(communities.hoaid, hoaid));
  invalidate(communityKey(hoaid));
}

/** Replaces the whole contact list in one transaction (the form sends the full list). */
export async function replaceContacts(
  db: Database,
  hoaid: string,
  entries: ContactEntry[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(contacts).where(eq(contacts.hoaid, hoaid));
    if (entries.length > 0) {
      await tx.insert(contacts).values(entries.map((entry) => ({ ...entry, hoaid })));
    }
    await tx
      .update(communities)
      .set({ updated_at: sql`now()` })
      .where(eq(communities.hoaid, hoaid));
  });
  invalidate(communityKey(hoaid));
}

export async function updateHelpText(db: Executor, hoaid: string, help: HelpText): Promise<void> {
  await db
    .update(communities)
    .set({ help_text: help, updated_at: sql`now()` })
    .where(eq(communities.hoaid, hoaid));
  invalidate(communityKey(hoaid));
}
