// Admin edits of the community's contact list and help pages (spec §2, §7 update_contact_info,
// updatehoahelp), each with its audit entry in the same transaction.
import type { ContactEntry, HelpText } from '@parking/shared/domain';
import type { Database } from '../../db/client';
import { listContacts, type CommunityRow } from '../../db/queries/communities';
import { replaceContacts, updateHelpText } from '../../db/queries/community-settings';
import { changedFields, recordAudit, type Actor } from '../audit';
import { sanitizeHelpHtml, sanitizeHelpText } from '../help-html';

const describe = (entry: ContactEntry) =>
  JSON.stringify({
    phone_description: entry.phone_description,
    phone_number: entry.phone_number,
    email: entry.email,
    sort_order: entry.sort_order,
    display_category: entry.display_category,
  });

/** The list keyed by contact id (absent contacts as null), so the entry shows what changed. */
function byId(entries: ContactEntry[], ids: string[]): Record<string, string | null> {
  const known = new Map(entries.map((entry) => [entry.contact_id, describe(entry)]));
  return Object.fromEntries(ids.map((id) => [id, known.get(id) ?? null]));
}

export async function saveContacts(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  entries: ContactEntry[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await listContacts(tx, community.hoaid);
    await replaceContacts(tx, community.hoaid, entries);
    const ids = [...new Set([...before, ...entries].map((entry) => entry.contact_id))];
    const change = changedFields(byId(before, ids), byId(entries, ids));
    if (!change) return;
    await recordAudit(tx, actor, { kind: 'contacts', action: 'update', ...change });
  });
}

/** One help page published (sanitised), the page's old and new HTML in the entry. */
export async function publishHelp(
  db: Database,
  actor: Actor,
  community: CommunityRow,
  which: keyof HelpText,
  html: string,
): Promise<void> {
  const help = sanitizeHelpText(community.help_text);
  const previous = help[which] ?? '';
  help[which] = sanitizeHelpHtml(html);
  await db.transaction(async (tx) => {
    await updateHelpText(tx, community.hoaid, help);
    const change = changedFields({ [which]: previous }, { [which]: help[which] });
    if (!change) return;
    await recordAudit(tx, actor, {
      kind: 'help',
      action: 'update',
      entityid: String(which),
      ...change,
    });
  });
}
