// spec §2 Maintenance → HOA Contact: the Contact Information list with Add, Modify and Delete
// (local edits) and Commit, which renumbers the sort order and saves.
import { useState } from 'react';
import type { ContactEntry } from '@parking/shared/domain';
import {
  Button,
  ErrorBox,
  IconButton,
  Panel,
  ResponsiveTable,
  type TableColumn,
} from '@parking/shared/ui';
import { nextContactId, nextSortOrder, upsertContact } from '../contact-list';
import { useContacts } from '../hooks/use-contacts';
import { ContactForm } from './contact-form';

export const CONTACTS_TITLE = 'Contact Information';

interface Editing {
  mode: 'add' | 'modify';
  entry: ContactEntry;
}

export function ContactPanel() {
  const { contacts, setContacts, error, commit } = useContacts();
  const [editing, setEditing] = useState<Editing | null>(null);

  const add = () =>
    setEditing({
      mode: 'add',
      entry: {
        contact_id: nextContactId(contacts),
        phone_description: '',
        phone_number: '',
        email: '',
        sort_order: nextSortOrder(contacts),
        display_category: 'All',
      },
    });

  const columns: TableColumn<ContactEntry>[] = [
    { key: 'contact_id', header: 'Id' },
    { key: 'phone_description', header: 'Description' },
    { key: 'phone_number', header: 'Phone number' },
    { key: 'email', header: 'Email' },
    { key: 'sort_order', header: 'Sort order' },
    { key: 'display_category', header: 'Display' },
    {
      key: 'action',
      header: 'Action',
      render: (c) => (
        <>
          <IconButton
            icon="edit"
            label={`Modify ${c.phone_description}`}
            size="sm"
            onClick={() => setEditing({ mode: 'modify', entry: c })}
          />
          <IconButton
            icon="delete"
            label={`Delete ${c.phone_description}`}
            size="sm"
            variant="danger"
            onClick={() => setContacts(contacts.filter((x) => x.contact_id !== c.contact_id))}
          />
        </>
      ),
    },
  ];

  return (
    <Panel
      title={CONTACTS_TITLE}
      actions={
        <>
          <IconButton icon="add" label="Add" variant="primary" size="sm" onClick={add} />
          <Button size="sm" variant="primary" onClick={() => void commit()}>
            Commit
          </Button>
        </>
      }
    >
      <ErrorBox message={error} />
      <ResponsiveTable
        label={CONTACTS_TITLE}
        columns={columns}
        rows={contacts}
        rowKey={(c) => c.contact_id}
        emptyText="No contacts"
      />
      {editing ? (
        <ContactForm
          mode={editing.mode}
          initial={editing.entry}
          onSave={(entry) => setContacts(upsertContact(contacts, entry, editing.entry.contact_id))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
