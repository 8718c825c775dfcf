// The admin mails an owner whose address is not verified a new verification link
// from Modify Owner; the server's message shows on the status bus.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, owner, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { OwnersPanel } from '../components/owners-panel';

const unverified = owner({ email_verified: false });
const verified = owner({
  _id: 'u2',
  userid: 'u2',
  first_name: 'Vera',
  last_name: 'Verified',
  unitnumber: '102',
});

function serve(resend: () => { status?: number; body: unknown }) {
  return fakeServer({
    'POST /api/parking/get_all_owners': () => ({ body: [unverified, verified] }),
    'POST /api/users/resendverification': resend,
  });
}

async function openModify(name: string) {
  renderInPortal(<OwnersPanel />);
  await userEvent.click(await screen.findByRole('button', { name: `Modify ${name}` }));
  return screen.getByRole('dialog');
}

beforeEach(() => signInAdmin());

describe('Resend verification mail', () => {
  it('mails an unverified owner a new link and shows the server message', async () => {
    const requests = serve(() => ({ body: { message: 'Verification mail sent' } }));
    const dialog = await openModify('Olivia Owner');
    expect(within(dialog).getByText('This e-mail address is not verified yet.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend verification mail' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Verification mail sent'));
    expect(currentStatus()?.kind).toBe('success');
    expect(requests.filter((r) => r.url === '/api/users/resendverification')).toEqual([
      expect.objectContaining({ body: { userid: 'u1' } }),
    ]);
    // Only the mail was sent: the Modify Owner form stays open and unsaved.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/parking/updateowner')).toBe(false);
  });

  it('shows the server refusal as an error', async () => {
    serve(() => ({
      status: 400,
      body: {
        message: 'This e-mail address is already verified',
        errors: { userid: 'This e-mail address is already verified' },
      },
    }));
    const dialog = await openModify('Olivia Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend verification mail' }));
    await waitFor(() =>
      expect(currentStatus()?.text).toBe('This e-mail address is already verified'),
    );
    expect(currentStatus()?.kind).toBe('error');
  });

  it('is not offered for an owner whose address is verified', async () => {
    const requests = serve(() => ({ body: { message: 'Verification mail sent' } }));
    const dialog = await openModify('Vera Verified');
    expect(within(dialog).getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Resend verification mail' }),
    ).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/users/resendverification')).toBe(false);
  });
});
