// spec §2 Owner and Admin profile: password and confirmation (spec §5 user password rules,
// changepassword); we ask for the current password too.
import { useState } from 'react';
import { SUCCESS, hasErrors, validateOwnPasswordChange } from '../../domain';
import { FieldGrid, TextField } from '../../ui';
import { useChangePassword } from './profile-mutations';
import { useProfileAction } from './use-profile-action';
import { ProfileBlock } from './profile-block';

export function PasswordBlock() {
  const empty = { current_password: '', password: '', password2: '' };
  const [form, setForm] = useState(empty);
  const action = useProfileAction();
  const change = useChangePassword();

  const submit = async () => {
    const found = validateOwnPasswordChange(form);
    if (hasErrors(found)) {
      action.showErrors(found as Record<string, string>);
      return;
    }
    const saved = await action.run(() => change.mutateAsync(form), SUCCESS.changePassword);
    if (saved) setForm(empty);
  };

  return (
    <ProfileBlock
      title="Change password"
      message={action.message}
      saving={action.saving}
      onSubmit={() => void submit()}
    >
      <FieldGrid $minColumnWidth={180}>
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={form.current_password}
          error={action.fieldErrors.current_password}
          onChange={(e) => setForm({ ...form, current_password: e.target.value })}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={action.fieldErrors.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <TextField
          label="Confirm password"
          name="password2"
          type="password"
          autoComplete="new-password"
          value={form.password2}
          error={action.fieldErrors.password2}
          onChange={(e) => setForm({ ...form, password2: e.target.value })}
        />
      </FieldGrid>
    </ProfileBlock>
  );
}
