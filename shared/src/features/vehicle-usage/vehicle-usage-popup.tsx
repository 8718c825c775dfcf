// spec §2 Vehicle usage popup: vehicle id, today's date, type, name, make/model, plate/year,
// unit and phone, and the change history (change date, start, end, days). A renter vehicle
// also shows the unit owner's name, phone and email. The app that opens it may add links about the
// vehicle (the admin app: 'Audit entries'); the owner app adds none.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  dstr,
  isSentinel,
  spotTypeName,
  usageDays,
  type ChangeHistoryEntry,
  type Vehicle,
} from '../../domain';
import { Button, DialogFrame, ErrorBox, ResponsiveTable, type TableColumn } from '../../ui';
import { useVehicleUsage } from './use-vehicle-usage';

export interface VehicleUsagePopupProps {
  open: boolean;
  vehicleid: string;
  onClose: () => void;
  /** Links about the loaded vehicle, shown under its facts (e.g. the admin's 'Audit entries'). */
  links?: (vehicle: Vehicle) => ReactNode;
}

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const historyColumns: readonly TableColumn<ChangeHistoryEntry & { index: number }>[] = [
  { key: 'change_date', header: 'Change date' },
  { key: 'startdate', header: 'Start' },
  {
    key: 'enddate',
    header: 'End',
    // spec §3: a 1970-01-01 checkout means the car was set offsite, as My Vehicles shows it.
    render: (entry) => (isSentinel(entry.enddate) ? 'Offsite' : entry.enddate),
  },
  {
    key: 'days',
    header: 'Days',
    align: 'end',
    render: (entry) => usageDays(entry.startdate, entry.enddate, 'owner') ?? '',
  },
];

function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const owner = vehicle.carownertype === 'renter' ? vehicle.userdata : undefined;
  const facts: [string, string][] = [
    ['Vehicle id', vehicle.vehicleid || vehicle._id],
    ['Date', dstr()],
    ['Type', spotTypeName(vehicle.vehicle_type)],
    ['Name', `${vehicle.carowner_lname}, ${vehicle.carowner_fname}`],
    ['Make/Model', `${vehicle.make} ${vehicle.model}`.trim()],
    ['Plate/Year', `${vehicle.plate} ${vehicle.year}`.trim()],
    ['Unit', vehicle.unitnumber],
    ['Phone', vehicle.carownerphone],
  ];
  if (owner) {
    facts.push(
      ["Owner's name", `${owner.last_name}, ${owner.first_name}`],
      ["Owner's phone", owner.phone],
      ["Owner's email", owner.email],
    );
  }
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

function VehicleUsageBody({ vehicleid, onClose, links }: Omit<VehicleUsagePopupProps, 'open'>) {
  const { vehicle, error } = useVehicleUsage(vehicleid);
  const history = (vehicle?.change_history ?? []).map((entry, index) => ({ ...entry, index }));
  return (
    <DialogFrame
      title="Vehicle Usage"
      width="md"
      onDismiss={onClose}
      dismissOnBackdrop
      actions={
        <Button variant="secondary" icon="cancel" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ErrorBox message={error} />
      {vehicle ? (
        <>
          <VehicleFacts vehicle={vehicle} />
          {links ? <Links>{links(vehicle)}</Links> : null}
          <ResponsiveTable
            label="Change history"
            columns={historyColumns}
            rows={history}
            rowKey={(entry) => entry.index}
            emptyText="No changes"
          />
        </>
      ) : null}
    </DialogFrame>
  );
}

export function VehicleUsagePopup({ open, ...props }: VehicleUsagePopupProps) {
  return open ? <VehicleUsageBody {...props} /> : null;
}
