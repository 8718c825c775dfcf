import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '@parking/shared/testing';
import { VALIDATION, dstr, type Community } from '@parking/shared/domain';
import { currentStatus, sessionEventsOfType } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { fakeServer, renderInPortal, signInOwner } from '@parking/shared/testing';
import { OwnerProfilePage } from '../components/owner-profile-page';
import { OWNER_TERMS_CHECKBOX } from '../components/owner-terms-panel';

const ok = (message: string) => () => ({ body: { message } });

/** The body of the last call to `path`; the Availability block also asks for the unit list. */
function sentTo(requests: readonly FakeRequest[], path: string): unknown {
  return requests.filter((request) => request.url === path).at(-1)?.body;
}

function block(name: string) {
  return within(screen.getByRole('form', { name }));
}

describe('Owner profile page', () => {
  beforeEach(() =>
    signInOwner({
      hoa_data: {
        help_text: { owner_tc: '<p>Park in <b>your</b> spot.</p><script>alert(1)</script>' },
      } as unknown as Community,
    }),
  );

  it('changes name and phone, with the unit number read-only', async () => {
    const requests = fakeServer({ 'POST /api/users/changename': ok('Change Name Success') });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const names = block('Name and phone');
    expect(names.getByLabelText('First name')).toHaveValue('Olivia');
    expect(names.getByLabelText('Last name')).toHaveValue('Owner');
    expect(names.getByLabelText('Unit number')).toHaveAttribute('readonly');
    await user.clear(names.getByLabelText('Last name'));
    await user.type(names.getByLabelText('Last name'), 'Smith');
    await user.type(names.getByLabelText('Phone'), '555-0199');
    await user.click(names.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Name Success'));
    expect(sentTo(requests, '/api/users/changename')).toEqual({
      which: 'owner',
      userid: 'owner-1',
      name: 'Olivia Smith',
      fname: 'Olivia',
      lname: 'Smith',
      unitnumber: '101',
      phone: '555-0199',
    });
    expect(session.get('username')).toBe('Olivia Smith');
  });

  it('opens with the name and phone the login returned, and keeps what was saved', async () => {
    signInOwner({
      userprofile: { first_name: 'Olivia', last_name: 'Owner', phone: '302-555-0101' },
    });
    fakeServer({ 'POST /api/users/changename': ok('Change Name Success') });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const names = block('Name and phone');
    expect(names.getByLabelText('Phone')).toHaveValue('302-555-0101');

    await user.clear(names.getByLabelText('Phone'));
    await user.type(names.getByLabelText('Phone'), '302-555-0199');
    await user.click(names.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentStatus()?.text).toBe('Change Name Success'));
    expect(session.get('userprofile')).toEqual({
      first_name: 'Olivia',
      last_name: 'Owner',
      phone: '302-555-0199',
    });
  });

  it('shows server field errors under the fields and the message in the block', async () => {
    fakeServer({
      'POST /api/users/changename': () => ({
        status: 400,
        body: { message: 'Check the fields', errors: { phone: 'Phone is too long' } },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    await user.click(block('Name and phone').getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone is too long')).toBeInTheDocument();
    expect(block('Name and phone').getByRole('alert')).toHaveTextContent('Check the fields');
  });

  it('checks the password fields, then changes the password', async () => {
    const requests = fakeServer({
      'POST /api/users/changepassword': ok('Change Password Success'),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const passwords = block('Change password');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    expect(passwords.getByText(VALIDATION.currentPasswordRequired)).toBeInTheDocument();
    expect(passwords.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(passwords.getByText(VALIDATION.passwordConfirmationRequired)).toBeInTheDocument();
    await user.type(passwords.getByLabelText('Current password'), 'demo-pass-2026');
    // At least 10 characters, the same words the server uses.
    await user.type(passwords.getByLabelText('Password'), 'short');
    await user.type(passwords.getByLabelText('Confirm password'), 'short');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    expect(passwords.getByText(VALIDATION.passwordTooShort)).toBeInTheDocument();
    await user.clear(passwords.getByLabelText('Password'));
    await user.clear(passwords.getByLabelText('Confirm password'));
    await user.type(passwords.getByLabelText('Password'), 'new-pass-2026-a');
    await user.type(passwords.getByLabelText('Confirm password'), 'new-pass-2026-b');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    expect(passwords.getByText(VALIDATION.passwordsMustMatch)).toBeInTheDocument();
    expect(sentTo(requests, '/api/users/changepassword')).toBeUndefined();
    await user.clear(passwords.getByLabelText('Confirm password'));
    await user.type(passwords.getByLabelText('Confirm password'), 'new-pass-2026-a');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Password Success'));
    expect(sentTo(requests, '/api/users/changepassword')).toEqual({
      userid: 'owner-1',
      current_password: 'demo-pass-2026',
      password: 'new-pass-2026-a',
      password2: 'new-pass-2026-a',
    });
  });

  it("shows the server's answer for a wrong current password under its field", async () => {
    fakeServer({
      'POST /api/users/changepassword': () => ({
        status: 400,
        body: {
          message: VALIDATION.currentPasswordWrong,
          code: 'validation_error',
          errors: { current_password: VALIDATION.currentPasswordWrong },
        },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const passwords = block('Change password');
    await user.type(passwords.getByLabelText('Current password'), 'not-my-password');
    await user.type(passwords.getByLabelText('Password'), 'new-pass-2026-a');
    await user.type(passwords.getByLabelText('Confirm password'), 'new-pass-2026-a');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(passwords.getByLabelText('Current password')).toHaveAccessibleDescription(
        VALIDATION.currentPasswordWrong,
      ),
    );
  });

  it('clears a password error as soon as the field is corrected (docs/adr/0035)', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const passwords = block('Change password');
    await user.click(passwords.getByRole('button', { name: 'Submit' }));
    expect(passwords.getByLabelText('Current password')).toHaveAccessibleDescription(
      VALIDATION.currentPasswordRequired,
    );
    await user.type(passwords.getByLabelText('Current password'), 'd');
    expect(passwords.getByLabelText('Current password')).not.toHaveAccessibleDescription(
      VALIDATION.currentPasswordRequired,
    );
    expect(passwords.queryByText(VALIDATION.currentPasswordRequired)).not.toBeInTheDocument();
    // The others stay until they are right.
    expect(passwords.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
  });

  it('changes the PIN', async () => {
    const requests = fakeServer({ 'POST /api/users/changepin': ok('Change PIN Success') });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    await user.type(block('Change PIN').getByLabelText('PIN'), '12');
    await user.click(block('Change PIN').getByRole('button', { name: 'Submit' }));
    expect(block('Change PIN').getByText(VALIDATION.pinFormat)).toBeInTheDocument();
    expect(sentTo(requests, '/api/users/changepin')).toBeUndefined();
    await user.clear(block('Change PIN').getByLabelText('PIN'));
    await user.type(block('Change PIN').getByLabelText('PIN'), '9876');
    await user.click(block('Change PIN').getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change PIN Success'));
    expect(sentTo(requests, '/api/users/changepin')).toEqual({
      userid: 'owner-1',
      pincode: '9876',
    });
  });

  it('without the unit list preselects nothing; sets the unit NOT available for rent', async () => {
    const requests = fakeServer({
      'POST /api/users/changeavailability': ok('Change Availability Success'),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const availability = block('Availability');
    expect(availability.getByLabelText('Available for rent')).not.toBeChecked();
    expect(availability.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(availability.getByLabelText('NOT available for rent'));
    await user.click(availability.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Availability Success'));
    expect(sentTo(requests, '/api/users/changeavailability')).toEqual({
      userid: 'owner-1',
      status_flag: 0,
    });
  });

  it('preselects the unit’s current availability from the unit list', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_unit_numbers': () => ({
        body: [
          { unitnumber: '100', status_flag: 1 },
          { unitnumber: '101', status_flag: 0 },
        ],
      }),
      'POST /api/users/changeavailability': ok('Change Availability Success'),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const availability = block('Availability');
    await waitFor(() =>
      expect(availability.getByLabelText('NOT available for rent')).toBeChecked(),
    );
    expect(availability.getByLabelText('Available for rent')).not.toBeChecked();
    expect(sentTo(requests, '/api/parking/get_unit_numbers')).toEqual({
      hoaid: 'demo',
      dstr: dstr(),
    });
    await user.click(availability.getByLabelText('Available for rent'));
    await user.click(availability.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Availability Success'));
    expect(sentTo(requests, '/api/users/changeavailability')).toEqual({
      userid: 'owner-1',
      status_flag: 1,
    });
  });

  it('shows the community’s owner terms safely and accepts them with the checkbox', async () => {
    const { community } = signInOwner({ has_read_terms: false });
    // The terms come from the server (data_for_hoa), not the session copy taken at login.
    const published = {
      ...community,
      help_text: {
        ...community.help_text,
        owner_tc: '<p>Park in <b>your</b> spot.</p><script>window.hacked = 1</script>',
      },
    };
    const requests = fakeServer({
      'GET /api/parking/data_for_hoa/demo': { status: 200, body: published },
      'POST /api/users/changerulesandregs': ok('Acknowledge Rules Success'),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    const terms = within(screen.getByRole('region', { name: 'Owner Terms and Conditions' }));
    expect(await terms.findByText('your')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    await user.click(terms.getByLabelText(OWNER_TERMS_CHECKBOX));
    await waitFor(() => expect(currentStatus()?.text).toBe('Acknowledge Rules Success'));
    expect(terms.getByLabelText(OWNER_TERMS_CHECKBOX)).toBeChecked();
    expect(sentTo(requests, '/api/users/changerulesandregs')).toEqual({
      userid: 'owner-1',
      terms: 1,
      termsaccepted: true,
    });
  });

  it('deletes the account after Are you sure?, then logs out', async () => {
    const requests = fakeServer({ 'POST /api/users/deleteowner': ok('Owner Deleted') });
    const logout = jest.fn();
    const subscription = sessionEventsOfType('shell:logout').subscribe(logout);
    const user = userEvent.setup();
    renderInPortal(<OwnerProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent('You want to delete this account?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(currentStatus()?.text).toBe('Owner Deleted');
    expect(sentTo(requests, '/api/users/deleteowner')).toEqual({ userid: 'owner-1' });
    subscription.unsubscribe();
  });
});
