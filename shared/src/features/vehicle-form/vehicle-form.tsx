// spec §2 Register/Modify Vehicle form (popup, owner and renter): create mode is labelled
// Register, modify mode edits the vehicle. Submit validates, then the Parking payment summary
// opens over the locked form; closing the summary unlocks it.
// The fields are checked with the form's schema (vehicleFormSchema: the request's fields and
// the product's Vehicle rules for the role, today and the type) through react-hook-form
// (docs/adr/0035).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  dstr,
  vehicleFormField,
  vehicleFormSchema,
  type CheckedVehicleFormValues,
  type SpotType,
  type Vehicle,
} from '../../domain';
import { InformationDialog, PopupForm } from '../../ui';
import { PaymentSummary } from '../payment-summary/payment-summary';
import { checkedValues, useSchemaForm } from '../form-checks';
import { useVehicleSave } from './use-vehicle-save';
import { VehicleFormFields } from './vehicle-form-fields';
import {
  changeVehicleType,
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

function changedFields(
  before: VehicleFormValues,
  after: VehicleFormValues,
): (keyof VehicleFormValues)[] {
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
  const schema = useMemo(
    () => vehicleFormSchema({ role, today, checksCheckout: askCheckoutDate }),
    [role, today, askCheckoutDate],
  );
  // docs/adr/0035 "Forms": the first check on Submit, then each field re-checks as it changes.
  const form = useSchemaForm<VehicleFormValues, CheckedVehicleFormValues>(
    schema,
    initialVehicleValues({ role, vehicle, spotTypes, today }),
  );
  // The server's field errors show under the same fields and clear like the form's own.
  const showFieldErrors = (found: Record<string, string>) => {
    for (const [field, message] of Object.entries(found)) {
      form.setError(vehicleFormField(field) as keyof VehicleFormValues, {
        type: 'server',
        message,
      });
    }
  };
  const flow = useVehicleSave({ role, vehicle, spotTypes, showFieldErrors, onSaved, onClose });
  // The submit icon is active only once the terms are accepted.
  const termsAccepted = useWatch({ control: form.control, name: 'termsAccepted' });

  const changeType = (vehicleType: string) => {
    const before = form.getValues();
    const after = changeVehicleType(before, vehicleType);
    const changed = changedFields(before, after);
    // The errors under the fields the type filled or cleared were about their old values: they
    // go at once, and after a Submit those fields re-check like typed ones.
    form.clearErrors(changed);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const key of changed) form.setValue(key, after[key], options);
  };

  const submit = async (): Promise<boolean> => {
    const values = await checkedValues(form);
    // false keeps the form open (and locked while the summary shows).
    if (values) await flow.review(values);
    return false;
  };

  return (
    <>
      <PopupForm
        open
        title={flow.mode === 'create' ? 'Register Vehicle' : 'Modify Vehicle'}
        submitLabel={flow.mode === 'create' ? 'Register' : 'Submit'}
        width="lg"
        locked={flow.pending !== null}
        submitDisabled={!termsAccepted}
        onSubmit={submit}
        onClose={onClose}
      >
        <VehicleFormFields
          role={role}
          form={form}
          spotTypes={spotTypes}
          askCheckoutDate={askCheckoutDate}
          today={today}
          onVehicleTypeChange={changeType}
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
