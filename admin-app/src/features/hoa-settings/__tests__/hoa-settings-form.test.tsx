import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Community } from '@parking/shared/domain';
import { queryKeys } from '@parking/shared/data';
import { currentStatus } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { HoaSettingsForm } from '../components/hoa-settings-form';

const settings = {
  parking_allowed_hoa: 40,
  parking_allowed_unit: 5,
  parking_allowed_renter: 2,
  owner_free_parking_spots: 1,
  renter_free_parking_spots: 1,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1,
  use_availability_factor: false,
  use_warning_status: 0 as const,
  availability_warning_buffer: 2,
  parking_information_url: '',
  reminder_time: '18:00',
  tow_violation_count: 0,
  tow_window_days: 30,
};

function community(overrides: Partial<Community> = {}): Community {
  return {
    ...settings,
    hoaid: 'demo',
    name: 'Demo Community',
    parking_spots: [],
    ...overrides,
  } as Community;
}

beforeEach(() => signInAdmin());

describe('HOA Settings form', () => {
  it('checks the values before saving', async () => {
    const requests = fakeServer({ 'GET /api/parking/hoa_data': () => ({ body: community() }) });
    renderInPortal(<HoaSettingsForm />);
    const perUnit = await screen.findByLabelText('Parking spaces per unit');
    await userEvent.clear(perUnit);
    await userEvent.type(perUnit, '-1');
    await userEvent.clear(screen.getByLabelText('Seasonal parking fee factor'));
    await userEvent.type(screen.getByLabelText('Parking information URL'), 'not a url');
    const towDays = screen.getByLabelText('Counting violations of the last (days)');
    await userEvent.clear(towDays);
    await userEvent.type(towDays, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Enter a number greater than 0')).toBeInTheDocument();
    expect(screen.getByText(/Enter a web address/)).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/parking/hoa_data']);
  });

  it('refuses free spots above the allowance they belong to (issue 9)', async () => {
    const requests = fakeServer({ 'GET /api/parking/hoa_data': () => ({ body: community() }) });
    renderInPortal(<HoaSettingsForm />);
    const renterFree = await screen.findByLabelText('Renter free parking spaces');
    await userEvent.clear(renterFree);
    await userEvent.type(renterFree, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      screen.getByText('Renter free spots cannot be more than the renter spaces allowed (2)'),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/parking/hoa_data']);
  });

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
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(session.get('hoaname')).toBe('Renamed'));
    expect(currentStatus()?.text).toBe('HOA Update Success');
    expect(requests.find((r) => r.url === '/api/parking/updatehoa')?.body).toEqual({
      ...settings,
      parking_allowed_unit: 6,
      use_warning_status: 1,
      reminder_time: '07:30',
      tow_violation_count: 3,
      hoaid: 'demo',
    });
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
