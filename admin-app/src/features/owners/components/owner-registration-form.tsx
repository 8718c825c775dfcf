// spec §2 Owners → Add: the Owner Registration form. The server validates; its field errors show
// under the fields. Parking values start on "community default" (docs/adr/0007).
import { useState } from 'react';
import { SUCCESS, type RegisterOwnerRequest } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';
import { useRegisterOwner } from '../api/owner-mutations';
import { AllowanceFields, allowanceRequest, noExceptions } from './allowance-fields';

type TextKey =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'unitnumber'
  | 'pincode'
  | 'password'
  | 'password2';

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

export interface OwnerRegistrationFormProps {
  open: boolean;
  onClose: () => void;
}

export function OwnerRegistrationForm({ open, onClose }: OwnerRegistrationFormProps) {
  const [text, setText] = useState(emptyText);
  const [allowance, setAllowance] = useState(noExceptions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useRegisterOwner();

  const close = () => {
    setText(emptyText);
    setAllowance(noExceptions);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const hoaid = session.get('hoaid') ?? '';
    const request: RegisterOwnerRequest = {
      ...text,
      ...allowanceRequest(allowance),
      hoaid,
      hoaid2: hoaid,
      role: 'owner',
    };
    try {
      await register.mutateAsync(request);
      setErrors({});
      publishSuccess(SUCCESS.userRegistered);
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
        <AllowanceFields value={allowance} errors={errors} onChange={setAllowance} />
      </FieldGrid>
    </PopupForm>
  );
}
