// Audit panel: the list's columns (When, User, What, Unit, Plate, Changes). The server
// sorts by each column's key (AUDIT_SORT_KEYS); Changes is not sortable.
import styled from 'styled-components';
import type { AuditEntry, AuditSortKey } from '@parking/shared/domain';
import { media, type TableColumn } from '@parking/shared/ui';
import { changeLines, userName, whatText, whenText } from '../audit-text';

/** A change line longer than this is cut on screen (help text is HTML); the CSV keeps it whole. */
export const CHANGE_LINE_MAX = 160;

// The date stays on one line in the table; a phone card (narrow) may wrap it.
const OneLine = styled.span`
  ${media.wide} {
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Email = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

// One block per field; not a list, so a phone card (a list item) holds no nested list items.
const Changes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.wide} {
    min-width: 12rem;
    max-width: 28rem;
  }
`;

const shorten = (line: string) =>
  line.length > CHANGE_LINE_MAX ? `${line.slice(0, CHANGE_LINE_MAX - 1)}…` : line;

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span>—</span>;
  return (
    <Changes>
      {lines.map((line, index) => (
        <div key={index} title={line.length > CHANGE_LINE_MAX ? line : undefined}>
          {shorten(line)}
        </div>
      ))}
    </Changes>
  );
}

const sortKey = (key: AuditSortKey) => key;

export function auditColumns(timeZone?: string): TableColumn<AuditEntry>[] {
  return [
    {
      key: 'at',
      header: 'When',
      sortKey: sortKey('at'),
      render: (entry) => <OneLine>{whenText(entry.at, timeZone)}</OneLine>,
    },
    {
      key: 'username',
      header: 'User',
      sortKey: sortKey('username'),
      render: (entry) => (
        <>
          <Email>{userName(entry)}</Email>
          {entry.username ? <Muted>{entry.role}</Muted> : null}
        </>
      ),
    },
    { key: 'kind', header: 'What', sortKey: sortKey('kind'), render: whatText },
    {
      key: 'unitnumber',
      header: 'Unit',
      sortKey: sortKey('unitnumber'),
      render: (entry) => entry.unitnumber || '—',
    },
    {
      key: 'plate',
      header: 'Plate',
      sortKey: sortKey('plate'),
      render: (entry) => entry.plate || '—',
    },
    { key: 'changes', header: 'Changes', render: (entry) => <AuditChanges entry={entry} /> },
  ];
}
