import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { VALIDATION } from '@parking/shared/domain';
import {
  fakeServer,
  owner,
  pretendPhoneWidth,
  renderInPortal,
  signInAdmin,
} from '@parking/shared/testing';
import { OwnersPanel } from '../components/owners-panel';

const olivia = owner();
const boss = owner({
  _id: 'a1',
  userid: 'a1',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
  unitnumber: '001',
});
const zed = owner({
  _id: 'u2',
  userid: 'u2',
  first_name: 'Zed',
  last_name: 'Able',
  unitnumber: '202',
});

function serve(extra = {}) {
  return fakeServer({
    // The server's order (by unit) and the total in its header (docs/adr/0010).
    'POST /api/parking/get_all_owners': () => ({
      body: [boss, olivia, zed],
      headers: { 'X-Total-Count': '3' },
    }),
    ...extra,
  });
}

const ALLOWANCE_LABEL = 'Parking Allowed';

beforeEach(() => signInAdmin());

describe('Owners panel', () => {
  it('lists owners with their renter spaces net of renter free parking', async () => {
    serve();
    renderInPortal(<OwnersPanel />);
    const row = (await screen.findByText('Olivia Owner')).closest('tr')!;
    // 2 renter spaces minus 1 free renter space, the unit's own exception (docs/adr/0007)
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Olivia Owner',
      'owner@demo.test',
      '555-0101',
      'owner',
      '101',
      '1234',
      '5',
      '1 (unit)',
      expect.any(String),
    ]);
  });

  it('asks the server for the first page by unit and shows the count', async () => {
    const requests = serve();
    renderInPortal(<OwnersPanel />);
    await screen.findByText('Olivia Owner');
    expect(screen.getByRole('status')).toHaveTextContent('3 owners');
    expect(requests[0]?.body).toEqual({
      hoaid: 'demo',
      page: 1,
      pageSize: 100,
      sort: 'unitnumber',
      order: 'asc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toMatchObject({ sort: 'name', order: 'asc' }),
    );
    await userEvent.type(screen.getByLabelText('Search'), 'zed');
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ q: 'zed', page: 1 }));
  });

  it('on a phone shows cards in the page scroll in the server order, sorted by Unit', async () => {
    const wideLayout = pretendPhoneWidth();
    try {
      serve();
      renderInPortal(<OwnersPanel />);
      const cards = await screen.findByRole('list', { name: 'Owners' });
      expect(
        within(cards)
          .getAllByRole('listitem')
          .map((card) => within(card).getAllByRole('definition')[0]?.textContent),
      ).toEqual(['Ada Admin', 'Olivia Owner', 'Zed Able']);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Unit');
      // Only the panel is a region: no 400 px scroll box around the cards.
      expect(screen.getAllByRole('region', { name: 'Owners' })).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Owners list' })).not.toBeInTheDocument();
    } finally {
      wideLayout();
    }
  });

  it('keeps the 400 px scrolling table on a wide screen', async () => {
    serve();
    renderInPortal(<OwnersPanel />);
    await screen.findByRole('table', { name: 'Owners' });
    const scroller = screen.getByRole('region', { name: 'Owners list' });
    expect(scroller).toHaveStyle({ maxHeight: '400px' });
  });

  it('offers no modify or delete on an admin row', async () => {
    serve();
    renderInPortal(<OwnersPanel />);
    await screen.findByText('Ada Admin');
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Olivia Owner' })).toBeInTheDocument();
  });

  it('deletes an owner after confirmation and reports Owner Deleted', async () => {
    const requests = serve({
      'POST /api/users/deleteowner': () => ({ body: { message: 'Owner Deleted' } }),
    });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Olivia Owner' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(currentStatus()?.text).toBe('Owner Deleted'));
    expect(requests.find((r) => r.url === '/api/users/deleteowner')?.body).toEqual({
      userid: 'u1',
    });
  });

  it('validates the Modify Owner form and saves it', async () => {
    const requests = serve({
      'POST /api/parking/updateowner': () => ({ body: { message: 'Update Owner Success' } }),
    });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Olivia Owner' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.clear(screen.getByLabelText('Pin Code'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Email field is required')).toBeInTheDocument();
    expect(screen.getByText('Phone field is required')).toBeInTheDocument();
    expect(screen.getByText('Pin Code field is required')).toBeInTheDocument();
    // Each message clears as its field is corrected, before the next Submit (docs/adr/0035);
    // the e-mail's format is the server's rule, checked here too.
    await userEvent.type(screen.getByLabelText('Email'), 'o@demo');
    await waitFor(() =>
      expect(screen.queryByText('Email field is required')).not.toBeInTheDocument(),
    );
    expect(screen.getByText(VALIDATION.invalidEmailFormat)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '.test');
    await waitFor(() =>
      expect(screen.queryByText(VALIDATION.invalidEmailFormat)).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Phone field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.type(screen.getByLabelText('Pin Code'), '9999');
    await waitFor(() =>
      expect(screen.queryByText('Pin Code field is required')).not.toBeInTheDocument(),
    );
    expect(requests.find((r) => r.url === '/api/parking/updateowner')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Update Owner Success'));
    // The unit's own values go back unchanged: a community default stays a default.
    expect(requests.find((r) => r.url === '/api/parking/updateowner')?.body).toMatchObject({
      owner_id: 'u1',
      owner_email: 'o@demo.test',
      owner_pincode: '9999',
      parking_allowed: null,
      renter_free_parking: 1,
    });
  });

  it("asks before saving a unit allowance below the unit's cars onsite", async () => {
    const requests = serve({
      'POST /api/parking/updateowner': () => ({
        body: {
          message: 'Update Owner Success',
          over_limits: { lot: 0, unit_cars: 1, units: 1 },
          over_limits_before: { lot: 0, unit_cars: 0, units: 0 },
        },
      }),
    });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Olivia Owner' }));
    await userEvent.type(screen.getByLabelText(ALLOWANCE_LABEL), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cars over the new limits' });
    expect(question).toHaveTextContent(
      'With these limits there will be 1 car over the unit limit in 1 unit onsite now.',
    );
    const sent = () =>
      requests.filter((r) => r.url === '/api/parking/updateowner').map((r) => r.body);
    // Cancel: only the preview went out and the form stays open.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent()).toEqual([expect.objectContaining({ parking_allowed: 1, preview: true })]);
    expect(screen.getByLabelText(ALLOWANCE_LABEL)).toHaveValue(1);
    // Save: the spec's call, without preview.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cars over the new limits' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Update Owner Success'));
    const last = sent().at(-1) as Record<string, unknown>;
    expect(last).toMatchObject({ owner_id: 'u1', parking_allowed: 1 });
    expect(last).not.toHaveProperty('preview');
  }, 20_000);

  it('shows the server field error of an allowance under its field', async () => {
    serve({
      'POST /api/parking/updateowner': () => ({
        status: 400,
        body: {
          message: 'Owner free spots cannot be more than the spaces allowed for the unit (1)',
          errors: {
            owner_free_parking:
              'Owner free spots cannot be more than the spaces allowed for the unit (1)',
          },
        },
      }),
    });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Olivia Owner' }));
    await userEvent.type(screen.getByLabelText('Owner Free Parking'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Owner free spots cannot be more than the spaces allowed for the unit (1)',
      ),
    ).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Update Owner Failure');
  });

  it('reports Update Owner Failure when the server refuses', async () => {
    serve({ 'POST /api/parking/updateowner': () => ({ status: 400, body: { message: 'no' } }) });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Olivia Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Update Owner Failure'));
  });

  it('resets a password with password2 equal to password', async () => {
    const requests = serve({
      'POST /api/users/changepassword': () => ({ body: { message: 'ok' } }),
    });
    renderInPortal(<OwnersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Olivia Owner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    // The message goes as soon as the field holds an acceptable password (it stayed before).
    await userEvent.type(screen.getByLabelText('New Password'), 'Tide-pool-harbor-2026');
    await waitFor(() =>
      expect(screen.queryByText('Password cannot be empty')).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Change Password Success'));
    expect(requests.find((r) => r.url === '/api/users/changepassword')?.body).toEqual({
      userid: 'u1',
      password: 'Tide-pool-harbor-2026',
      password2: 'Tide-pool-harbor-2026',
    });
  });

  it('in read-only mode answers changes with the not-authorized alerts and calls no server', async () => {
    const requests = serve();
    renderInPortal(<OwnersPanel readOnly />);
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Olivia Owner' }));
    expect(await screen.findByText('not authorized to delete owner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Modify Olivia Owner' }));
    expect(await screen.findByText('not authorized to change owner')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/parking/get_all_owners']);
  });
});
