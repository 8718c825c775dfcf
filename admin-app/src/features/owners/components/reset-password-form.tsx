// spec §2 Modify Owner → Reset Password: its own small form inside the Modify Owner popup;
// 'Password cannot be empty' (spec §5), password2 is sent equal to password.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { changePassword } from '@parking/shared/api';
import { SUCCESS, validateAdminPasswordReset } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError } from '@parking/shared/features';
import { Button, ButtonRow, TextField } from '@parking/shared/ui';

// A block of its own below the owner's fields, set apart by a rule and a heading, with
// room between the field and its button.
const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Field = styled.div`
  max-width: 360px;
`;

export function ResetPasswordForm({ userid }: { userid: string }) {
  const headingId = useId();
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
    <Block aria-labelledby={headingId}>
      <Heading id={headingId}>Reset Password</Heading>
      <Field>
        <TextField
          label="New Password"
          type="password"
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <ButtonRow>
        <Button variant="secondary" onClick={() => void reset()}>
          Reset Password
        </Button>
      </ButtonRow>
    </Block>
  );
}
