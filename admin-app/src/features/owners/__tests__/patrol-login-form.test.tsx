// Owners → Patrol logins → 'Add patrol login' checks with the server's own rules
// (docs/adr/0035): the server's words show before any request, each clears as its field is
// corrected, and what only the server knows (an e-mail taken) lands on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import {
  fakeServer,
  lastRequestTo,
  renderInPortal,
  requestsTo,
  signInAdmin,
} from '@parking/shared/testing';
import { PatrolLoginsPanel } from '../components/patrol-logins-panel';
import { expectEmailAndPasswordFollowTyping, field } from './account-form-steps';

const CREATED = 'Patrol login created';
const EMAIL_TAKEN = 'Email already registered';
const PASSWORD = 'patrol-pass-2026';
const REGISTER = 'POST /api/users/register_patrol';

function serve(register: () => { status?: number; body: unknown }) {
  return fakeServer({
    'POST /api/parking/get_all_owners': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    [REGISTER]: register,
  });
}

const created = () => ({
  status: 201,
  body: { message: CREATED, userid: 'p1', role: 'patrol' },
});

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderInPortal(<PatrolLoginsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add patrol login' }));
  return screen.getByRole('dialog', { name: 'Add patrol login' });
}

const typed: readonly [string, string][] = [
  ['First Name', 'Pat'],
  ['Last Name', 'Rol'],
  ['Email', 'patrol@demo.test'],
  ['Password', PASSWORD],
  ['Confirm Password', PASSWORD],
];

const submit = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Submit' }));

// Typing the fields takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => signInAdmin());

describe('Add patrol login form', () => {
  it("shows the server's messages before any request and clears each as its field is corrected", async () => {
    const requests = serve(created);
    const user = userEvent.setup();
    const form = await openForm(user);
    await submit(user, form);
    const required: [string, string][] = [
      ['First Name', 'First name field is required'],
      ['Last Name', 'Last name field is required'],
      ['Email', 'Email field is required'],
      ['Password', 'Password Required'],
      ['Confirm Password', 'Password Confirmation Required'],
    ];
    for (const [label, message] of required) {
      await waitFor(() => expect(field(form, label)).toHaveAccessibleDescription(message));
    }
    // The phone is optional.
    expect(field(form, 'Phone')).not.toHaveAccessibleDescription();
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);

    // Each message follows the field as it changes, before the next Submit.
    await expectEmailAndPasswordFollowTyping(user, form, {
      emailStart: 'patrol@demo',
      password: PASSWORD,
    });
    // Still required, untouched: its message stays.
    expect(field(form, 'First Name')).toHaveAccessibleDescription('First name field is required');
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);

    await user.type(field(form, 'First Name'), 'Pat');
    await user.type(field(form, 'Last Name'), 'Rol');
    await user.type(field(form, 'Confirm Password'), `${PASSWORD}x`);
    expect(field(form, 'Confirm Password')).toHaveAccessibleDescription(
      'Passwords must be the same',
    );
    await user.type(field(form, 'Confirm Password'), '{Backspace}');
    expect(field(form, 'Confirm Password')).not.toHaveAccessibleDescription();
    await submit(user, form);
    await waitFor(() => expect(currentStatus()?.text).toBe(CREATED));
    expect(requestsTo(requests, REGISTER)).toHaveLength(1);
  });

  it('creates the login after the server refuses a taken e-mail on its field', async () => {
    let attempt = 0;
    const requests = serve(() =>
      ++attempt === 1
        ? { status: 409, body: { message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } } }
        : created(),
    );
    const user = userEvent.setup();
    const form = await openForm(user);
    for (const [label, value] of typed) await user.type(field(form, label), value);
    await submit(user, form);
    await waitFor(() => expect(field(form, 'Email')).toHaveAccessibleDescription(EMAIL_TAKEN));
    expect(screen.getByRole('dialog', { name: 'Add patrol login' })).toBeInTheDocument();
    // The server's error clears like the form's own as the field changes.
    await user.clear(field(form, 'Email'));
    await user.type(field(form, 'Email'), 'Night.Patrol@demo.test');
    expect(field(form, 'Email')).not.toHaveAccessibleDescription();
    await submit(user, form);
    await waitFor(() => expect(currentStatus()?.text).toBe(CREATED));
    expect(lastRequestTo(requests, REGISTER).body).toEqual({
      first_name: 'Pat',
      last_name: 'Rol',
      email: 'night.patrol@demo.test',
      phone: '',
      password: PASSWORD,
      password2: PASSWORD,
      hoaid: 'demo',
    });
  });
});
