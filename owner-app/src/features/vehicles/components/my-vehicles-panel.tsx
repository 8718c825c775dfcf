// spec §2 My Vehicles: header with name, email and unit; an add button; the vehicle table (cards
// on phones); 'No vehicles registered' when empty; edit, status, history and delete per row.
import { useState } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '@parking/shared/domain';
import { LazyVehicleForm, VehicleUsagePopup, useSpotTypes } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  ErrorBox,
  IconButton,
  Panel,
  ResponsiveTable,
  useConfirm,
  usePhoneLayout,
} from '@parking/shared/ui';
import { useLeaveVehicle } from '../hooks/use-leave-vehicle';
import { useMyVehicles } from '../hooks/use-my-vehicles';
import type { DayAction } from '../vehicle-day';
import { CheckoutPicker } from './checkout-picker';
import { MyVehicleCards } from './my-vehicle-cards';
import { myVehicleColumns } from './my-vehicles-columns';
import { VehicleStatusPopup } from './vehicle-status-popup';

export const NO_VEHICLES = 'No vehicles registered';
export const DELETE_VEHICLE_QUESTION = 'Are you sure you want to delete?';

type OpenPopup =
  | { kind: 'register' }
  | { kind: 'modify'; vehicle: Vehicle }
  | { kind: 'status'; vehicle: Vehicle }
  | { kind: 'pick'; vehicle: Vehicle; action: DayAction }
  | { kind: 'history'; vehicle: Vehicle }
  | null;

const Owner = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MyVehiclesPanelProps {
  /** Switches the dashboard to its Payments view (the receipt's link). */
  onShowPayments?: () => void;
}

export function MyVehiclesPanel({ onShowPayments }: MyVehiclesPanelProps = {}) {
  const { vehicles, loading, error, remove } = useMyVehicles();
  const phone = usePhoneLayout();
  const { leave, leaving } = useLeaveVehicle();
  const spotTypes = useSpotTypes();
  const [popup, setPopup] = useState<OpenPopup>(null);
  const { confirm, dialog } = useConfirm();
  const close = () => setPopup(null);

  const askDelete = async (vehicle: Vehicle) => {
    if (await confirm({ title: DELETE_VEHICLE_QUESTION, confirmLabel: 'Delete', tone: 'danger' })) {
      await remove(vehicle);
    }
  };

  const showPayments = onShowPayments
    ? () => {
        close();
        onShowPayments();
      }
    : undefined;

  const actions = {
    edit: (vehicle: Vehicle) => setPopup({ kind: 'modify', vehicle }),
    pick: (vehicle: Vehicle, action: DayAction) => setPopup({ kind: 'pick', vehicle, action }),
    leave: (vehicle: Vehicle) => void leave(vehicle),
    leaving,
    status: (vehicle: Vehicle) => setPopup({ kind: 'status', vehicle }),
    history: (vehicle: Vehicle) => setPopup({ kind: 'history', vehicle }),
    remove: (vehicle: Vehicle) => void askDelete(vehicle),
  };
  const columns = myVehicleColumns(actions);

  return (
    <Panel
      title="My Vehicles"
      actions={
        <IconButton
          icon="add"
          label="Add vehicle"
          variant="primary"
          onClick={() => setPopup({ kind: 'register' })}
        />
      }
    >
      <Owner>
        {[session.get('username'), session.get('email'), `Unit: ${session.get('unitnumber') ?? ''}`]
          .filter(Boolean)
          .join(' · ')}
      </Owner>
      <ErrorBox message={error} />
      {loading && vehicles.length === 0 ? (
        <Owner aria-busy="true">Loading vehicles…</Owner>
      ) : phone && vehicles.length > 0 ? (
        <MyVehicleCards vehicles={vehicles} columns={columns} actions={actions} />
      ) : (
        <ResponsiveTable
          label="My Vehicles"
          columns={columns}
          rows={vehicles}
          rowKey={(v) => v._id}
          emptyText={NO_VEHICLES}
        />
      )}
      <LazyVehicleForm
        open={popup?.kind === 'register' || popup?.kind === 'modify'}
        role="owner"
        vehicle={popup?.kind === 'modify' ? popup.vehicle : null}
        spotTypes={spotTypes}
        onClose={close}
      />
      {popup?.kind === 'status' ? (
        <VehicleStatusPopup
          vehicle={popup.vehicle}
          spotTypes={spotTypes}
          onClose={close}
          onShowPayments={showPayments}
        />
      ) : null}
      {popup?.kind === 'pick' ? (
        <CheckoutPicker
          vehicle={popup.vehicle}
          action={popup.action}
          spotTypes={spotTypes}
          onClose={close}
          onShowPayments={showPayments}
        />
      ) : null}
      {popup?.kind === 'history' ? (
        <VehicleUsagePopup
          open
          vehicleid={popup.vehicle.vehicleid || popup.vehicle._id}
          onClose={close}
        />
      ) : null}
      {dialog}
    </Panel>
  );
}
