// spec §2 Owner and Admin profile: password and confirmation (spec §5 user password rules,
// changepassword); we ask for the current password too. The fields are checked with the shared
// schema through react-hook-form (docs/adr/0035): a message shows after Save and clears as soon
// as the field is right; the server's field errors are set on the same fields.
import { useEffect } from 'react';
import { SUCCESS, ownPasswordChangeFormSchema, type OwnPasswordChangeValues } from '../../domain';
import { useSchemaForm } from '../form-checks';
import { FieldGrid, TextField } from '../../ui';
import { useChangePassword } from './profile-mutations';
import { useProfileAction } from './use-profile-action';
import { ProfileBlock } from './profile-block';

const EMPTY: OwnPasswordChangeValues = { current_password: '', password: '', password2: '' };
const FIELDS = Object.keys(EMPTY) as (keyof OwnPasswordChangeValues)[];

export function PasswordBlock() {
  const form = useSchemaForm<OwnPasswordChangeValues, OwnPasswordChangeValues>(
    ownPasswordChangeFormSchema,
    EMPTY,
  );
  const { errors } = form.formState;
  const action = useProfileAction();
  const change = useChangePassword();

  // The server's field errors (a wrong current password, a common password) show under the
  // fields and clear like the form's own as the user corrects them.
  const { setError } = form;
  useEffect(() => {
    for (const field of FIELDS) {
      const message = action.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [action.fieldErrors, setError]);

  const submit = form.handleSubmit(
    async (values) => {
      const saved = await action.run(() => change.mutateAsync(values), SUCCESS.changePassword);
      if (saved) form.reset(EMPTY);
    },
    () => action.showErrors({}),
  );

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
          type="password"
          autoComplete="current-password"
          {...form.register('current_password')}
          error={errors.current_password?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.register('password2')}
          error={errors.password2?.message}
        />
      </FieldGrid>
    </ProfileBlock>
  );
}
