// spec §2 Renter Dashboard list 'Renter Vehicles {date}': a plus icon to add, plate links to
// modify, delete links (with confirmation); table on wide screens, cards below 800 px; 'No
// vehicles registered' when empty. Adding first checks the renter limits of spec §8.
import { useState } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '@parking/shared/domain';
import { LazyVehicleForm, useSpotTypes } from '@parking/shared/features';
import {
  ErrorBox,
  IconButton,
  InformationDialog,
  Panel,
  ResponsiveTable,
  useConfirm,
} from '@parking/shared/ui';
import { useRenterAdd } from '../hooks/use-renter-add';
import { useRenterVehicles } from '../hooks/use-renter-vehicles';
import { renterVehicleColumns } from './renter-vehicle-columns';

export const NO_VEHICLES = 'No vehicles registered';
export const DELETE_VEHICLE_QUESTION = 'Are you sure you want to delete?';

type OpenForm = { kind: 'register' } | { kind: 'modify'; vehicle: Vehicle } | null;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lines = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export function RenterVehiclesPanel() {
  const { vehicles, loading, error, today, remove } = useRenterVehicles();
  const spotTypes = useSpotTypes();
  const [form, setForm] = useState<OpenForm>(null);
  const add = useRenterAdd(() => setForm({ kind: 'register' }));
  const { confirm, dialog } = useConfirm();
  const title = `Renter Vehicles ${today}`;

  const askDelete = async (vehicle: Vehicle) => {
    if (await confirm({ title: DELETE_VEHICLE_QUESTION, confirmLabel: 'Delete', tone: 'danger' })) {
      await remove(vehicle);
    }
  };

  const columns = renterVehicleColumns({
    edit: (vehicle) => setForm({ kind: 'modify', vehicle }),
    remove: (vehicle) => void askDelete(vehicle),
  });

  return (
    <Panel
      title={title}
      actions={
        <IconButton
          icon="add"
          label="Add"
          variant="primary"
          disabled={add.checking}
          onClick={() => void add.start()}
        />
      }
    >
      <ErrorBox message={error} />
      {loading && vehicles.length === 0 ? (
        <Muted aria-busy="true">Loading vehicles…</Muted>
      ) : (
        <ResponsiveTable
          label={title}
          columns={columns}
          rows={vehicles}
          rowKey={(v) => v._id}
          emptyText={NO_VEHICLES}
        />
      )}
      <LazyVehicleForm
        open={form !== null}
        role="renter"
        vehicle={form?.kind === 'modify' ? form.vehicle : null}
        spotTypes={spotTypes}
        askCheckoutDate
        onClose={() => setForm(null)}
      />
      <InformationDialog
        open={add.notice !== null}
        message={
          <Lines>
            {add.notice?.messages.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Lines>
        }
        onClose={add.closeNotice}
      />
      {dialog}
    </Panel>
  );
}
