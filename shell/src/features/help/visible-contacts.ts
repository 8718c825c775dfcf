import type { ContactEntry, DisplayCategory, Role } from '@parking/shared/domain';

/** spec §2 Help: contacts filtered by display_category: All, plus Owner or Renter by role. */
export function visibleContacts(
  contacts: readonly ContactEntry[],
  role: Role | null,
): ContactEntry[] {
  const shown = new Set<DisplayCategory>(['All']);
  if (role === 'renter') shown.add('Renter');
  else if (role !== null) shown.add('Owner');
  return contacts
    .filter((contact) => shown.has(contact.display_category))
    .sort((a, b) => a.sort_order - b.sort_order);
}
