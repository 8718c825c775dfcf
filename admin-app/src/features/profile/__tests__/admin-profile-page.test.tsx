import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { AdminProfilePage } from '../components/admin-profile-page';

const block = (name: string) => screen.getByRole('form', { name });
// The Notifications block reads the admin's preferences when the page opens.
const writes = <R extends { url?: string }>(requests: R[]) =>
  requests.filter((request) => !request.url?.endsWith('/get_notification_preferences'));

beforeEach(() => signInAdmin());

describe('Admin profile', () => {
  it('changes the name and phone with which admin', async () => {
    const requests = fakeServer({
      'POST /api/users/changeadminname': () => ({ body: { message: 'Change Name Success' } }),
    });
    renderInPortal(<AdminProfilePage />);
    const form = block('Name and phone');
    expect(within(form).getByLabelText('Name')).toHaveValue('Ada Admin');
    await userEvent.type(within(form).getByLabelText('Phone'), '555-0100');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Name Success'));
    expect(writes(requests)[0]?.body).toEqual({
      which: 'admin',
      userid: 'admin-1',
      name: 'Ada Admin',
      phone: '555-0100',
    });
  });

  it('opens with the phone the login returned', () => {
    signInAdmin({ userprofile: { first_name: 'Ada', last_name: 'Admin', phone: '302-555-0100' } });
    renderInPortal(<AdminProfilePage />);

    expect(within(block('Name and phone')).getByLabelText('Phone')).toHaveValue('302-555-0100');
  });

  it('checks the password pair before changing it', async () => {
    const requests = fakeServer({
      'POST /api/users/changepassword': () => ({ body: { message: 'ok' } }),
    });
    renderInPortal(<AdminProfilePage />);
    const form = block('Change password');
    await userEvent.type(within(form).getByLabelText('Current password'), 'demo-pass-2026');
    await userEvent.type(within(form).getByLabelText('Password'), 'new-admin-pass-1');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'new-admin-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByText('Passwords must be the same')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('Confirm password'));
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'new-admin-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Password Success'));
  });

  it('adds the default 5 days with adjust_dates', async () => {
    const requests = fakeServer({
      'POST /api/parking/adjust_dates': () => ({ body: { message: '5 days added', count: 3 } }),
    });
    renderInPortal(<AdminProfilePage />);
    const form = block('Adjust dates');
    expect(within(form).getByLabelText('Days to add')).toHaveValue(5);
    await userEvent.click(within(form).getByRole('button', { name: 'Add days' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('5 days added'));
    expect(writes(requests)[0]?.body).toEqual({ numdays: 5 });
  });
});
