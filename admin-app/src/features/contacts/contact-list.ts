// spec §2 Contact Information: the list is edited locally (Add, Modify, Delete) and saved with
// Commit, which renumbers sort_order 10, 20, 30 … in the list's order.
import type { ContactEntry } from '@parking/shared/domain';

export const SORT_STEP = 10;

export function sortContacts(contacts: readonly ContactEntry[]): ContactEntry[] {
  return [...contacts].sort((a, b) => a.sort_order - b.sort_order);
}

export function renumber(contacts: readonly ContactEntry[]): ContactEntry[] {
  return sortContacts(contacts).map((c, index) => ({ ...c, sort_order: (index + 1) * SORT_STEP }));
}

/** spec §5: the id is not editable while adding, so the list gives the next free number. */
export function nextContactId(contacts: readonly ContactEntry[]): string {
  const numbers = contacts.map((c) => Number(c.contact_id)).filter(Number.isFinite);
  return String(Math.max(0, ...numbers) + 1);
}

export function nextSortOrder(contacts: readonly ContactEntry[]): number {
  return Math.max(0, ...contacts.map((c) => c.sort_order)) + SORT_STEP;
}

export function upsertContact(
  contacts: readonly ContactEntry[],
  entry: ContactEntry,
  replacing?: string,
) {
  const key = replacing ?? entry.contact_id;
  const exists = contacts.some((c) => c.contact_id === key);
  const next = exists
    ? contacts.map((c) => (c.contact_id === key ? entry : c))
    : [...contacts, entry];
  return sortContacts(next);
}
