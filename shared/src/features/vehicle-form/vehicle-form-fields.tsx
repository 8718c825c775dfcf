// The inputs of the Register/Modify Vehicle form (spec §2), errors under each field (spec §5).
import styled from 'styled-components';
import { isDumpster, type SpotType, type VehicleFields } from '../../domain';
import { CheckboxField, DateField, FieldGrid, SelectField, TextField } from '../../ui';
import {
  belongsToOptions,
  changeVehicleType,
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

interface Props {
  role: VehicleFormRole;
  values: VehicleFormValues;
  errors: Record<string, string>;
  spotTypes: readonly SpotType[];
  askCheckoutDate: boolean;
  today: string;
  onChange: (values: VehicleFormValues) => void;
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
  values,
  errors,
  spotTypes,
  askCheckoutDate,
  today,
  onChange,
}: Props) {
  const dumpster = isDumpster(values.vehicle_type);
  const typeOptions = vehicleTypeOptions(role, spotTypes);
  return (
    <>
      <Note>{MANAGEMENT_PERMISSION_NOTE}</Note>
      <FieldGrid>
        <SelectField
          label="Vehicle type"
          name="vehicle_type"
          options={typeOptions}
          value={values.vehicle_type}
          onChange={(event) => onChange(changeVehicleType(values, event.target.value))}
        />
        <SelectField
          label="Belongs to"
          name="carownertype"
          options={belongsToOptions(role)}
          value={values.carownertype}
          disabled={role === 'renter'}
          onChange={(event) =>
            onChange({
              ...values,
              carownertype: event.target.value as VehicleFormValues['carownertype'],
            })
          }
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            type={field.type}
            value={values[field.key]}
            error={errors[field.key]}
            readOnly={dumpster && field.dumpsterFixed}
            onChange={(event) => onChange({ ...values, [field.key]: event.target.value })}
          />
        ))}
        {askCheckoutDate ? (
          <DateField
            label="Checkout date"
            name="enddate"
            value={values.enddate}
            min={today}
            error={errors.enddate}
            onChange={(event) => onChange({ ...values, enddate: event.target.value })}
          />
        ) : null}
      </FieldGrid>
      {role === 'renter' ? (
        <Terms>
          <CheckboxField
            label={TERMS_LABEL}
            name="terms"
            checked={values.termsAccepted}
            error={errors.terms}
            onChange={(event) => onChange({ ...values, termsAccepted: event.target.checked })}
          />
        </Terms>
      ) : null}
    </>
  );
}
