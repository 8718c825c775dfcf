// The History popup's 'Audit entries' link (admins only): the Audit panel filtered to
// the vehicle, whatever its plate was. The admin app hands it to the shared popup's `links` slot;
// the owner app does not, so owners never see it.
import { Link } from 'react-router';
import type { Vehicle } from '@parking/shared/domain';
import { auditHref } from '../lib/audit-filters';

export function AuditEntriesLink({ vehicle }: { vehicle: Vehicle }) {
  return (
    // The visible words start the name (axe label-content-name-mismatch); the plate tells
    // which vehicle's entries open.
    <Link
      to={auditHref({ vehicleid: vehicle.vehicleid || vehicle._id })}
      aria-label={`Audit entries of ${vehicle.plate}`}
    >
      Audit entries
    </Link>
  );
}

/** The `links` slot of VehicleUsagePopup in the admin app. */
export const auditEntriesLinks = (vehicle: Vehicle) => <AuditEntriesLink vehicle={vehicle} />;
