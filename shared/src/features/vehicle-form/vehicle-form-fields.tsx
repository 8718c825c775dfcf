// The inputs of the Register/Modify Vehicle form (spec §2), errors under each field (spec §5),
// registered with react-hook-form (docs/adr/0035).
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  isDumpster,
  type CheckedVehicleFormValues,
  type SpotType,
  type VehicleFields,
} from '../../domain';
import { CheckboxField, DateField, FieldGrid, SelectField, TextField } from '../../ui';
import {
  belongsToOptions,
  vehicleTypeOptions,
  type VehicleFormRole,
  type VehicleFormValues,
} from './vehicle-form-values';

/** spec §2: the note on the vehicle form, word for word. */
export const MANAGEMENT_PERMISSION_NOTE =
  'You need Management permission for Trailer, Camper/RV, Oversized Vehicle or Dumpsters.';

export const TERMS_LABEL = 'I have read and accept the terms and conditions';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Terms = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The form as react-hook-form holds it: what was typed, and the checked values. */
export type VehicleFormControl = UseFormReturn<
  VehicleFormValues,
  unknown,
  CheckedVehicleFormValues
>;

interface Props {
  role: VehicleFormRole;
  form: VehicleFormControl;
  spotTypes: readonly SpotType[];
  askCheckoutDate: boolean;
  today: string;
  /** A new type fills or clears the Dumpster placeholders (changeVehicleType). */
  onVehicleTypeChange: (vehicleType: string) => void;
}

/** The form's free-text fields: every typed field but the two choices. */
type TextKey = Exclude<keyof VehicleFields, 'vehicle_type' | 'carownertype'>;

const TEXT_FIELDS: readonly {
  key: TextKey;
  label: string;
  type?: string;
  dumpsterFixed?: boolean;
}[] = [
  { key: 'carowner_fname', label: 'First name' },
  { key: 'carowner_lname', label: 'Last name' },
  { key: 'carownerphone', label: 'Phone', type: 'tel' },
  { key: 'make', label: 'Make', dumpsterFixed: true },
  { key: 'model', label: 'Model' },
  { key: 'year', label: 'Year', type: 'text' },
  { key: 'plate', label: 'Plate', dumpsterFixed: true },
  { key: 'plate_state', label: 'State', dumpsterFixed: true },
];

export function VehicleFormFields({
  role,
  form,
  spotTypes,
  askCheckoutDate,
  today,
  onVehicleTypeChange,
}: Props) {
  const { errors } = useFormState({ control: form.control });
  // The type decides which fields hold the Dumpster placeholders, read-only.
  const vehicleType = useWatch({ control: form.control, name: 'vehicle_type' });
  const dumpster = isDumpster(vehicleType);
  return (
    <>
      <Note>{MANAGEMENT_PERMISSION_NOTE}</Note>
      <FieldGrid>
        <SelectField
          label="Vehicle type"
          name="vehicle_type"
          options={vehicleTypeOptions(role, spotTypes)}
          value={vehicleType}
          error={errors.vehicle_type?.message}
          onChange={(event) => onVehicleTypeChange(event.target.value)}
        />
        <SelectField
          label="Belongs to"
          options={belongsToOptions(role)}
          {...form.register('carownertype')}
          disabled={role === 'renter'}
          error={errors.carownertype?.message}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type}
            {...form.register(field.key)}
            error={errors[field.key]?.message}
            readOnly={dumpster && field.dumpsterFixed}
          />
        ))}
        {askCheckoutDate ? (
          <DateField
            label="Checkout date"
            {...form.register('enddate')}
            min={today}
            error={errors.enddate?.message}
          />
        ) : null}
      </FieldGrid>
      {role === 'renter' ? (
        <Terms>
          <CheckboxField
            label={TERMS_LABEL}
            {...form.register('termsAccepted')}
            error={errors.termsAccepted?.message}
          />
        </Terms>
      ) : null}
    </>
  );
}
