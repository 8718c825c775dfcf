// My Vehicles on a phone (docs/adr/0026-owner-day-in-one-tap.md): each card leads with the plate,
// the status chip (with the checkout) and the one primary action; make, model, year, type and name
// fold into one line, and the Onsite, History and Delete links share the last row. About a
// third of the generic nine-row card, so a resident in the lot finds the car without scrolling.
import styled from 'styled-components';
import { spotTypeName, type Vehicle } from '@parking/shared/domain';
import type { TableColumn } from '@parking/shared/ui';
import { DayActions, StatusChip } from './day-status';
import type { VehicleActions } from './my-vehicles-columns';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Lead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pushed = styled.span`
  margin-left: auto;
`;

export interface MyVehicleCardsProps {
  vehicles: readonly Vehicle[];
  columns: readonly TableColumn<Vehicle>[];
  actions: VehicleActions;
}

function describe(vehicle: Vehicle): string {
  const car = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  // 'Last, First' as the table's Name column writes it.
  const name = [vehicle.carowner_lname, vehicle.carowner_fname].filter(Boolean).join(', ');
  return [car, spotTypeName(vehicle.vehicle_type), name].filter(Boolean).join(' · ');
}

export function MyVehicleCards({ vehicles, columns, actions }: MyVehicleCardsProps) {
  const cell = (key: string, vehicle: Vehicle) =>
    columns.find((column) => column.key === key)?.render?.(vehicle) ?? null;
  return (
    <List aria-label="My Vehicles">
      {vehicles.map((vehicle) => (
        <CardItem key={vehicle._id}>
          <Lead>
            {cell('plate', vehicle)}
            <StatusChip vehicle={vehicle} />
          </Lead>
          <DayActions
            vehicle={vehicle}
            size="md"
            onPick={actions.pick}
            onLeave={actions.leave}
            busy={actions.leaving === (vehicle.vehicleid || vehicle._id)}
          />
          <Muted>{describe(vehicle)}</Muted>
          <Links>
            <span>Onsite: {cell('onsite', vehicle)}</span>
            <span>History: {cell('history', vehicle)}</span>
            <Pushed>{cell('action', vehicle)}</Pushed>
          </Links>
        </CardItem>
      ))}
    </List>
  );
}
