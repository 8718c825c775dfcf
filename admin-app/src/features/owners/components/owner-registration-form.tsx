// spec §2 Owners → Add: the Owner Registration form. The fields are checked with the server's
// own schema through react-hook-form (docs/adr/0035): a message shows after Submit and clears as
// soon as the field is right. What only the server knows (an e-mail or unit already taken, a
// common password, an allowance above the community's) comes back as field errors on the same
// fields. Parking values start on "community default" (docs/adr/0007).
import type { z } from 'zod';
import { SUCCESS, registerOwnerFormSchema, type RegisterOwnerValues } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  checkedValues,
  reportApiError,
  setServerErrors,
  useSchemaForm,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';
import { useRegisterOwner } from '../api/owner-mutations';
import { AllowanceFields, noExceptions, type AllowanceKey } from './allowance-fields';

type Checked = z.output<typeof registerOwnerFormSchema>;
type TextKey = Exclude<keyof RegisterOwnerValues, AllowanceKey>;

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

const EMPTY: Record<keyof RegisterOwnerValues, string> = {
  ...(Object.fromEntries(textFields.map(([key]) => [key, ''])) as Record<TextKey, string>),
  ...noExceptions,
};

export interface OwnerRegistrationFormProps {
  open: boolean;
  onClose: () => void;
}

function OwnerRegistrationBody({ onClose }: Omit<OwnerRegistrationFormProps, 'open'>) {
  const form = useSchemaForm<RegisterOwnerValues, Checked>(registerOwnerFormSchema, EMPTY);
  const { errors } = form.formState;
  const register = useRegisterOwner();

  const submit = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const hoaid = session.get('hoaid') ?? '';
    try {
      await register.mutateAsync({ ...values, hoaid, hoaid2: hoaid, role: 'owner' });
      publishSuccess(SUCCESS.userRegistered);
      return true;
    } catch (failure) {
      setServerErrors(form, reportApiError(failure), registerOwnerFormSchema.shape);
      return false;
    }
  };

  return (
    <PopupForm
      open
      title="Owner Registration"
      onSubmit={submit}
      onClose={onClose}
      confirmation={SUCCESS.userRegistered}
    >
      <FieldGrid>
        {textFields.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            type={type ?? 'text'}
            {...form.register(key)}
            error={errors[key]?.message}
          />
        ))}
        <AllowanceFields
          field={(key) => ({ ...form.register(key), error: errors[key]?.message })}
        />
      </FieldGrid>
    </PopupForm>
  );
}

/** Each opening starts on an empty form. */
export function OwnerRegistrationForm({ open, ...props }: OwnerRegistrationFormProps) {
  return open ? <OwnerRegistrationBody {...props} /> : null;
}
