// Steps the account forms' tests share (Owner Registration, Add patrol login): both check with
// the server's own rules (docs/adr/0035), so their e-mail and password fields behave alike.
import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

/** After a Submit, the e-mail's and the password's messages follow each field as it is typed. */
export async function expectEmailAndPasswordFollowTyping(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  { emailStart, password }: { emailStart: string; password: string },
): Promise<void> {
  await user.type(field(form, 'Email'), emailStart);
  expect(field(form, 'Email')).toHaveAccessibleDescription('Invalid Email Format');
  await user.type(field(form, 'Email'), '.test');
  expect(field(form, 'Email')).not.toHaveAccessibleDescription();
  await user.type(field(form, 'Password'), 'short');
  expect(field(form, 'Password')).toHaveAccessibleDescription(
    'Password must be at least 10 characters',
  );
  await user.clear(field(form, 'Password'));
  await user.type(field(form, 'Password'), password);
  expect(field(form, 'Password')).not.toHaveAccessibleDescription();
}
