// Owners → 'Add patrol login'. A patrol login (role patrol, no unit) signs in at once
// with the password the admin sets here and sees only the plate lookup (/enforce).
import { useState } from 'react';
import { registerPatrol } from '@parking/shared/api';
import type { RegisterPatrolRequest } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';

export const PATROL_FORM_TITLE = 'Add patrol login';
export const PATROL_CREATED = 'Patrol login created';
export const PATROL_NOTE =
  'A patrol login has no unit: it signs in with this e-mail and password and sees only the plate lookup.';

type TextKey = Exclude<keyof RegisterPatrolRequest, 'hoaid'>;

const textFields: readonly [TextKey, string, string?][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['password', 'Password', 'password'],
  ['password2', 'Confirm Password', 'password'],
];

const emptyText: Record<TextKey, string> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password2: '',
};

export interface PatrolLoginFormProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function PatrolLoginForm({ open, onClose, onCreated }: PatrolLoginFormProps) {
  const [text, setText] = useState(emptyText);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setText(emptyText);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    try {
      await registerPatrol({ ...text, hoaid: session.get('hoaid') ?? '' });
      setErrors({});
      publishSuccess(PATROL_CREATED);
      onCreated();
      return true;
    } catch (failure) {
      setErrors(reportApiError(failure));
      return false;
    }
  };

  return (
    <PopupForm
      open={open}
      title={PATROL_FORM_TITLE}
      onSubmit={submit}
      onClose={close}
      confirmation={PATROL_CREATED}
    >
      <p>{PATROL_NOTE}</p>
      <FieldGrid>
        {textFields.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            type={type ?? 'text'}
            value={text[key]}
            error={errors[key]}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            onChange={(e) => setText({ ...text, [key]: e.target.value })}
          />
        ))}
      </FieldGrid>
    </PopupForm>
  );
}
