// The owner's day in one tap (docs/adr/0026-owner-day-in-one-tap.md): each car shows a status
// chip and one primary action; Park and Extend open the checkout picker with one more night
// chosen, Leave takes the car offsite at once; the phone card leads with plate and status.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, NO_DATE, type Vehicle } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import {
  activeCount,
  fakeServer,
  type FakeRequest,
  pretendPhoneWidth,
  quote,
  renderInPortal,
  signInOwner,
  vehicle,
} from '@parking/shared/testing';
import { MyVehiclesPanel } from '../components/my-vehicles-panel';
import { dayActionOf, dayStatusOf, defaultCheckout, quickCheckouts } from '../vehicle-day';

// Several dialogs and server round trips per test: a busy machine must not time them out.
jest.setTimeout(30_000);

const today = dstr();

function statusChanges(requests: readonly FakeRequest[]) {
  return requests.filter((request) => request.url.includes('change-vehicle-status-date'));
}

function listing(vehicles: () => Vehicle[]) {
  return {
    'POST /api/parking/get_vehicles_for_owner': () => ({
      body: { vehicles: vehicles(), renter_free_parking: 1 },
    }),
  };
}

describe('the owner’s day with a car', () => {
  it('names the status and the one action of each car', () => {
    expect(dayStatusOf({ enddate: NO_DATE, status_flag: 0 }, today)).toEqual({
      kind: 'offsite',
      label: 'Offsite',
    });
    expect(dayStatusOf({ enddate: addDays(today, -1), status_flag: 1 }, today).kind).toBe(
      'offsite',
    );
    expect(dayStatusOf({ enddate: addDays(today, 2), status_flag: 1 }, today).label).toBe(
      `Onsite until ${addDays(today, 2)}`,
    );
    expect(dayStatusOf({ enddate: today, status_flag: 2 }, today).label).toBe(
      `Over limit · Onsite until ${today}`,
    );
    expect(dayActionOf({ enddate: NO_DATE, carownertype: 'owner' }, today)).toBe('park');
    expect(dayActionOf({ enddate: today, carownertype: 'family' }, today)).toBe('extend');
    expect(dayActionOf({ enddate: today, carownertype: 'renter' }, today)).toBeNull();
  });

  it('starts the picker one night on: from today to park, from the checkout to extend, never past 60 days', () => {
    expect(defaultCheckout({ enddate: NO_DATE }, today)).toBe(addDays(today, 1));
    expect(defaultCheckout({ enddate: addDays(today, 3) }, today)).toBe(addDays(today, 4));
    expect(defaultCheckout({ enddate: addDays(today, 60) }, today)).toBe(addDays(today, 60));
    expect(quickCheckouts({ enddate: NO_DATE }, today)).toEqual([
      { label: '1 night', date: addDays(today, 1) },
      { label: '2 nights', date: addDays(today, 2) },
      { label: '1 week', date: addDays(today, 7) },
    ]);
    expect(quickCheckouts({ enddate: addDays(today, 55) }, today).map((c) => c.label)).toEqual([
      '1 night',
      '2 nights',
    ]);
  });
});

describe('My Vehicles: park, extend and leave in one tap', () => {
  beforeEach(() => signInOwner());

  it('parks an offsite car for one night with the picker’s default', async () => {
    let car = vehicle({
      vehicleid: 'veh-park',
      _id: 'veh-park',
      plate: 'PARK01',
      enddate: NO_DATE,
    });
    const requests = fakeServer({
      ...listing(() => [car]),
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'GET /api/parking/change-vehicle-status-date/': () => {
        car = { ...car, enddate: addDays(today, 1) };
        return { body: car };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    const table = await screen.findByRole('table', { name: 'My Vehicles' });
    expect(within(table).getByText('Offsite')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Park PARK01' }));

    const picker = screen.getByRole('dialog', { name: 'Park PARK01' });
    expect(within(picker).getByLabelText('Checkout date')).toHaveValue(addDays(today, 1));
    expect(within(picker).getByRole('button', { name: '1 night' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      within(picker).getByRole('button', { name: `Park until ${addDays(today, 1)}` }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentStatus()?.text).toBe('Vehicle Status Update Successful');
    const change = statusChanges(requests);
    expect(change[0]?.url).toContain(`/veh-park/1/${addDays(today, 1)}/${today}`);
    expect(await within(table).findByText(`Onsite until ${addDays(today, 1)}`)).toBeVisible();
  });

  it('extends an onsite car from its checkout, with a quick choice of a week', async () => {
    const checkout = addDays(today, 2);
    const car = vehicle({
      vehicleid: 'veh-ext',
      _id: 'veh-ext',
      plate: 'EXT001',
      enddate: checkout,
    });
    const requests = fakeServer({
      ...listing(() => [car]),
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: addDays(checkout, 7) },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Extend EXT001' }));
    const picker = screen.getByRole('dialog', { name: 'Extend EXT001' });
    expect(within(picker).getByLabelText('Checkout date')).toHaveValue(addDays(checkout, 1));
    await user.click(within(picker).getByRole('button', { name: '1 week' }));
    await user.click(
      within(picker).getByRole('button', { name: `Extend to ${addDays(checkout, 7)}` }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusChanges(requests)[0]?.url).toContain(`/veh-ext/1/${addDays(checkout, 7)}/`);
  });

  it('takes an onsite car away with Leave, at once', async () => {
    let car = vehicle({ vehicleid: 'veh-lv', _id: 'veh-lv', plate: 'LEAVE1', enddate: today });
    const requests = fakeServer({
      ...listing(() => [car]),
      'GET /api/parking/change-vehicle-status-date/': () => {
        car = { ...car, enddate: NO_DATE };
        return { body: car };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Leave LEAVE1' }));
    expect(statusChanges(requests)[0]?.url).toContain(`/veh-lv/0/${NO_DATE}/${today}`);
    expect(await screen.findByRole('button', { name: 'Park LEAVE1' })).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Vehicle Status Update Successful');
  });

  it('shows a renter’s car with its chip and no action', async () => {
    fakeServer(
      listing(() => [vehicle({ plate: 'RENT09', carownertype: 'renter', enddate: today })]),
    );
    renderInPortal(<MyVehiclesPanel />);
    const table = await screen.findByRole('table', { name: 'My Vehicles' });
    expect(within(table).getByText(`Onsite until ${today}`)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Park|Extend|Leave) RENT09/ })).toBeNull();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = pretendPhoneWidth();
    });
    afterEach(() => restore());

    it('leads each card with plate, status and action, and folds the rest into one line', async () => {
      fakeServer(
        listing(() => [
          vehicle({
            plate: 'CARD01',
            make: 'Honda',
            model: 'Accord',
            year: '2021',
            carowner_fname: 'Olivia',
            carowner_lname: 'Owner',
            enddate: addDays(today, 3),
            number_of_changes: 2,
          }),
        ]),
      );
      renderInPortal(<MyVehiclesPanel />);
      const list = await screen.findByRole('list', { name: 'My Vehicles' });
      const [card] = within(list).getAllByRole('listitem');
      const lead = card!.firstElementChild as HTMLElement;
      expect(lead).toHaveTextContent(`CARD01Onsite until ${addDays(today, 3)}`);
      expect(within(card!).getByRole('button', { name: 'Extend CARD01' })).toBeInTheDocument();
      expect(within(card!).getByRole('button', { name: 'Leave CARD01' })).toBeInTheDocument();
      expect(card).toHaveTextContent('2021 Honda Accord · Car · Owner, Olivia');
      // The links of the table stay, in one row.
      expect(
        within(card!).getByRole('button', { name: 'Onsite status of CARD01: Yes' }),
      ).toBeInTheDocument();
      expect(
        within(card!).getByRole('button', { name: 'History of CARD01: 2 changes' }),
      ).toBeInTheDocument();
      expect(
        within(card!).getByRole('button', { name: 'Delete vehicle CARD01' }),
      ).toBeInTheDocument();
      // No empty Checkout row for an offsite car, no nine label rows.
      expect(within(card!).queryByText('Make')).toBeNull();
    });
  });
});
