// spec §2 All Vehicles: filters, a sortable list (the phone layout shows the phone), owner
// details on a plate click, delete and status change. The server pages, sorts and filters;
// only the visible rows are rendered. In read-only mode (spec §6) the change
// actions show the not-authorized alerts instead of calling the server.
import { useState } from 'react';
import {
  AUTHZ,
  dstr,
  isOnsite,
  isSentinel,
  carOwnerTypeName,
  spotTypeName,
  type Vehicle,
} from '@parking/shared/domain';
import { pagingOf } from '@parking/shared/features';
import {
  ErrorBox,
  IconButton,
  InformationDialog,
  LinkButton,
  LIST_MAX_HEIGHT_PX,
  PagedTable,
  Panel,
  type TableColumn,
  useConfirm,
} from '@parking/shared/ui';
import { useAllVehicles } from '../hooks/use-all-vehicles';
import { noFilters } from '../hooks/vehicle-filters';
import { VehicleFilterBar } from './vehicle-filter-bar';
import { VehicleOwnerDetails } from './vehicle-owner-details';
import { VehicleStatusForm } from './vehicle-status-form';

export const VEHICLES_TITLE = 'All Vehicles';

export const vehicleCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'vehicle' : 'vehicles'}`;

export function VehiclesPanel({ readOnly = false }: { readOnly?: boolean }) {
  const [filters, setFilters] = useState(noFilters);
  const { list, units, remove, changeStatus } = useAllVehicles(filters);
  const [details, setDetails] = useState<Vehicle | null>(null);
  const [statusOf, setStatusOf] = useState<Vehicle | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const today = dstr();

  const askDelete = async (vehicle: Vehicle) => {
    if (readOnly) return setAlert(AUTHZ.deleteVehicle);
    const title = 'Are you sure you want to delete?';
    if (await confirm({ title, confirmLabel: 'Delete', tone: 'danger' })) await remove(vehicle);
  };

  const columns: TableColumn<Vehicle>[] = [
    {
      key: 'plate',
      header: 'Plate',
      sortKey: 'plate',
      render: (v) => <LinkButton onClick={() => setDetails(v)}>{v.plate}</LinkButton>,
    },
    { key: 'plate_state', header: 'State', sortKey: 'plate_state' },
    {
      key: 'vehicle_type',
      header: 'Type',
      sortKey: 'vehicle_type',
      render: (v) => spotTypeName(v.vehicle_type),
    },
    {
      key: 'carownertype',
      header: 'Belongs to',
      sortKey: 'carownertype',
      render: (v) => carOwnerTypeName(v.carownertype),
    },
    { key: 'make', header: 'Make', sortKey: 'make' },
    { key: 'unitnumber', header: 'Unit', sortKey: 'unitnumber' },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (v) => `${v.carowner_fname} ${v.carowner_lname}`,
    },
    { key: 'carownerphone', header: 'Phone', showOn: 'phone', sortKey: 'carownerphone' },
    {
      key: 'enddate',
      header: 'Checkout',
      sortKey: 'enddate',
      render: (v) => (isSentinel(v.enddate) ? '' : v.enddate),
    },
    {
      key: 'onsite',
      header: 'Onsite',
      sortKey: 'onsite',
      render: (v) => (
        <LinkButton
          // The visible Yes or No is part of the name (axe label-content-name-mismatch).
          aria-label={`Change status of ${v.plate}: ${isOnsite(v.enddate, today) ? 'Yes' : 'No'}`}
          onClick={() => (readOnly ? setAlert(AUTHZ.changeStatus) : setStatusOf(v))}
        >
          {isOnsite(v.enddate, today) ? 'Yes' : 'No'}
        </LinkButton>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (v) => (
        <IconButton
          icon="delete"
          label={`Delete ${v.plate}`}
          size="sm"
          variant="danger"
          onClick={() => void askDelete(v)}
        />
      ),
    },
  ];

  return (
    <Panel title={VEHICLES_TITLE}>
      <VehicleFilterBar value={filters} units={units} onChange={setFilters} />
      <ErrorBox message={list.error} />
      <PagedTable
        label={VEHICLES_TITLE}
        columns={columns}
        rowHeight="buttons"
        rows={list.rows}
        countText={vehicleCount}
        rowKey={(v) => v._id}
        emptyText="No vehicles"
        maxHeight={LIST_MAX_HEIGHT_PX}
        {...pagingOf(list)}
      />
      {dialog}
      {details ? <VehicleOwnerDetails vehicle={details} onClose={() => setDetails(null)} /> : null}
      {statusOf ? (
        <VehicleStatusForm
          vehicle={statusOf}
          onSave={(enddate, note) => changeStatus(statusOf, enddate, note)}
          onClose={() => setStatusOf(null)}
        />
      ) : null}
      <InformationDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Panel>
  );
}
