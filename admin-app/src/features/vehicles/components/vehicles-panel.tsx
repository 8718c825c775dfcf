// spec §2 All Vehicles: filters, a sortable list (the phone layout shows the phone), owner
// details on a plate click, delete and status change. In read-only mode (spec §6) the change
// actions show the not-authorized alerts instead of calling the server.
import { useMemo, useState } from 'react';
import {
  AUTHZ,
  dstr,
  isOnsite,
  isSentinel,
  spotTypeName,
  type Vehicle,
} from '@parking/shared/domain';
import {
  Button,
  ErrorBox,
  IconButton,
  InformationDialog,
  LIST_MAX_HEIGHT_PX,
  Panel,
  ResponsiveTable,
  type TableColumn,
  useConfirm,
} from '@parking/shared/ui';
import { useAllVehicles } from '../hooks/use-all-vehicles';
import { distinctUnits, filterVehicles, noFilters } from '../hooks/vehicle-filters';
import { VehicleFilterBar } from './vehicle-filter-bar';
import { VehicleOwnerDetails } from './vehicle-owner-details';
import { VehicleStatusForm } from './vehicle-status-form';

export const VEHICLES_TITLE = 'All Vehicles';

export function VehiclesPanel({ readOnly = false }: { readOnly?: boolean }) {
  const { vehicles, error, remove, changeStatus } = useAllVehicles();
  const [filters, setFilters] = useState(noFilters);
  const [details, setDetails] = useState<Vehicle | null>(null);
  const [statusOf, setStatusOf] = useState<Vehicle | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const today = dstr();
  const shown = useMemo(() => filterVehicles(vehicles, filters, today), [vehicles, filters, today]);

  const askDelete = async (vehicle: Vehicle) => {
    if (readOnly) return setAlert(AUTHZ.deleteVehicle);
    const title = 'Are you sure you want to delete?';
    if (await confirm({ title, confirmLabel: 'Delete', tone: 'danger' })) await remove(vehicle);
  };

  const columns: TableColumn<Vehicle>[] = [
    {
      key: 'plate',
      header: 'Plate',
      sortValue: (v) => v.plate,
      render: (v) => (
        <Button variant="ghost" size="sm" onClick={() => setDetails(v)}>
          {v.plate}
        </Button>
      ),
    },
    { key: 'plate_state', header: 'State' },
    {
      key: 'vehicle_type',
      header: 'Type',
      sortValue: (v) => spotTypeName(v.vehicle_type),
      render: (v) => spotTypeName(v.vehicle_type),
    },
    { key: 'carownertype', header: 'Belongs to', sortValue: (v) => v.carownertype },
    { key: 'make', header: 'Make', sortValue: (v) => v.make },
    { key: 'unitnumber', header: 'Unit', sortValue: (v) => v.unitnumber },
    {
      key: 'name',
      header: 'Name',
      sortValue: (v) => v.carowner_lname.toLowerCase(),
      render: (v) => `${v.carowner_fname} ${v.carowner_lname}`,
    },
    { key: 'carownerphone', header: 'Phone', showOn: 'phone' },
    {
      key: 'enddate',
      header: 'Checkout',
      sortValue: (v) => v.enddate,
      render: (v) => (isSentinel(v.enddate) ? '' : v.enddate),
    },
    {
      key: 'onsite',
      header: 'Onsite',
      sortValue: (v) => (isOnsite(v.enddate, today) ? 1 : 0),
      render: (v) => (
        <Button
          variant="ghost"
          size="sm"
          // The visible Yes or No is part of the name (axe label-content-name-mismatch).
          aria-label={`Change status of ${v.plate}: ${isOnsite(v.enddate, today) ? 'Yes' : 'No'}`}
          onClick={() => (readOnly ? setAlert(AUTHZ.changeStatus) : setStatusOf(v))}
        >
          {isOnsite(v.enddate, today) ? 'Yes' : 'No'}
        </Button>
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
      <VehicleFilterBar value={filters} units={distinctUnits(vehicles)} onChange={setFilters} />
      <ErrorBox message={error} />
      <ResponsiveTable
        label={VEHICLES_TITLE}
        columns={columns}
        rows={shown}
        rowKey={(v) => v._id}
        emptyText="No vehicles"
        // The server's order (by unit), so the phone's "Sort by" names it.
        initialSort={{ key: 'unitnumber', direction: 'ascending' }}
        maxHeight={LIST_MAX_HEIGHT_PX}
      />
      {dialog}
      {details ? <VehicleOwnerDetails vehicle={details} onClose={() => setDetails(null)} /> : null}
      {statusOf ? (
        <VehicleStatusForm
          vehicle={statusOf}
          onSave={(enddate) => changeStatus(statusOf, enddate)}
          onClose={() => setStatusOf(null)}
        />
      ) : null}
      <InformationDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Panel>
  );
}
