// spec §2 Violations: sortable by plate, reporter and date; Plates/Records toggle; an add button;
// today's date; 'No Violations' when empty; delete per row; the list scrolls at 400 px (§9).
// The server pages, sorts and searches.
import { useState } from 'react';
import styled from 'styled-components';
import { dstr, type Violation } from '../../domain';
import {
  ErrorBox,
  IconButton,
  LIST_MAX_HEIGHT_PX,
  PageControls,
  PagedTable,
  Panel,
  PlatesGrid,
  PlatesRecordsToggle,
  TextField,
  useConfirm,
  type PlatesOrRecords,
  type TableColumn,
} from '../../ui';
import { pageControlsOf, pagingOf } from '../paged-list/paging-props';
import { useViolations } from './use-violations';
import { LazyViolationForm } from '../lazy-forms';
import { ViolationPhotosButton } from './violation-photos';

export const VIOLATIONS_TITLE = 'Violations';
export const NO_VIOLATIONS = 'No Violations';
export const DELETE_QUESTION = 'Are you sure you want to delete?';

const violationCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'violation' : 'violations'}`;

const Today = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function violationColumns(onDelete: (violation: Violation) => void): TableColumn<Violation>[] {
  return [
    {
      key: 'violation_plate',
      header: 'Plate',
      sortKey: 'violation_plate',
      render: (v) => `${v.violation_plate} ${v.violation_state}`,
    },
    { key: 'violation_location', header: 'Location' },
    { key: 'violation_description', header: 'Description' },
    { key: 'violation_reporter', header: 'Reporter', sortKey: 'violation_reporter' },
    {
      key: 'violation_date',
      header: 'Date',
      sortKey: 'violation_date',
      render: (v) => `${v.violation_date} ${v.violation_time}`,
    },
    {
      key: 'photo_count',
      header: 'Photos',
      render: (v) =>
        v.photo_count ? (
          <ViolationPhotosButton
            violationid={v._id}
            count={v.photo_count}
            plate={v.violation_plate}
          />
        ) : null,
    },
    {
      key: 'action',
      header: 'Action',
      render: (v) => (
        <IconButton
          icon="delete"
          label={`Delete violation ${v.violation_plate}`}
          variant="danger"
          size="sm"
          onClick={() => onDelete(v)}
        />
      ),
    },
  ];
}

export function ViolationsPanel() {
  const [search, setSearch] = useState('');
  const { list, added, remove } = useViolations(search);
  const violations = list.rows;
  const [view, setView] = useState<PlatesOrRecords>('records');
  const [adding, setAdding] = useState(false);
  const { confirm, dialog } = useConfirm();

  const askDelete = async (violation: Violation) => {
    if (await confirm({ title: DELETE_QUESTION, confirmLabel: 'Delete', tone: 'danger' })) {
      await remove(violation);
    }
  };

  return (
    <Panel
      title={VIOLATIONS_TITLE}
      actions={
        <>
          <PlatesRecordsToggle label="Violations view" value={view} onChange={setView} />
          <IconButton
            icon="add"
            label="Add violation"
            variant="primary"
            size="sm"
            onClick={() => setAdding(true)}
          />
        </>
      }
    >
      <Today>{dstr()}</Today>
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ErrorBox message={list.error} />
      {view === 'plates' ? (
        <>
          <PlatesGrid
            title="Violation Plates"
            date={dstr()}
            plates={violations.map((v) => ({
              id: v._id,
              plate: v.violation_plate,
              detail: v.violation_state,
            }))}
            emptyText={NO_VIOLATIONS}
          />
          <PageControls
            label={VIOLATIONS_TITLE}
            countText={violationCount(list.total)}
            {...pageControlsOf(list)}
          />
        </>
      ) : (
        <PagedTable
          label={VIOLATIONS_TITLE}
          columns={violationColumns((v) => void askDelete(v))}
          rows={violations}
          countText={violationCount}
          rowKey={(v) => v._id}
          emptyText={NO_VIOLATIONS}
          maxHeight={LIST_MAX_HEIGHT_PX}
          {...pagingOf(list)}
        />
      )}
      <LazyViolationForm
        open={adding}
        onAdded={() => void added()}
        onClose={() => setAdding(false)}
      />
      {dialog}
    </Panel>
  );
}
