// spec §2 Reports: the Owner Cars and Renter Cars columns. Each column has a text form, shared
// by the table cell and the CSV download, so the download holds exactly what is shown.
import type { ReactNode } from 'react';
import {
  dstr,
  isOnsite,
  isSentinel,
  spotTypeName,
  usageDays,
  type CarUsageRecord,
} from '@parking/shared/domain';
import type { SortValue, TableColumn } from '@parking/shared/ui';
import styled from 'styled-components';

export type ReportKind = 'renter' | 'owner';

export interface ReportColumn {
  key: string;
  header: string;
  text: (row: CarUsageRecord) => string;
  sortValue?: (row: CarUsageRecord) => SortValue;
  render?: (row: CarUsageRecord) => ReactNode;
}

const dateText = (date: string) => (isSentinel(date) ? '' : date);

/** A date stays on one line (2026-11-21 broke after the year at 1280 px). */
const OneLine = styled.span`
  white-space: nowrap;
`;

function daysColumn(which: ReportKind): ReportColumn {
  const days = (row: CarUsageRecord) => usageDays(row.startdate, row.enddate, which);
  return {
    key: 'days',
    header: 'Days',
    text: (row) => String(days(row) ?? ''),
    sortValue: (row) => days(row) ?? -1,
  };
}

function historyColumn(openHistory: (row: CarUsageRecord) => void): ReportColumn {
  return {
    key: 'history',
    header: 'History',
    text: (row) => String(row.number_of_changes),
    sortValue: (row) => row.number_of_changes,
    render: (row) => (
      <a
        href="#history"
        // The visible count is part of the name (axe label-content-name-mismatch).
        aria-label={`History of ${row.plate}: ${row.number_of_changes} changes`}
        onClick={(event) => {
          event.preventDefault();
          openHistory(row);
        }}
      >
        {row.number_of_changes}
      </a>
    ),
  };
}

/** spec §3: status_flag 9 means soft-deleted. */
const SOFT_DELETED_FLAG = 9;

function onsiteColumn(today: string): ReportColumn {
  // spec §2: 'Onsite s' shows the onsite state and the status flag.
  const text = (row: CarUsageRecord) =>
    row.status_flag === SOFT_DELETED_FLAG
      ? `Deleted ${row.status_flag}` // soft-deleted vehicles stay, marked
      : `${isOnsite(row.enddate, today) ? 'Yes' : 'No'} ${row.status_flag}`;
  return { key: 'onsite', header: 'Onsite s', text, sortValue: text };
}

const start: ReportColumn = {
  key: 'startdate',
  header: 'Start',
  text: (r) => dateText(r.startdate),
  sortValue: (r) => r.startdate,
  render: (r) => <OneLine>{dateText(r.startdate)}</OneLine>,
};
const end: ReportColumn = {
  key: 'enddate',
  header: 'End',
  text: (r) => dateText(r.enddate),
  sortValue: (r) => r.enddate,
  render: (r) => <OneLine>{dateText(r.enddate)}</OneLine>,
};
const unit: ReportColumn = {
  key: 'unitnumber',
  header: 'Unit',
  text: (r) => r.unitnumber,
  sortValue: (r) => r.unitnumber,
};
const type: ReportColumn = {
  key: 'vehicle_type',
  header: 'Type',
  // The download keeps the code (CAR); the screen shows the name (Car).
  text: (r) => r.vehicle_type,
  sortValue: (r) => spotTypeName(r.vehicle_type),
  render: (r) => spotTypeName(r.vehicle_type),
};
const carOwner = (r: CarUsageRecord) => `${r.carowner_fname} ${r.carowner_lname}`;

export function reportColumns(
  which: ReportKind,
  openHistory: (row: CarUsageRecord) => void,
  today: string = dstr(),
): ReportColumn[] {
  if (which === 'owner') {
    return [
      {
        key: 'plate',
        header: 'Plate',
        text: (r) => `${r.plate} ${r.plate_state}`,
        sortValue: (r) => r.plate,
      },
      type,
      {
        key: 'make',
        header: 'Make',
        text: (r) => `${r.make} ${r.model}`.trim(),
        sortValue: (r) => r.make,
      },
      unit,
      { key: 'owner', header: 'Owner', text: carOwner, sortValue: (r) => r.carowner_lname },
      {
        key: 'carownertype',
        header: 'Owner Type',
        text: (r) => r.carownertype,
        sortValue: (r) => r.carownertype,
      },
      start,
      end,
      daysColumn('owner'),
      historyColumn(openHistory),
      onsiteColumn(today),
    ];
  }
  const contact = (r: CarUsageRecord) => r.userdata;
  return [
    { key: 'plate', header: 'Plate', text: (r) => r.plate, sortValue: (r) => r.plate },
    type,
    { key: 'make', header: 'Make', text: (r) => r.make, sortValue: (r) => r.make },
    { key: 'renter', header: 'Renter', text: carOwner, sortValue: (r) => r.carowner_lname },
    unit,
    {
      key: 'owner',
      header: 'Owner',
      text: (r) => (contact(r) ? `${contact(r)!.last_name}, ${contact(r)!.first_name}` : ''),
      sortValue: (r) => contact(r)?.last_name ?? '',
    },
    { key: 'phone', header: 'Phone', text: (r) => contact(r)?.phone ?? '' },
    { key: 'email', header: 'Email', text: (r) => contact(r)?.email ?? '' },
    start,
    end,
    daysColumn('renter'),
    historyColumn(openHistory),
    onsiteColumn(today),
  ];
}

export function tableColumns(columns: readonly ReportColumn[]): TableColumn<CarUsageRecord>[] {
  // The server sorts a report by the column's key (docs/adr/0010 REPORT_SORT_KEYS).
  return columns.map(({ key, header, text, sortValue, render }) => ({
    key,
    header,
    sortKey: sortValue ? key : undefined,
    render: render ?? text,
  }));
}
