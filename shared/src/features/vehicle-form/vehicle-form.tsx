// spec §2 Register/Modify Vehicle form (popup, owner and renter): create mode is labelled
// Register, modify mode edits the vehicle. Submit validates, then the Parking payment summary
// opens over the locked form; closing the summary unlocks it.
import { useState } from 'react';
import { dstr, type SpotType, type Vehicle } from '../../domain';
import { InformationDialog, PopupForm } from '../../ui';
import { PaymentSummary } from '../payment-summary/payment-summary';
import { useVehicleSave } from './use-vehicle-save';
import { VehicleFormFields } from './vehicle-form-fields';
import {
  initialVehicleValues,
  type VehicleFormRole,
  type VehicleFormValues,
} from './vehicle-form-values';

export interface VehicleFormProps {
  open: boolean;
  role: VehicleFormRole;
  /** The vehicle to modify; absent or null registers a new one. */
  vehicle?: Vehicle | null;
  /** The community's spot types (session hoa_parking_spots). */
  spotTypes: readonly SpotType[];
  /** The renter form asks for a checkout date (spec §5 'End Date field cannot be before today'). */
  askCheckoutDate?: boolean;
  /** After a save, beside the vehicle lists being read again (docs/adr/0011). */
  onSaved?: (vehicle: Vehicle) => void;
  onClose: () => void;
}

function changedFields(before: VehicleFormValues, after: VehicleFormValues): string[] {
  return (Object.keys(after) as (keyof VehicleFormValues)[]).filter(
    (key) => before[key] !== after[key],
  );
}

function VehicleFormBody({
  role,
  vehicle,
  spotTypes,
  askCheckoutDate = false,
  onSaved,
  onClose,
}: Omit<VehicleFormProps, 'open'>) {
  const today = dstr();
  const [values, setValues] = useState(() =>
    initialVehicleValues({ role, vehicle, spotTypes, today }),
  );
  const flow = useVehicleSave({ role, vehicle, spotTypes, onSaved, onClose });
  const change = (next: VehicleFormValues) => {
    // A new vehicle type fills or clears the Dumpster placeholders: the errors under those
    // fields were about the old values, so they go.
    if (next.vehicle_type !== values.vehicle_type) flow.dropErrors(changedFields(values, next));
    setValues(next);
  };

  return (
    <>
      <PopupForm
        open
        title={flow.mode === 'create' ? 'Register Vehicle' : 'Modify Vehicle'}
        submitLabel={flow.mode === 'create' ? 'Register' : 'Submit'}
        width="lg"
        locked={flow.pending !== null}
        submitDisabled={!values.termsAccepted}
        onSubmit={() => flow.review(values)}
        onClose={onClose}
      >
        <VehicleFormFields
          role={role}
          values={values}
          errors={flow.errors}
          spotTypes={spotTypes}
          askCheckoutDate={askCheckoutDate}
          today={today}
          onChange={change}
        />
      </PopupForm>
      {flow.pending ? (
        <PaymentSummary
          open
          role={role}
          vehicle={flow.pending.vehicle}
          charge={flow.pending.charge}
          onSubmit={flow.save}
          onPay={flow.pay}
          onPaid={flow.paid}
          onClose={flow.closeSummary}
        />
      ) : null}
      <InformationDialog
        open={flow.limitMessage !== null}
        message={flow.limitMessage}
        onClose={flow.closeLimitMessage}
      />
      <InformationDialog
        open={flow.plateWarning !== null}
        message={flow.plateWarning}
        onClose={flow.closePlateWarning}
      />
    </>
  );
}

export function VehicleForm({ open, ...props }: VehicleFormProps) {
  // Each opening starts from the vehicle (or an empty form), not from the last edit.
  return open ? <VehicleFormBody {...props} /> : null;
}
