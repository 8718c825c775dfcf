import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import {
  fakeServer,
  pretendPhoneWidth,
  renderInPortal,
  signInAdmin,
  onsiteVehicle as vehicle,
} from '@parking/shared/testing';
import { VehiclesPanel } from '../components/vehicles-panel';

const ownerCar = vehicle({ plate: 'OWN1', unitnumber: '101' });
const renterCar = vehicle({
  plate: 'RENT1',
  unitnumber: '102',
  carownertype: 'renter',
  carowner_fname: 'Rita',
  carowner_lname: 'Renter',
  carownerphone: '555-0202',
  make: 'Honda',
  model: 'Civic',
  year: '2019',
});
const offsiteCar = vehicle({ plate: 'OFF1', unitnumber: '103', enddate: '1970-01-01' });

function serve(extra = {}) {
  return fakeServer({
    'POST /api/parking/get_all_vehicles': () => ({ body: [ownerCar, renterCar, offsiteCar] }),
    ...extra,
  });
}

const plates = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => signInAdmin());

describe('All Vehicles panel', () => {
  it('filters by type, unit and onsite', async () => {
    serve();
    renderInPortal(<VehiclesPanel />);
    await screen.findByText('RENT1');
    expect(plates()).toEqual(['OWN1', 'RENT1', 'OFF1']);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'renter');
    expect(plates()).toEqual(['RENT1']);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'owner');
    expect(plates()).toEqual(['OWN1', 'OFF1']);
    await userEvent.selectOptions(screen.getByLabelText('Onsite'), 'No');
    expect(plates()).toEqual(['OFF1']);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'any');
    await userEvent.selectOptions(screen.getByLabelText('Onsite'), 'any');
    expect(
      within(screen.getByLabelText('Unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['any', '101', '102', '103']);
    await userEvent.selectOptions(screen.getByLabelText('Unit'), '102');
    expect(plates()).toEqual(['RENT1']);
  });

  it('on a phone shows cards with the phone number, sorted by Unit, in the page scroll', async () => {
    const wideLayout = pretendPhoneWidth();
    try {
      serve();
      renderInPortal(<VehiclesPanel />);
      const cards = await screen.findByRole('list', { name: 'All Vehicles' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
      expect(within(cards).getByText('555-0202')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Unit');
      expect(screen.getAllByRole('region', { name: 'All Vehicles' })).toHaveLength(1);
    } finally {
      wideLayout();
    }
  });

  it('shows the owner details when a plate is clicked', async () => {
    serve();
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'RENT1' }));
    const details = screen.getByRole('dialog');
    for (const text of ['Rita Renter', 'renter', '102', '555-0202', 'Honda', 'Civic', '2019']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText(renterCar.enddate)).toBeInTheDocument();
  });

  it('deletes a vehicle after confirmation', async () => {
    const requests = serve({
      'POST /api/parking/delete_vehicle': () => ({ body: ownerCar }),
    });
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OWN1' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicle Delete Successful'));
    expect(
      requests.find((r) => r.url === '/api/parking/delete_vehicle_modify_status')?.body,
    ).toEqual({ vehicleid: ownerCar.vehicleid, hoaid: 'demo', unitnumber: '101' });
  });

  it('changes a status to offsite without any payment', async () => {
    const requests = serve({
      'GET /api/parking/change-vehicle-status-date/': () => ({ body: ownerCar }),
    });
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Change status of OWN1: (Yes|No)$/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change status to offsite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicle Status Update Successful'));
    const call = requests.find((r) => r.url.includes('change-vehicle-status-date'));
    expect(call?.url).toContain(`/${ownerCar.vehicleid}/0/1970-01-01/`);
  });

  it('in read-only mode shows the alerts instead of deleting or changing status', async () => {
    const requests = serve();
    renderInPortal(<VehiclesPanel readOnly />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OWN1' }));
    expect(await screen.findByText('not authorized to delete vehicle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await userEvent.click(
      screen.getByRole('button', { name: /^Change status of OWN1: (Yes|No)$/ }),
    );
    expect(await screen.findByText('not authorized to change status')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
