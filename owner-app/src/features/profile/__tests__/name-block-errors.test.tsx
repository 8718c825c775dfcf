// A refused profile change shows its message once, in words a user can act on.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInOwner, type FakeReply } from '@parking/shared/testing';
import { NameBlock } from '../components/name-block';

const OUT_OF_DATE = 'This page is out of date. Please reload it (or sign in again) and try again.';

async function submitNameChange(reply: FakeReply) {
  const requests = fakeServer({ 'POST /api/users/changename': reply });
  const user = userEvent.setup();
  renderInPortal(<NameBlock />);
  const form = within(screen.getByRole('form', { name: 'Name and phone' }));
  await user.type(form.getByLabelText('Phone'), '555-0199');
  await user.click(form.getByRole('button', { name: 'Submit' }));
  return { requests, form };
}

beforeEach(() => signInOwner());

describe('Name and phone block errors', () => {
  it('never shows a message about an internal id; the user reads what to do instead', async () => {
    const { requests, form } = await submitNameChange({
      status: 400,
      body: {
        message: 'userid must be a valid id',
        code: 'validation_error',
        errors: { userid: 'userid must be a valid id' },
      },
    });

    expect(await form.findByText(OUT_OF_DATE)).toBeInTheDocument();
    expect(screen.queryByText(/must be a valid id/)).not.toBeInTheDocument();
    expect(screen.getAllByText(OUT_OF_DATE)).toHaveLength(1);
    expect(currentStatus()).toBeNull();
    expect(requests[0]?.headers.authorization).toBe('Bearer token-owner');
  });

  it('shows a field error once, under its field, and not again in the error box', async () => {
    const { form } = await submitNameChange({
      status: 400,
      body: {
        message: 'Phone must be 10 digits',
        code: 'validation_error',
        errors: { phone: 'Phone must be 10 digits' },
      },
    });

    expect(await form.findByText('Phone must be 10 digits')).toBeInTheDocument();
    expect(screen.getAllByText('Phone must be 10 digits')).toHaveLength(1);
    expect(form.getByLabelText('Phone')).toHaveAccessibleDescription('Phone must be 10 digits');
    expect(currentStatus()).toBeNull();
  });

  it('shows a refusal without a field once, in the block', async () => {
    const { form } = await submitNameChange({
      status: 403,
      body: { message: 'not authorized to change owner', code: 'forbidden' },
    });

    expect(await form.findByText('not authorized to change owner')).toBeInTheDocument();
    expect(screen.getAllByText('not authorized to change owner')).toHaveLength(1);
    expect(currentStatus()).toBeNull();
  });
});
