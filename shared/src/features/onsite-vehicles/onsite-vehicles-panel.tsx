// spec §2 Onsite Vehicles: sortable by plate, type, unit and checkout; a Plates/Records toggle
// switches to a plates-only view titled 'Onsite Vehicles Valid Plates' with today's date. The
// Download Report button exists only for the role xxadmin, which no real sign-in carries. The
// server pages and sorts.
import { useState } from 'react';
import { dstr, isWarningHighlighted, spotTypeName, type Vehicle } from '../../domain';
import { session } from '../../session';
import {
  Button,
  ErrorBox,
  InformationDialog,
  LIST_MAX_HEIGHT_PX,
  PageControls,
  PagedTable,
  Panel,
  PlatesGrid,
  PlatesRecordsToggle,
  TextField,
  type PlatesOrRecords,
  type TableColumn,
} from '../../ui';
import { pageControlsOf, pagingOf } from '../paged-list/paging-props';
import { useOnsiteVehicles } from './use-onsite-vehicles';

export const ONSITE_TITLE = 'Onsite Vehicles';
export const ONSITE_PLATES_TITLE = 'Onsite Vehicles Valid Plates';
export const NO_ONSITE_VEHICLES = 'No onsite vehicles';
/** spec §2: the button "only shows an alert"; the report itself is not part of the product. */
export const DOWNLOAD_REPORT_NOTICE = 'The vehicle report download is not available.';

const onsiteCount = (total: number) =>
  `${total.toLocaleString('en-US')} onsite ${total === 1 ? 'vehicle' : 'vehicles'}`;

const columns: readonly TableColumn<Vehicle>[] = [
  {
    key: 'plate',
    header: 'Plate',
    sortKey: 'plate',
    render: (v) => `${v.plate} ${v.plate_state}`,
  },
  {
    key: 'vehicle_type',
    header: 'Type',
    sortKey: 'vehicle_type',
    render: (v) => spotTypeName(v.vehicle_type),
  },
  { key: 'make', header: 'Make', render: (v) => [v.make, v.model].filter(Boolean).join(' ') },
  { key: 'unitnumber', header: 'Unit', sortKey: 'unitnumber' },
  { key: 'enddate', header: 'Checkout', sortKey: 'enddate' },
];

export interface OnsiteVehiclesPanelProps {
  /** The signed-in role; only 'xxadmin' sees Download Report (spec §2). */
  role: string;
}

export function OnsiteVehiclesPanel({ role }: OnsiteVehiclesPanelProps) {
  const [search, setSearch] = useState('');
  const list = useOnsiteVehicles(search);
  const vehicles = list.rows;
  const [view, setView] = useState<PlatesOrRecords>('records');
  const [noticeOpen, setNoticeOpen] = useState(false);
  const useWarningStatus = session.get('use_warning_status') ?? 0;

  return (
    <Panel
      title={ONSITE_TITLE}
      actions={
        <>
          <PlatesRecordsToggle label="Onsite Vehicles view" value={view} onChange={setView} />
          {role === 'xxadmin' ? (
            <Button variant="secondary" size="sm" onClick={() => setNoticeOpen(true)}>
              Download Report
            </Button>
          ) : null}
        </>
      }
    >
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
            title={ONSITE_PLATES_TITLE}
            date={dstr()}
            plates={vehicles.map((v) => ({ id: v._id, plate: v.plate, detail: v.plate_state }))}
            emptyText={NO_ONSITE_VEHICLES}
          />
          <PageControls
            label={ONSITE_TITLE}
            countText={onsiteCount(list.total)}
            {...pageControlsOf(list)}
          />
        </>
      ) : (
        <PagedTable
          label={ONSITE_TITLE}
          columns={columns}
          rows={vehicles}
          countText={onsiteCount}
          rowKey={(v) => v._id}
          emptyText={NO_ONSITE_VEHICLES}
          maxHeight={LIST_MAX_HEIGHT_PX}
          rowAppearance={(v) => ({
            tone: isWarningHighlighted(v.status_flag, useWarningStatus) ? 'warning' : 'normal',
          })}
          {...pagingOf(list)}
        />
      )}
      <InformationDialog
        open={noticeOpen}
        message={DOWNLOAD_REPORT_NOTICE}
        onClose={() => setNoticeOpen(false)}
      />
    </Panel>
  );
}
