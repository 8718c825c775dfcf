// spec §2: the inline reset form of the Owner Login; after submit it shows a confirmation,
// then closes (spec §9: forms auto-close 3000 ms after submit).
import { forgotPassword, isApiError } from '@parking/shared/api';
import { SUCCESS, validateForgotPassword } from '@parking/shared/domain';
import { Button, ErrorBox, POPUP_AUTO_CLOSE_MS, TextField } from '@parking/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ForgotPasswordFormProps {
  hoaid: string;
  onClose: () => void;
}

export function ForgotPasswordForm({ hoaid, onClose }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  // The latest onClose, so a parent re-render does not restart the auto-close timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateForgotPassword({ email }).email ?? null;
    setError(found);
    setServerError(null);
    if (found) return;
    setBusy(true);
    try {
      await forgotPassword({ email: email.trim(), hoaid });
      setSent(true);
    } catch (failure) {
      // spec §8: the forgot-password failure shows the server's errors and a message.
      setServerError(failure instanceof Error ? failure.message : String(failure));
      if (isApiError(failure) && failure.errors.email) setError(failure.errors.email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="reset-title">
      <h2 id="reset-title">Reset password</h2>
      {sent ? (
        <p role="status">{SUCCESS.resetEmailSent}</p>
      ) : (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <ErrorBox message={serverError ?? undefined} />
          <Row>
            <Button variant="secondary" size="sm" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              Send reset link
            </Button>
          </Row>
        </>
      )}
    </Form>
  );
}
