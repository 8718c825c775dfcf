// spec §2 / §5: the password state of the verification page. It posts changepassword with the
// reset token of the e-mail link (brief: e-mail links) and, on success, returns to /{hoaid}.
import { changePassword, isApiError } from '@parking/shared/api';
import {
  hasErrors,
  SUCCESS,
  validateUserPasswordReset,
  type FieldErrors,
} from '@parking/shared/domain';
import { Button, ErrorBox, POPUP_AUTO_CLOSE_MS, TextField } from '@parking/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 420px;
`;

interface ResetPasswordFormProps {
  userid: string;
  resetToken: string | null;
  /** Where to go once the password is reset: /{hoaid}. */
  landing: string;
}

export function ResetPasswordForm({ userid, resetToken, landing }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'password2'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => navigate(landing), POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, landing, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUserPasswordReset({ password, password2 });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await changePassword({
        userid,
        password,
        password2,
        ...(resetToken ? { reset_token: resetToken } : {}),
      });
      setDone(true);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      if (isApiError(error))
        setErrors({ password: error.errors.password, password2: error.errors.password2 });
    } finally {
      setBusy(false);
    }
  };

  if (done) return <p role="status">{SUCCESS.passwordReset}</p>;
  return (
    <Form noValidate onSubmit={submit} aria-label="Reset password">
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={password2}
        error={errors.password2}
        onChange={(event) => setPassword2(event.target.value)}
      />
      <ErrorBox message={serverError ?? undefined} />
      <div>
        <Button type="submit" icon="submit" disabled={busy}>
          Reset password
        </Button>
      </div>
    </Form>
  );
}
