// The admin 'Audit' panel. Who changed what and when, filtered by date range, user,
// unit, plate and kind (or one vehicle, from its History popup), paged and sorted by the server,
// newest first. The filters live in the URL (audit-filters.ts). 'Download CSV' saves every
// matching entry with the filters applied, in the list's order.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AUDIT_KINDS, dstr } from '@parking/shared/domain';
import { apiErrorMessage, pagingOf, useCommunityData } from '@parking/shared/features';
import {
  Button,
  ButtonRow,
  DateField,
  ErrorBox,
  FieldGrid,
  LIST_MAX_HEIGHT_PX,
  PagedTable,
  Panel,
  SelectField,
  TextField,
} from '@parking/shared/ui';
import { downloadCsv, toCsv } from '../../../lib/csv-download';
import {
  filtersFromSearch,
  noAuditFilters,
  searchWithFilters,
  type AuditFilterValues,
} from '../../../lib/audit-filters';
import { AUDIT_CSV_HEADER, AUDIT_KIND_NAMES, auditCsvRow } from '../audit-text';
import { useAuditLog } from '../hooks/use-audit-log';
import { auditColumns } from './audit-columns';

export const AUDIT_TITLE = 'Audit';
export const NO_AUDIT_ENTRIES = 'No audit entries match these filters';
export const ONE_VEHICLE = "Showing one vehicle's entries, whatever its plate was at the time.";

export const auditCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`;

const kindOptions = [
  { value: '', label: 'All' },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_NAMES[kind] })),
];

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AuditPanel() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const { list, fetchEveryEntry } = useAuditLog(filters);
  const timeZone = useCommunityData().community?.timezone || undefined;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  // Typing replaces the URL entry (no Back step per letter); the list follows once typing pauses.
  const change = (next: Partial<AuditFilterValues>) =>
    setParams((current) => searchWithFilters(current, { ...filtersFromSearch(current), ...next }), {
      replace: true,
    });
  const text = (name: 'from' | 'to' | 'user' | 'unit' | 'plate') => ({
    value: filters[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });
  const filtered = JSON.stringify(filters) !== JSON.stringify(noAuditFilters);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const every = await fetchEveryEntry();
      const csv = toCsv(
        AUDIT_CSV_HEADER,
        every.map((entry) => auditCsvRow(entry, timeZone)),
      );
      downloadCsv(`audit-log-${dstr()}.csv`, csv);
    } catch (failure) {
      setDownloadError(apiErrorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Panel title={AUDIT_TITLE}>
      <FieldGrid $minColumnWidth={150}>
        <DateField label="From" max={filters.to || undefined} {...text('from')} />
        <DateField label="To" min={filters.from || undefined} {...text('to')} />
        <TextField label="User" type="search" placeholder="e-mail" {...text('user')} />
        <TextField label="Unit" type="search" {...text('unit')} />
        <TextField label="Plate" type="search" {...text('plate')} />
        <SelectField
          label="Kind"
          options={kindOptions}
          value={filters.kind}
          onChange={(event) => change({ kind: event.target.value as AuditFilterValues['kind'] })}
        />
      </FieldGrid>
      {filters.vehicleid ? (
        <Note>
          {ONE_VEHICLE}
          <Button size="sm" variant="secondary" onClick={() => change({ vehicleid: '' })}>
            Show every vehicle
          </Button>
        </Note>
      ) : null}
      <ButtonRow>
        <Button
          variant="secondary"
          disabled={downloading || list.total === 0}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
        {filtered ? (
          <Button variant="secondary" icon="cancel" onClick={() => change(noAuditFilters)}>
            Clear filters
          </Button>
        ) : null}
      </ButtonRow>
      <ErrorBox message={list.error ?? downloadError} />
      <PagedTable
        label={AUDIT_TITLE}
        columns={auditColumns(timeZone)}
        rows={list.rows}
        countText={auditCount}
        rowKey={(entry) => entry.id}
        emptyText={list.error ? 'The audit log could not be loaded' : NO_AUDIT_ENTRIES}
        maxHeight={LIST_MAX_HEIGHT_PX}
        {...pagingOf(list)}
      />
    </Panel>
  );
}
