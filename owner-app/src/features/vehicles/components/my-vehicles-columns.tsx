// spec §2 My Vehicles columns: Plate, Make, Model, Year, Name, Type, Checkout, Onsite, History,
// Action. The plate opens the edit form; Onsite opens the status popup (renter vehicles show
// only Yes/No); History shows the number of changes and opens the usage popup.
import styled from 'styled-components';
import { NO_DATE, dstr, isOnsite, spotTypeName, type Vehicle } from '@parking/shared/domain';
import { IconButton, type TableColumn } from '@parking/shared/ui';
import type { DayAction } from '../vehicle-day';
import { DayActions, StatusChip } from './day-status';

export interface VehicleActions {
  edit: (vehicle: Vehicle) => void;
  /** Park or Extend: opens the checkout picker (docs/adr/0026-owner-day-in-one-tap.md). */
  pick: (vehicle: Vehicle, action: DayAction) => void;
  leave: (vehicle: Vehicle) => void;
  /** The car being taken offsite right now. */
  leaving: string | null;
  status: (vehicle: Vehicle) => void;
  history: (vehicle: Vehicle) => void;
  remove: (vehicle: Vehicle) => void;
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 2px;
  }
`;

const StatusCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export function onsiteText(vehicle: Vehicle): 'Yes' | 'No' {
  return isOnsite(vehicle.enddate, dstr()) ? 'Yes' : 'No';
}

export function myVehicleColumns(actions: VehicleActions): TableColumn<Vehicle>[] {
  return [
    {
      key: 'plate',
      header: 'Plate',
      sortValue: (v) => v.plate,
      render: (v) => (
        <LinkButton
          type="button"
          aria-label={`Edit vehicle ${v.plate}`}
          onClick={() => actions.edit(v)}
        >
          {v.plate}
        </LinkButton>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (v) => (
        <StatusCell>
          <StatusChip vehicle={v} />
          <DayActions
            vehicle={v}
            onPick={actions.pick}
            onLeave={actions.leave}
            busy={actions.leaving === (v.vehicleid || v._id)}
          />
        </StatusCell>
      ),
    },
    { key: 'make', header: 'Make' },
    { key: 'model', header: 'Model' },
    { key: 'year', header: 'Year' },
    { key: 'name', header: 'Name', render: (v) => `${v.carowner_lname}, ${v.carowner_fname}` },
    { key: 'vehicle_type', header: 'Type', render: (v) => spotTypeName(v.vehicle_type) },
    { key: 'enddate', header: 'Checkout', render: (v) => (v.enddate === NO_DATE ? '' : v.enddate) },
    {
      key: 'onsite',
      header: 'Onsite',
      render: (v) =>
        // spec §6: renters' vehicles cannot change status from the list.
        v.carownertype === 'renter' ? (
          onsiteText(v)
        ) : (
          <LinkButton
            type="button"
            aria-label={`Onsite status of ${v.plate}: ${onsiteText(v)}`}
            onClick={() => actions.status(v)}
          >
            {onsiteText(v)}
          </LinkButton>
        ),
    },
    {
      key: 'history',
      header: 'History',
      render: (v) => (
        <LinkButton
          type="button"
          aria-label={`History of ${v.plate}: ${v.number_of_changes} changes`}
          onClick={() => actions.history(v)}
        >
          {v.number_of_changes}
        </LinkButton>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (v) => (
        <IconButton
          icon="delete"
          label={`Delete vehicle ${v.plate}`}
          variant="danger"
          size="sm"
          onClick={() => actions.remove(v)}
        />
      ),
    },
  ];
}
