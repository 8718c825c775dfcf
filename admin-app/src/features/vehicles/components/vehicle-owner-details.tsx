// spec §2 All Vehicles: clicking a plate shows the owner details (name, type, unit, phone, make,
// model, year, checkout).
import { carOwnerTypeName, isSentinel, type Vehicle } from '@parking/shared/domain';
import { Button, DialogFrame } from '@parking/shared/ui';

export function VehicleOwnerDetails({
  vehicle,
  onClose,
}: {
  vehicle: Vehicle;
  onClose: () => void;
}) {
  const rows: [string, string][] = [
    ['Name', `${vehicle.carowner_fname} ${vehicle.carowner_lname}`],
    ['Type', carOwnerTypeName(vehicle.carownertype)],
    ['Unit', vehicle.unitnumber],
    ['Phone', vehicle.carownerphone],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Year', vehicle.year],
    ['Checkout', isSentinel(vehicle.enddate) ? '' : vehicle.enddate],
  ];
  return (
    <DialogFrame
      title={`Owner details ${vehicle.plate}`}
      onDismiss={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </DialogFrame>
  );
}
