// Issue 14: an admin adds a patrol login from the Owners panel (role patrol, no unit); the list
// shows it with Delete only, and the read-only role has no such button.
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
  signInReadonly,
} from '@parking/shared/testing';
import { OwnersPanel } from '../components/owners-panel';

const patrol = owner({
  _id: 'p1',
  userid: 'p1',
  first_name: 'Pat',
  last_name: 'Rol',
  email: 'patrol@demo.test',
  role: 'patrol',
  unitnumber: '',
});

function serve(rows = [owner()]) {
  const list = [...rows];
  const requests = fakeServer({
    'POST /api/parking/get_all_owners': () => ({
      body: list,
      headers: { 'X-Total-Count': String(list.length) },
    }),
    'POST /api/users/register_patrol': (request) => {
      const body = request.body as { email: string; password: string };
      if (body.email === 'owner@demo.test') {
        return {
          status: 409,
          body: {
            message: 'Email already registered',
            errors: { email: 'Email already registered' },
          },
        };
      }
      list.push(patrol);
      return {
        status: 201,
        body: { message: 'Patrol login created', userid: 'p1', role: 'patrol' },
      };
    },
  });
  return requests;
}

async function fillPatrolForm(user: ReturnType<typeof userEvent.setup>, email: string) {
  const form = await screen.findByRole('dialog', { name: 'Add patrol login' });
  await user.type(within(form).getByLabelText('First Name'), 'Pat');
  await user.type(within(form).getByLabelText('Last Name'), 'Rol');
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), 'patrol-pass-2026');
  await user.type(within(form).getByLabelText('Confirm Password'), 'patrol-pass-2026');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  return form;
}

// Typing six fields takes a few seconds on a busy machine.
jest.setTimeout(30_000);

describe('Owners panel: Add patrol login', () => {
  it('creates a patrol login without a unit and lists it with Delete only', async () => {
    signInAdmin();
    const requests = serve();
    const user = userEvent.setup();
    renderInPortal(<OwnersPanel />);
    await screen.findByText('Olivia Owner');

    await user.click(screen.getByRole('button', { name: 'Add patrol login' }));
    await fillPatrolForm(user, 'patrol@demo.test');

    await waitFor(() => expect(currentStatus()?.text).toBe('Patrol login created'));
    expect(lastRequestTo(requests, 'POST /api/users/register_patrol').body).toEqual({
      hoaid: 'demo',
      first_name: 'Pat',
      last_name: 'Rol',
      email: 'patrol@demo.test',
      phone: '',
      password: 'patrol-pass-2026',
      password2: 'patrol-pass-2026',
    });
    const row = (await screen.findByText('Pat Rol')).closest('tr')!;
    expect(within(row).getByText('patrol')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Modify Pat Rol' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Pat Rol' })).toBeInTheDocument();
  });

  it('shows the server refusal under the field and keeps the form open', async () => {
    signInAdmin();
    serve();
    const user = userEvent.setup();
    renderInPortal(<OwnersPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add patrol login' }));
    const form = await fillPatrolForm(user, 'owner@demo.test');
    await waitFor(() =>
      expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
        'Email already registered',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add patrol login' })).toBeInTheDocument();
  });

  it('offers no patrol login to the read-only role', async () => {
    signInReadonly();
    const requests = serve([owner(), patrol]);
    renderInPortal(<OwnersPanel readOnly />);
    await screen.findByText('Pat Rol');
    expect(screen.queryByRole('button', { name: 'Add patrol login' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/users/register_patrol')).toHaveLength(0);
  });
});
