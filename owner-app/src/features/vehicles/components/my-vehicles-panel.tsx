// spec §2 My Vehicles: header with name, email and unit; an add button; the vehicle table (cards
// on phones); 'No vehicles registered' when empty; edit, status, history and delete per row.
import { useState } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '@parking/shared/domain';
import { VehicleForm, VehicleUsagePopup, useSpotTypes } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { ErrorBox, IconButton, Panel, ResponsiveTable, useConfirm } from '@parking/shared/ui';
import { useMyVehicles } from '../hooks/use-my-vehicles';
import { myVehicleColumns } from './my-vehicles-columns';
import { VehicleStatusPopup } from './vehicle-status-popup';

export const NO_VEHICLES = 'No vehicles registered';
export const DELETE_VEHICLE_QUESTION = 'Are you sure you want to delete?';

type OpenPopup =
  | { kind: 'register' }
  | { kind: 'modify'; vehicle: Vehicle }
  | { kind: 'status'; vehicle: Vehicle }
  | { kind: 'history'; vehicle: Vehicle }
  | null;

const Owner = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function MyVehiclesPanel() {
  const { vehicles, loading, error, reload, remove } = useMyVehicles();
  const spotTypes = useSpotTypes();
  const [popup, setPopup] = useState<OpenPopup>(null);
  const { confirm, dialog } = useConfirm();
  const close = () => setPopup(null);

  const askDelete = async (vehicle: Vehicle) => {
    if (await confirm({ title: DELETE_VEHICLE_QUESTION, confirmLabel: 'Delete', tone: 'danger' })) {
      await remove(vehicle);
    }
  };

  const columns = myVehicleColumns({
    edit: (vehicle) => setPopup({ kind: 'modify', vehicle }),
    status: (vehicle) => setPopup({ kind: 'status', vehicle }),
    history: (vehicle) => setPopup({ kind: 'history', vehicle }),
    remove: (vehicle) => void askDelete(vehicle),
  });

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
      ) : (
        <ResponsiveTable
          label="My Vehicles"
          columns={columns}
          rows={vehicles}
          rowKey={(v) => v._id}
          emptyText={NO_VEHICLES}
        />
      )}
      <VehicleForm
        open={popup?.kind === 'register' || popup?.kind === 'modify'}
        role="owner"
        vehicle={popup?.kind === 'modify' ? popup.vehicle : null}
        spotTypes={spotTypes}
        onSaved={() => void reload()}
        onClose={close}
      />
      {popup?.kind === 'status' ? (
        <VehicleStatusPopup
          vehicle={popup.vehicle}
          spotTypes={spotTypes}
          onChanged={() => void reload()}
          onClose={close}
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
