// spec §2 Renter Vehicles columns: Plate, Type, Make, Model, Year, Name, Checkout, Action. The
// plate opens the Modify form; Action deletes. Renters cannot change onsite status (spec §6).
import styled from 'styled-components';
import { NO_DATE, spotTypeName, type Vehicle } from '@parking/shared/domain';
import { IconButton, type TableColumn } from '@parking/shared/ui';

export interface RenterVehicleActions {
  edit: (vehicle: Vehicle) => void;
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

export function renterVehicleColumns(actions: RenterVehicleActions): TableColumn<Vehicle>[] {
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
    { key: 'vehicle_type', header: 'Type', render: (v) => spotTypeName(v.vehicle_type) },
    { key: 'make', header: 'Make' },
    { key: 'model', header: 'Model' },
    { key: 'year', header: 'Year' },
    { key: 'name', header: 'Name', render: (v) => `${v.carowner_lname}, ${v.carowner_fname}` },
    {
      key: 'enddate',
      header: 'Checkout',
      sortValue: (v) => v.enddate,
      render: (v) => (v.enddate === NO_DATE ? '' : v.enddate),
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
