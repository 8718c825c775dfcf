// spec §2 Owner and Admin profile: password and confirmation (spec §5 user password rules, changepassword).
import { useState } from 'react';
import { changePassword } from '../../api';
import { SUCCESS, hasErrors, validateUserPasswordReset } from '../../domain';
import { session } from '../../session';
import { FieldGrid, TextField } from '../../ui';
import { useProfileAction } from './use-profile-action';
import { ProfileBlock } from './profile-block';

export function PasswordBlock() {
  const [form, setForm] = useState({ password: '', password2: '' });
  const action = useProfileAction();

  const submit = async () => {
    const found = validateUserPasswordReset(form);
    if (hasErrors(found)) {
      action.showErrors(found as Record<string, string>);
      return;
    }
    const saved = await action.run(
      () => changePassword({ userid: session.get('userid') ?? '', ...form }),
      SUCCESS.changePassword,
    );
    if (saved) setForm({ password: '', password2: '' });
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
