// Leave in one tap (docs/adr/0026-owner-day-in-one-tap.md): the car goes offsite at once, as
// 'Change status to offsite' does in the status popup (spec §4: status 0, enddate 1970-01-01).
// Parking it again is one tap away, so there is no question first.
import { useState } from 'react';
import { changeVehicleStatusDate } from '@parking/shared/api';
import { NO_DATE, SUCCESS, type Vehicle } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { readSessionContext, reportApiError } from '@parking/shared/features';

export function useLeaveVehicle(onChanged: (vehicle: Vehicle) => void) {
  const [leaving, setLeaving] = useState<string | null>(null);
  const leave = async (vehicle: Vehicle): Promise<void> => {
    const vehicleid = vehicle.vehicleid || vehicle._id;
    if (leaving !== null) return;
    setLeaving(vehicleid);
    try {
      const saved = await changeVehicleStatusDate({
        vehicleid,
        status: 0,
        enddate: NO_DATE,
        curdate: readSessionContext().today,
      });
      publishSuccess(SUCCESS.vehicleStatusUpdate);
      onChanged(saved);
    } catch (error) {
      reportApiError(error);
    } finally {
      setLeaving(null);
    }
  };
  return { leave, leaving };
}
