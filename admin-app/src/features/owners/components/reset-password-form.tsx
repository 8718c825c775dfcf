// spec §2 Modify Owner → Reset Password: its own small form inside the Modify Owner popup;
// 'Password cannot be empty' (spec §5), password2 is sent equal to password.
// The field is checked with the shared schema through react-hook-form (docs/adr/0035): the
// message shows after Reset Password and clears as soon as the password is acceptable.
import { useId } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { SUCCESS, adminPasswordResetFormSchema } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { reportApiError, useSchemaForm } from '@parking/shared/features';
import { Button, ButtonRow, TextField } from '@parking/shared/ui';
import { useResetOwnerPassword } from '../api/owner-mutations';

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
  type Values = z.input<typeof adminPasswordResetFormSchema>;
  const resetPassword = useResetOwnerPassword();
  const form = useSchemaForm<Values, Values>(adminPasswordResetFormSchema, { password: '' });

  const reset = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ userid, password, password2: password });
      publishSuccess(SUCCESS.changePassword);
      form.reset({ password: '' });
    } catch (failure) {
      const message = reportApiError(failure).password;
      if (message) form.setError('password', { type: 'server', message });
    }
  });

  return (
    <Block aria-labelledby={headingId}>
      <Heading id={headingId}>Reset Password</Heading>
      <Field>
        <TextField
          label="New Password"
          type="password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
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
