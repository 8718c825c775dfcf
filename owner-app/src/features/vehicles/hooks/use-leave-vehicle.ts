// Leave in one tap (docs/adr/0026-owner-day-in-one-tap.md): the car goes offsite at once, as
// 'Change status to offsite' does in the status popup (spec §4: status 0, enddate 1970-01-01).
// Parking it again is one tap away, so there is no question first.
import { NO_DATE, type Vehicle } from '@parking/shared/domain';
import { readSessionContext, reportApiError } from '@parking/shared/features';
import { useChangeVehicleStatus } from '../api/status-mutations';

export function useLeaveVehicle() {
  const statusChange = useChangeVehicleStatus();
  const leave = async (vehicle: Vehicle): Promise<void> => {
    if (statusChange.isPending) return;
    await statusChange
      .mutateAsync({
        vehicleid: vehicle.vehicleid || vehicle._id,
        status: 0,
        enddate: NO_DATE,
        curdate: readSessionContext().today,
      })
      .catch(reportApiError);
  };
  const leaving = statusChange.isPending ? (statusChange.variables?.vehicleid ?? null) : null;
  return { leave, leaving };
}
