import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInOwner, vehicle } from '@parking/shared/testing';
import { MyVehiclesPanel } from '../components/my-vehicles-panel';

const tomorrow = addDays(dstr(), 1);

describe('My Vehicles panel', () => {
  beforeEach(() => signInOwner());

  it('lists the owner’s vehicles with the owner header, and renter vehicles only while onsite', async () => {
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: {
          renter_free_parking: 1,
          vehicles: [
            vehicle({
              plate: 'OWN001',
              make: 'Honda',
              model: 'Civic',
              year: '2019',
              enddate: tomorrow,
              number_of_changes: 3,
            }),
            vehicle({ plate: 'RENT01', carownertype: 'renter', enddate: tomorrow }),
            vehicle({ plate: 'GONE01', carownertype: 'renter', enddate: '1970-01-01' }),
          ],
        },
      }),
    });
    renderInPortal(<MyVehiclesPanel />);
    const table = await screen.findByRole('table', { name: 'My Vehicles' });
    expect(screen.getByText('Olivia Owner · owner@demo.test · Unit: 101')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Plate',
      'Status',
      'Make',
      'Model',
      'Year',
      'Name',
      'Type',
      'Checkout',
      'Onsite',
      'History',
      'Action',
    ]);
    expect(within(table).getByRole('button', { name: 'Edit vehicle OWN001' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Onsite status of OWN001: Yes' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'History of OWN001: 3 changes' }),
    ).toHaveTextContent('3');
    // spec §2: a renter vehicle shows only its Yes/No state, no status link.
    const renterRow = within(table).getByText('RENT01').closest('tr')!;
    expect(
      within(renterRow).queryByRole('button', { name: /Onsite status/ }),
    ).not.toBeInTheDocument();
    expect(renterRow).toHaveTextContent('Yes');
    expect(within(table).queryByText('GONE01')).not.toBeInTheDocument();
  });

  it('says No vehicles registered when there are none', async () => {
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    renderInPortal(<MyVehiclesPanel />);
    expect(await screen.findByText('No vehicles registered')).toBeInTheDocument();
  });

  it('deletes a vehicle only after the confirmation', async () => {
    let vehicles = [vehicle({ _id: 'veh-del', vehicleid: 'veh-del', plate: 'DEL001' })];
    const requests = fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles, renter_free_parking: 1 },
      }),
      'POST /api/parking/delete_vehicle_modify_status': () => {
        const [deleted] = vehicles;
        vehicles = [];
        return { body: deleted };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete vehicle DEL001' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.url.endsWith('/delete_vehicle_modify_status'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete vehicle DEL001' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No vehicles registered')).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Vehicle Delete Successful');
    expect(requests.find((r) => r.url.endsWith('/delete_vehicle_modify_status'))?.body).toEqual({
      vehicleid: 'veh-del',
      hoaid: 'demo',
      unitnumber: '101',
    });
  });

  it('opens the edit form from the plate, the status popup from Onsite and the usage popup from History', async () => {
    const car = vehicle({
      plate: 'OWN002',
      vehicleid: 'veh-h',
      _id: 'veh-h',
      number_of_changes: 1,
    });
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [car], renter_free_parking: 1 },
      }),
      'GET /api/parking/get_vehicles_for_vehid/veh-h': () => ({ body: car }),
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit vehicle OWN002' }));
    expect(screen.getByRole('dialog', { name: 'Modify Vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plate')).toHaveValue('OWN002');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Onsite status of OWN002: No' }));
    expect(screen.getByRole('dialog', { name: 'Owner Vehicle Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'History of OWN002: 1 changes' }));
    const usage = screen.getByRole('dialog', { name: 'Vehicle Usage' });
    await waitFor(() => expect(within(usage).getByText('veh-h')).toBeInTheDocument());
  });

  it('opens the Register form from the add button', async () => {
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<MyVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    expect(screen.getByRole('dialog', { name: 'Register Vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
