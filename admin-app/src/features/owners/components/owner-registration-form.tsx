// spec §2 Owners → Add: the Owner Registration form. The server validates; its field errors show
// under the fields. Parking values default to 5 / 2 / 0 / 0.
import { useState } from 'react';
import { registerOwner } from '@parking/shared/api';
import { SUCCESS, type RegisterOwnerRequest } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';

type TextKey =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'unitnumber'
  | 'pincode'
  | 'password'
  | 'password2';
type NumberKey =
  'parking_allowed' | 'parking_allowed_renter' | 'owner_free_parking' | 'renter_free_parking';

const textFields: readonly [TextKey, string, string?][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['unitnumber', 'Unit Number'],
  ['pincode', 'Pin Code'],
  ['password', 'Password', 'password'],
  ['password2', 'Confirm Password', 'password'],
];
const numberFields: readonly [NumberKey, string][] = [
  ['parking_allowed', 'Parking Allowed'],
  ['parking_allowed_renter', 'Renter Parking Allowed'],
  ['owner_free_parking', 'Owner Free Parking'],
  ['renter_free_parking', 'Renter Free Parking'],
];

const emptyText: Record<TextKey, string> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  unitnumber: '',
  pincode: '',
  password: '',
  password2: '',
};
const defaultNumbers: Record<NumberKey, number> = {
  parking_allowed: 5,
  parking_allowed_renter: 2,
  owner_free_parking: 0,
  renter_free_parking: 0,
};

export interface OwnerRegistrationFormProps {
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
}

export function OwnerRegistrationForm({ open, onClose, onRegistered }: OwnerRegistrationFormProps) {
  const [text, setText] = useState(emptyText);
  const [numbers, setNumbers] = useState(defaultNumbers);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setText(emptyText);
    setNumbers(defaultNumbers);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const hoaid = session.get('hoaid') ?? '';
    const request: RegisterOwnerRequest = {
      ...text,
      ...numbers,
      hoaid,
      hoaid2: hoaid,
      role: 'owner',
    };
    try {
      await registerOwner(request);
      setErrors({});
      publishSuccess(SUCCESS.userRegistered);
      onRegistered();
      return true;
    } catch (failure) {
      setErrors(reportApiError(failure));
      return false;
    }
  };

  return (
    <PopupForm
      open={open}
      title="Owner Registration"
      onSubmit={submit}
      onClose={close}
      confirmation={SUCCESS.userRegistered}
    >
      <FieldGrid>
        {textFields.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            type={type ?? 'text'}
            value={text[key]}
            error={errors[key]}
            onChange={(e) => setText({ ...text, [key]: e.target.value })}
          />
        ))}
        {numberFields.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={0}
            value={numbers[key]}
            error={errors[key]}
            onChange={(e) => setNumbers({ ...numbers, [key]: Number(e.target.value) })}
          />
        ))}
      </FieldGrid>
    </PopupForm>
  );
}
