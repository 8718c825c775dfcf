// spec §2 Owners → Add: the Owner Registration form checks with the server's own rules
// (docs/adr/0035): the server's words show before any request, each clears as its field is
// corrected, and what only the server knows (a unit or e-mail taken) lands on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import {
  fakeServer,
  lastRequestTo,
  owner,
  renderInPortal,
  requestsTo,
  signInAdmin,
} from '@parking/shared/testing';
import { OwnersPanel } from '../components/owners-panel';
import { expectEmailAndPasswordFollowTyping, field } from './account-form-steps';

const REGISTERED = 'Thank You.  User has been registered.';
const UNIT_TAKEN = 'Unit already has an owner';
const PASSWORD = 'Tide-pool-harbor-2026';

function serve(register: () => { status?: number; body: unknown }) {
  return fakeServer({
    'POST /api/parking/get_all_owners': () => ({
      body: [owner()],
      headers: { 'X-Total-Count': '1' },
    }),
    'POST /api/users/register': register,
  });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderInPortal(<OwnersPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  return screen.getByRole('dialog', { name: 'Owner Registration' });
}

const typed: readonly [string, string][] = [
  ['First Name', 'Nina'],
  ['Last Name', 'New'],
  ['Email', 'new@demo.test'],
  ['Phone', '555-0199'],
  ['Unit Number', '101'],
  ['Pin Code', '4321'],
  ['Password', PASSWORD],
  ['Confirm Password', PASSWORD],
];

beforeEach(() => signInAdmin());

describe('Owner Registration form', () => {
  it("shows the server's messages before any request and clears each as its field is corrected", async () => {
    const requests = serve(() => ({ status: 201, body: { message: REGISTERED, userid: 'n1' } }));
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const required: [string, string][] = [
      ['First Name', 'First name field is required'],
      ['Last Name', 'Last name field is required'],
      ['Email', 'Email field is required'],
      ['Phone', 'Phone field is required'],
      ['Unit Number', 'Please enter a valid unitnumber'],
      ['Pin Code', 'Pin Code field is required'],
      ['Password', 'Password Required'],
      ['Confirm Password', 'Password Confirmation Required'],
    ];
    for (const [label, message] of required) {
      await waitFor(() => expect(field(form, label)).toHaveAccessibleDescription(message));
    }
    expect(requestsTo(requests, 'POST /api/users/register')).toHaveLength(0);

    // Each message follows the field as it changes, before the next Submit.
    await expectEmailAndPasswordFollowTyping(user, form, {
      emailStart: 'new@demo',
      password: PASSWORD,
    });
    await user.type(field(form, 'Pin Code'), '12');
    expect(field(form, 'Pin Code')).toHaveAccessibleDescription('Pin Code must be 4 to 8 digits');
    await user.type(field(form, 'Pin Code'), '34');
    expect(field(form, 'Pin Code')).not.toHaveAccessibleDescription();
    // Still required, untouched: its message stays.
    expect(field(form, 'Phone')).toHaveAccessibleDescription('Phone field is required');
    expect(requestsTo(requests, 'POST /api/users/register')).toHaveLength(0);

    const stillEmpty = typed.filter(
      ([label]) => (field(form, label) as HTMLInputElement).value === '',
    );
    for (const [label, value] of stillEmpty) await user.type(field(form, label), value);
    await user.type(field(form, 'Confirm Password'), 'x');
    expect(field(form, 'Confirm Password')).toHaveAccessibleDescription(
      'Passwords must be the same',
    );
    await user.type(field(form, 'Confirm Password'), '{Backspace}');
    expect(field(form, 'Confirm Password')).not.toHaveAccessibleDescription();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe(REGISTERED));
  });

  it('registers on the community defaults after the server refuses a taken unit on its field', async () => {
    let attempt = 0;
    const requests = serve(() =>
      ++attempt === 1
        ? { status: 409, body: { message: UNIT_TAKEN, errors: { unitnumber: UNIT_TAKEN } } }
        : { status: 201, body: { message: REGISTERED, userid: 'n1' } },
    );
    const user = userEvent.setup();
    const form = await openForm(user);
    // docs/adr/0007: empty = community default; a number is the unit's exception.
    expect(field(form, 'Parking Allowed')).toHaveValue(null);
    expect(field(form, 'Parking Allowed')).toHaveAttribute('placeholder', 'community default');
    for (const [label, value] of typed) await user.type(field(form, label), value);
    await user.type(field(form, 'Renter Parking Allowed'), '1');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field(form, 'Unit Number')).toHaveAccessibleDescription(UNIT_TAKEN));
    // The server's error clears like the form's own as the field changes.
    await user.clear(field(form, 'Unit Number'));
    await user.type(field(form, 'Unit Number'), '102');
    expect(field(form, 'Unit Number')).not.toHaveAccessibleDescription();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe(REGISTERED));
    expect(lastRequestTo(requests, 'POST /api/users/register').body).toEqual({
      first_name: 'Nina',
      last_name: 'New',
      email: 'new@demo.test',
      phone: '555-0199',
      unitnumber: '102',
      pincode: '4321',
      password: PASSWORD,
      password2: PASSWORD,
      parking_allowed: null,
      parking_allowed_renter: 1,
      owner_free_parking: null,
      renter_free_parking: null,
      hoaid: 'demo',
      hoaid2: 'demo',
      role: 'owner',
    });
    // The registration is a mutation of the page's cache: the owners list is asked again.
    await waitFor(() =>
      expect(requestsTo(requests, 'POST /api/parking/get_all_owners')).toHaveLength(2),
    );
  }, 20_000);
});
