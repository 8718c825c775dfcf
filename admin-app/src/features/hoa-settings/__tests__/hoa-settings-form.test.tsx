import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Community } from '@parking/shared/domain';
import { queryKeys } from '@parking/shared/data';
import { currentStatus } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { HoaSettingsForm } from '../components/hoa-settings-form';
import { community, pretendEditorLayout, settings } from './hoa-settings-community';

beforeAll(pretendEditorLayout);
beforeEach(() => signInAdmin());

describe('HOA Settings form', () => {
  it("saves every setting, says 'HOA Update Success' and stores the re-read community", async () => {
    let reads = 0;
    const requests = fakeServer({
      'GET /api/parking/hoa_data': () => {
        reads += 1;
        return { body: community(reads > 1 ? { parking_allowed_unit: 6, name: 'Renamed' } : {}) };
      },
      'POST /api/parking/updatehoa': () => ({ body: { message: 'HOA Update Success' } }),
    });
    renderInPortal(<HoaSettingsForm />);
    const perUnit = await screen.findByLabelText('Parking spaces per unit');
    await userEvent.clear(perUnit);
    await userEvent.type(perUnit, '6');
    await userEvent.click(screen.getByLabelText('Use warning status'));
    const reminder = screen.getByLabelText('Checkout reminder time');
    expect(reminder).toHaveValue('18:00');
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '07:30');
    const towCount = screen.getByLabelText('Tow-eligible after this many violations (0 = off)');
    await userEvent.clear(towCount);
    await userEvent.type(towCount, '3');
    // Warning mode's grace date is the community's.
    await userEvent.type(screen.getByLabelText('Extra car allowed until'), '2027-05-01');
    // docs/adr/0029: the guest quotas and which car owner types are guests.
    const guestNights = screen.getByLabelText('Guest nights per unit in any 30 nights (0 = off)');
    await userEvent.clear(guestNights);
    await userEvent.type(guestNights, '10');
    const guestTypes = screen.getByRole('group', { name: 'Car owner types counted as guests' });
    expect(within(guestTypes).getByLabelText('visitor')).toBeChecked();
    await userEvent.click(within(guestTypes).getByLabelText('friend'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(session.get('hoaname')).toBe('Renamed'));
    expect(currentStatus()?.text).toBe('HOA Update Success');
    // docs/adr/0028: first a preview (nothing over: no question), then the spec's call.
    const saves = requests.filter((r) => r.url === '/api/parking/updatehoa');
    expect(saves.map((r) => r.body)).toEqual([
      {
        ...settings,
        parking_allowed_unit: 6,
        use_warning_status: 1,
        reminder_time: '07:30',
        tow_violation_count: 3,
        warning_grace_date: '2027-05-01',
        guest_unit_nights: 10,
        guest_owner_types: ['visitor', 'friend'],
        hoaid: 'demo',
        preview: true,
      },
      {
        ...settings,
        parking_allowed_unit: 6,
        use_warning_status: 1,
        reminder_time: '07:30',
        tow_violation_count: 3,
        warning_grace_date: '2027-05-01',
        guest_unit_nights: 10,
        guest_owner_types: ['visitor', 'friend'],
        hoaid: 'demo',
      },
    ]);
  }, 20_000);

  it('edits the guest terms, starting from the Renter TC, and sends them only when changed', async () => {
    const requests = fakeServer({
      'GET /api/parking/hoa_data': () => ({
        body: community({
          help_text: { renter_tc: '<p>Renter rules</p>' } as Community['help_text'],
          guest_tc: '',
        }),
      }),
      'POST /api/parking/updatehoa': () => ({ body: { message: 'HOA Update Success' } }),
    });
    renderInPortal(<HoaSettingsForm />);
    const group = await screen.findByRole('group', { name: 'Guest terms and conditions' });
    expect(group).toHaveTextContent(
      'Until you save guest terms of your own, guests read the Renter TC',
    );
    const editor = await screen.findByRole('textbox', { name: 'Guest terms and conditions' });
    expect(editor).toHaveTextContent('Renter rules');
    // Unchanged: updatehoa keeps the stored guest terms (none sent).
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('HOA Update Success'));
    const first = requests.filter((r) => r.url === '/api/parking/updatehoa');
    expect(first.every((r) => !('guest_tc' in (r.body as object)))).toBe(true);
    await userEvent.click(editor);
    await userEvent.click(within(group).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Guests use visitor spots');
    await waitFor(() => expect(editor).toHaveTextContent('Guests use visitor spots'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/parking/updatehoa')).toHaveLength(4),
    );
    const last = requests.filter((r) => r.url === '/api/parking/updatehoa').at(-1)?.body;
    expect(last).toMatchObject({
      hoaid: 'demo',
      guest_tc: expect.stringContaining('<strong>Guests use visitor spots</strong>'),
    });
  }, 20_000);

  it('asks before saving a lot limit below the cars onsite, and saves only on Save', async () => {
    const over = { lot: 3, unit_cars: 2, units: 1 };
    const none = { lot: 0, unit_cars: 0, units: 0 };
    const requests = fakeServer({
      'GET /api/parking/hoa_data': () => ({ body: community() }),
      'POST /api/parking/updatehoa': () => ({
        body: { message: 'HOA Update Success', over_limits: over, over_limits_before: none },
      }),
    });
    renderInPortal(<HoaSettingsForm />);
    const lot = await screen.findByLabelText('Parking spaces in the community');
    await userEvent.clear(lot);
    await userEvent.type(lot, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cars over the new limits' });
    expect(question).toHaveTextContent(
      'With these limits there will be 3 cars over the lot limit and 2 cars over the unit limit in 1 unit onsite now.',
    );
    const saves = () =>
      requests.filter((r) => r.url === '/api/parking/updatehoa').map((r) => r.body);
    // Cancel: only the preview went out.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(saves()).toEqual([
      { ...settings, parking_allowed_hoa: 10, hoaid: 'demo', preview: true },
    ]);
    expect(currentStatus()?.text).not.toBe('HOA Update Success');
    // Save: the spec's call, without preview.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cars over the new limits' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('HOA Update Success'));
    expect(saves().at(-1)).toEqual({ ...settings, parking_allowed_hoa: 10, hoaid: 'demo' });
  }, 20_000);

  it('saves without asking when the change puts no more cars over a limit', async () => {
    const over = { lot: 2, unit_cars: 0, units: 0 };
    const requests = fakeServer({
      'GET /api/parking/hoa_data': () => ({ body: community() }),
      'POST /api/parking/updatehoa': () => ({
        body: { message: 'HOA Update Success', over_limits: over, over_limits_before: over },
      }),
    });
    renderInPortal(<HoaSettingsForm />);
    await screen.findByLabelText('Parking spaces in the community');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('HOA Update Success'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/parking/updatehoa')).toHaveLength(2);
  });

  it('refreshes the owners and vehicle lists, whose allowances and counts follow the settings', async () => {
    fakeServer({
      'GET /api/parking/hoa_data': () => ({ body: community() }),
      'POST /api/parking/updatehoa': () => ({ body: { message: 'HOA Update Success' } }),
    });
    const { queryClient } = renderInPortal(<HoaSettingsForm />);
    const owners = queryKeys.owners.list('demo', { page: 1 });
    const vehicles = queryKeys.vehicles.all;
    queryClient.setQueryData(owners, { rows: [], total: 0 });
    queryClient.setQueryData(vehicles, []);
    await screen.findByLabelText('Parking spaces per unit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(queryClient.getQueryState(owners)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(vehicles)?.isInvalidated).toBe(true);
  });
});
