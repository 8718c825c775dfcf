// A unit's allowance exceptions (docs/adr/0007): each field is empty for "community default"
// or a number set by the admin for this unit only. The server checks them again.
import { COMMUNITY_DEFAULT, type UnitAllowance } from '@parking/shared/domain';
import { TextField, type TextFieldProps } from '@parking/shared/ui';

export type AllowanceKey = keyof UnitAllowance;
/** What the admin typed: '' = community default. */
export type AllowanceInput = Record<AllowanceKey, string>;

const allowanceFields: readonly [AllowanceKey, string][] = [
  ['parking_allowed', 'Parking Allowed'],
  ['parking_allowed_renter', 'Renter Parking Allowed'],
  ['owner_free_parking', 'Owner Free Parking'],
  ['renter_free_parking', 'Renter Free Parking'],
];

export const noExceptions: AllowanceInput = {
  parking_allowed: '',
  parking_allowed_renter: '',
  owner_free_parking: '',
  renter_free_parking: '',
};

export function allowanceInput(unit: UnitAllowance): AllowanceInput {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    parking_allowed: text(unit.parking_allowed),
    parking_allowed_renter: text(unit.parking_allowed_renter),
    owner_free_parking: text(unit.owner_free_parking),
    renter_free_parking: text(unit.renter_free_parking),
  };
}

/** The request values: null follows the community; anything else the server checks. */
export function allowanceRequest(input: AllowanceInput): UnitAllowance {
  const value = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    parking_allowed: value(input.parking_allowed),
    parking_allowed_renter: value(input.parking_allowed_renter),
    owner_free_parking: value(input.owner_free_parking),
    renter_free_parking: value(input.renter_free_parking),
  };
}

export interface AllowanceFieldsProps {
  /** Each field's input props: react-hook-form's register, or a value with its onChange. */
  field: (key: AllowanceKey) => Omit<TextFieldProps, 'label'>;
}

export function AllowanceFields({ field }: AllowanceFieldsProps) {
  return (
    <>
      {allowanceFields.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          type="number"
          min={0}
          placeholder={COMMUNITY_DEFAULT}
          {...field(key)}
        />
      ))}
    </>
  );
}
