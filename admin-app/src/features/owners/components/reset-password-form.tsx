// spec §2 Modify Owner → Reset Password: its own small form inside the Modify Owner popup;
// 'Password cannot be empty' (spec §5), password2 is sent equal to password.
import { useState } from 'react';
import { changePassword } from '@parking/shared/api';
import { SUCCESS, validateAdminPasswordReset } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { Button, ButtonRow, TextField } from '@parking/shared/ui';

export function ResetPasswordForm({ userid }: { userid: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const reset = async () => {
    const found = validateAdminPasswordReset({ password });
    setError(found.password);
    if (found.password) return;
    try {
      await changePassword({ userid, password, password2: password });
      publishSuccess(SUCCESS.changePassword);
      setPassword('');
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return (
    <section aria-label="Reset Password">
      <TextField
        label="New Password"
        type="password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <ButtonRow>
        <Button variant="secondary" onClick={() => void reset()}>
          Reset Password
        </Button>
      </ButtonRow>
    </section>
  );
}
