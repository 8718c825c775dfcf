// spec §2 HOA Settings: soft delete (status_flag 9 on vehicles whose checkout is before a date,
// default 7 days back, spec §4/§9) and hard delete, each after a confirmation. The date goes up
// to today only, and the confirmation says how many vehicles it will mark.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hardDeleteVehicles, softDeleteVehicles } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS, dstr, softDeleteDefault } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { Button, ButtonRow, DateField, Panel, useConfirm } from '@parking/shared/ui';

export const SOFT_DELETE_QUESTION = 'Soft delete the vehicles checked out before this date?';
export const HARD_DELETE_QUESTION = 'Permanently delete the soft-deleted vehicles?';
export const softDeleteCountText = (count: number) =>
  `It will mark ${count} ${count === 1 ? 'vehicle' : 'vehicles'}.`;

export function VehicleCleanupBoxes() {
  const today = dstr();
  const [enddate, setEnddate] = useState(() => softDeleteDefault(today));
  const { confirm, dialog } = useConfirm();
  const client = useQueryClient();
  // docs/adr/0011: removed vehicles leave every vehicle list and report of the page.
  const refreshVehicles = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      client.invalidateQueries({ queryKey: queryKeys.reports.all }),
    ]);

  const softDelete = async () => {
    let count: number;
    try {
      count = (await softDeleteVehicles({ enddate, preview: true })).count;
    } catch (failure) {
      reportApiError(failure);
      return;
    }
    const message = `${SOFT_DELETE_QUESTION} (${enddate}) ${softDeleteCountText(count)}`;
    if (!(await confirm({ title: message, confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      await softDeleteVehicles({ enddate });
      publishSuccess(SUCCESS.vehiclesSoftDelete);
      await refreshVehicles();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  const hardDelete = async () => {
    if (!(await confirm({ title: HARD_DELETE_QUESTION, confirmLabel: 'Delete', tone: 'danger' }))) {
      return;
    }
    try {
      await hardDeleteVehicles();
      publishSuccess(SUCCESS.vehiclesDelete);
      await refreshVehicles();
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return (
    <>
      <Panel title="Soft delete vehicles" headingLevel={3}>
        <DateField
          label="Checked out before"
          max={today}
          value={enddate}
          onChange={(e) => setEnddate(e.target.value)}
        />
        <ButtonRow>
          <Button variant="danger" disabled={!enddate} onClick={() => void softDelete()}>
            Soft delete vehicles
          </Button>
        </ButtonRow>
      </Panel>
      <Panel title="Hard delete vehicles" headingLevel={3}>
        <ButtonRow>
          <Button variant="danger" onClick={() => void hardDelete()}>
            Hard delete vehicles
          </Button>
        </ButtonRow>
      </Panel>
      {dialog}
    </>
  );
}
