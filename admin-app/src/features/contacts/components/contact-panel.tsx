// spec §2 Maintenance → HOA Contact: the Contact Information list with Add, Modify and Delete
// (local edits) and Commit, which renumbers the sort order and saves. Edits waiting for Commit
// are counted on screen, and leaving the page with them asks first.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ContactEntry } from '@parking/shared/domain';
import {
  Button,
  ErrorBox,
  IconButton,
  Panel,
  ResponsiveTable,
  type TableColumn,
  useConfirm,
} from '@parking/shared/ui';
import { countContactChanges, nextContactId, nextSortOrder, upsertContact } from '../contact-list';
import { useContacts } from '../hooks/use-contacts';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { ContactForm } from './contact-form';

export const CONTACTS_TITLE = 'Contact Information';

export const uncommittedText = (count: number) =>
  `${count} uncommitted ${count === 1 ? 'change' : 'changes'}: press Commit to save ${
    count === 1 ? 'it' : 'them'
  }.`;

/** The question before leaving with edits that wait for Commit. */
export const leaveQuestion = (count: number) => ({
  title: 'Leave without committing?',
  message: `${uncommittedText(count).split(':')[0]} will be lost.`,
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
  tone: 'danger' as const,
});

const Uncommitted = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface ContactPanelProps {
  /** Told the number of edits waiting for Commit, so a panel switch can ask before leaving. */
  onPendingChange?: (count: number) => void;
}

interface Editing {
  mode: 'add' | 'modify';
  entry: ContactEntry;
}

export function ContactPanel({ onPendingChange }: ContactPanelProps = {}) {
  const { contacts, saved, setContacts, error, commit } = useContacts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const pending = countContactChanges(saved, contacts);
  const { confirm, dialog } = useConfirm();
  const askToLeave = useCallback(() => confirm(leaveQuestion(pending)), [confirm, pending]);
  useLeaveGuard(pending, askToLeave);
  useEffect(() => onPendingChange?.(pending), [onPendingChange, pending]);

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
      <div role="status">
        {pending > 0 ? <Uncommitted>{uncommittedText(pending)}</Uncommitted> : null}
      </div>
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
      {dialog}
    </Panel>
  );
}
