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

const sameContact = (a: ContactEntry, b: ContactEntry) =>
  a.phone_description === b.phone_description &&
  a.phone_number === b.phone_number &&
  a.email === b.email &&
  a.sort_order === b.sort_order &&
  a.display_category === b.display_category;

/**
 * How many contacts the local list adds, changes or removes against the saved one
 * (the list since the last load or Commit). Zero means nothing waits for Commit.
 */
export function countContactChanges(
  saved: readonly ContactEntry[],
  edited: readonly ContactEntry[],
): number {
  const before = new Map(saved.map((c) => [c.contact_id, c]));
  const after = new Map(edited.map((c) => [c.contact_id, c]));
  let changes = 0;
  for (const [id, entry] of after) {
    const old = before.get(id);
    if (!old || !sameContact(old, entry)) changes += 1;
  }
  for (const id of before.keys()) if (!after.has(id)) changes += 1;
  return changes;
}
