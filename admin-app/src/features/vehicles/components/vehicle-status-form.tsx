// spec §2 / §6: the admin changes a vehicle's status without the payment form: offsite, or
// onsite until a checkout date (validated like every checkout, spec §5).
import { useState } from 'react';
import {
  CHECKOUT_WINDOW_DAYS,
  addDays,
  dstr,
  isOnsiteForStatusPopup,
  validateCheckoutDate,
  type Dstr,
  type Vehicle,
} from '@parking/shared/domain';
import { DateField, PopupForm, ToggleButtonGroup } from '@parking/shared/ui';

type Target = 'offsite' | 'onsite';

export interface VehicleStatusFormProps {
  vehicle: Vehicle;
  onSave: (enddate: Dstr | null) => Promise<boolean>;
  onClose: () => void;
}

export function VehicleStatusForm({ vehicle, onSave, onClose }: VehicleStatusFormProps) {
  const today = dstr();
  // spec §4: the status popup shows Onsite only for a checkout after today.
  const onsite = isOnsiteForStatusPopup(vehicle.enddate, today);
  const [target, setTarget] = useState<Target>(onsite ? 'offsite' : 'onsite');
  const [enddate, setEnddate] = useState<Dstr>(onsite ? vehicle.enddate : addDays(today, 1));
  const problem = target === 'onsite' ? validateCheckoutDate(enddate, today) : null;

  return (
    <PopupForm
      open
      title={`Vehicle Status ${vehicle.plate}`}
      onSubmit={() => onSave(target === 'offsite' ? null : enddate)}
      onClose={onClose}
      submitDisabled={problem !== null}
    >
      <p>Current Vehicle Status: {onsite ? 'Onsite' : 'Offsite'}</p>
      <ToggleButtonGroup
        label="New status"
        options={[
          { value: 'offsite', label: 'Change status to offsite' },
          { value: 'onsite', label: 'Change vehicle checkout date' },
        ]}
        value={target}
        onChange={setTarget}
      />
      {target === 'onsite' ? (
        <DateField
          label="Checkout date"
          value={enddate}
          min={today}
          max={addDays(today, CHECKOUT_WINDOW_DAYS)}
          error={problem}
          onChange={(e) => setEnddate(e.target.value)}
        />
      ) : null}
    </PopupForm>
  );
}
