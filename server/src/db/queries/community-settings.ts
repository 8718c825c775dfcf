// Admin writes on the community record (spec §7 updatehoa, update_contact_info,
// updatehoahelp).
import { eq, sql } from 'drizzle-orm';
import type { CommunitySettings, ContactEntry, HelpText } from '@parking/shared/domain';
import type { Executor } from '../client';
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

/**
 * Replaces the whole contact list (the form sends the full list). Run it in a transaction
 * (services/admin/community-texts.ts), so the list is never seen half replaced.
 */
export async function replaceContacts(
  tx: Executor,
  hoaid: string,
  entries: ContactEntry[],
): Promise<void> {
  await tx.delete(contacts).where(eq(contacts.hoaid, hoaid));
  if (entries.length > 0) {
    await tx.insert(contacts).values(entries.map((entry) => ({ ...entry, hoaid })));
  }
  await tx
    .update(communities)
    .set({ updated_at: sql`now()` })
    .where(eq(communities.hoaid, hoaid));
  invalidate(communityKey(hoaid));
}

export async function updateHelpText(db: Executor, hoaid: string, help: HelpText): Promise<void> {
  await db
    .update(communities)
    .set({ help_text: help, updated_at: sql`now()` })
    .where(eq(communities.hoaid, hoaid));
  invalidate(communityKey(hoaid));
}

/** Every community's stored help text (the start-up clean of docs/adr on help HTML). */
export async function listHelpTexts(db: Executor) {
  return db
    .select({ hoaid: communities.hoaid, help_text: communities.help_text })
    .from(communities);
}
