// Owners → 'Add patrol login'. A patrol login (role patrol, no unit) signs in at once
// with the password the admin sets here and sees only the plate lookup (/enforce).
// The fields are checked with the server's own schema through react-hook-form
// (docs/adr/0035): a message shows after Submit and clears as soon as the field is right. What
// only the server knows (an e-mail already taken, a common password) comes back as field
// errors on the same fields.
import type { z } from 'zod';
import { registerPatrolFormSchema, type RegisterPatrolValues } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  checkedValues,
  reportApiError,
  setServerErrors,
  useSchemaForm,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';
import { useRegisterPatrol } from '../api/owner-mutations';
import { PATROL_FORM_TITLE } from './patrol-texts';

export const PATROL_CREATED = 'Patrol login created';
export const PATROL_NOTE =
  'A patrol login has no unit: it signs in with this e-mail and password and sees only the plate lookup.';

type Checked = z.output<typeof registerPatrolFormSchema>;
type TextKey = keyof RegisterPatrolValues;

const textFields: readonly [TextKey, string, string?][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['password', 'Password', 'password'],
  ['password2', 'Confirm Password', 'password'],
];

const EMPTY = Object.fromEntries(textFields.map(([key]) => [key, ''])) as Record<TextKey, string>;

export interface PatrolLoginFormProps {
  open: boolean;
  onClose: () => void;
}

function PatrolLoginBody({ onClose }: Omit<PatrolLoginFormProps, 'open'>) {
  const form = useSchemaForm<RegisterPatrolValues, Checked>(registerPatrolFormSchema, EMPTY);
  const { errors } = form.formState;
  const register = useRegisterPatrol();

  const submit = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await register.mutateAsync({ ...values, hoaid: session.get('hoaid') ?? '' });
      publishSuccess(PATROL_CREATED);
      return true;
    } catch (failure) {
      setServerErrors(form, reportApiError(failure), registerPatrolFormSchema.shape);
      return false;
    }
  };

  return (
    <PopupForm
      open
      title={PATROL_FORM_TITLE}
      onSubmit={submit}
      onClose={onClose}
      confirmation={PATROL_CREATED}
    >
      <p>{PATROL_NOTE}</p>
      <FieldGrid>
        {textFields.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            type={type ?? 'text'}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            {...form.register(key)}
            error={errors[key]?.message}
          />
        ))}
      </FieldGrid>
    </PopupForm>
  );
}

/** Each opening starts on an empty form. */
export function PatrolLoginForm({ open, ...props }: PatrolLoginFormProps) {
  return open ? <PatrolLoginBody {...props} /> : null;
}
