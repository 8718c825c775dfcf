// An admin adds a patrol login (role patrol, no unit). docs/adr/0030: patrol logins
// have their own panel, asked for with role 'patrol'; the Owners panel neither lists nor adds
// them, and the read-only role has no such button.
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
import { PatrolLoginsPanel } from '../components/patrol-logins-panel';

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
    // The server lists patrol logins only for role 'patrol', and only them then.
    'POST /api/parking/get_all_owners': (request) => {
      const patrolOnly = (request.body as { role?: string }).role === 'patrol';
      const body = list.filter((row) => (row.role === 'patrol') === patrolOnly);
      return { body, headers: { 'X-Total-Count': String(body.length) } };
    },
    'POST /api/users/deleteowner': () => ({ body: { message: 'Owner Deleted' } }),
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

function renderBoth() {
  renderInPortal(
    <>
      <OwnersPanel />
      <PatrolLoginsPanel />
    </>,
  );
}

describe('Patrol logins panel', () => {
  it('creates a patrol login without a unit and lists it in its own panel, not among owners', async () => {
    signInAdmin();
    const requests = serve();
    const user = userEvent.setup();
    renderBoth();
    await screen.findByText('Olivia Owner');
    const patrols = screen.getByRole('region', { name: 'Patrol logins' });
    expect(await within(patrols).findByText('No patrol logins')).toBeInTheDocument();
    const owners = screen.getByRole('region', { name: 'Owners' });
    expect(within(owners).queryByRole('button', { name: 'Add patrol login' })).toBeNull();

    await user.click(within(patrols).getByRole('button', { name: 'Add patrol login' }));
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
    const row = (await within(patrols).findByText('Pat Rol')).closest('tr')!;
    expect(within(row).getByText('patrol@demo.test')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Modify Pat Rol' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Pat Rol' })).toBeInTheDocument();
    // The Owners list asked without a role: the server leaves patrol logins out.
    expect(within(owners).queryByText('Pat Rol')).toBeNull();
    const asks = requestsTo(requests, 'POST /api/parking/get_all_owners').map(
      (r) => (r.body as { role?: string }).role,
    );
    expect(asks).toContain('patrol');
    expect(asks).toContain(undefined);
  });

  it('deletes a patrol login after asking', async () => {
    signInAdmin();
    const requests = serve([owner(), patrol]);
    const user = userEvent.setup();
    renderBoth();
    const patrols = screen.getByRole('region', { name: 'Patrol logins' });
    await user.click(await within(patrols).findByRole('button', { name: 'Delete Pat Rol' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this patrol login?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, 'POST /api/users/deleteowner').body).toEqual({
        userid: 'p1',
      }),
    );
  });

  it('shows the server refusal under the field and keeps the form open', async () => {
    signInAdmin();
    serve();
    const user = userEvent.setup();
    renderBoth();
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
    await screen.findByText('Olivia Owner');
    expect(screen.queryByText('Pat Rol')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add patrol login' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/users/register_patrol')).toHaveLength(0);
  });
});
