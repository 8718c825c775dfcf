import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { TERMS_LABEL } from '@parking/shared/features';
import {
  activeCount,
  fakeServer,
  renderInPortal,
  renterVehicle,
  signInRenter,
} from '@parking/shared/testing';
import { RenterVehiclesPanel } from '../components/renter-vehicles-panel';

const tomorrow = addDays(dstr(), 1);
const title = `Renter Vehicles ${dstr()}`;

describe('Renter Vehicles list', () => {
  beforeEach(() => signInRenter());

  it('lists the unit’s onsite renter vehicles with the spec columns and no status links', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: {
          renter_free_parking: 1,
          vehicles: [
            renterVehicle({ plate: 'RNT001', enddate: tomorrow }),
            renterVehicle({ plate: 'GONE01', enddate: '1970-01-01' }),
          ],
        },
      }),
    });
    renderInPortal(<RenterVehiclesPanel />);
    const table = await screen.findByRole('table', { name: title });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Plate', 'Type', 'Make', 'Model', 'Year', 'Name', 'Checkout', 'Action']);
    const row = within(table).getByRole('button', { name: 'Edit vehicle RNT001' }).closest('tr')!;
    expect(row).toHaveTextContent('Renter, Rita');
    expect(row).toHaveTextContent(tomorrow);
    expect(within(table).queryByText('GONE01')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Onsite status/ })).not.toBeInTheDocument();
    expect(requests[0]!.body).toEqual({
      ownerid: 'owner-1',
      carownertype: 'renter',
      hoaid: 'demo',
      dstr: dstr(),
    });
  });

  it('says No vehicles registered when the unit has no renter vehicles', async () => {
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    renderInPortal(<RenterVehiclesPanel />);
    expect(await screen.findByText('No vehicles registered')).toBeInTheDocument();
  });

  it('deletes a vehicle only after the confirmation', async () => {
    let vehicles = [renterVehicle({ _id: 'veh-del', vehicleid: 'veh-del', plate: 'DEL001' })];
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
    renderInPortal(<RenterVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete vehicle DEL001' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
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

  it('opens the renter Register form from Add, with the checkout date and the terms gate', async () => {
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
      'POST /api/parking/get_active_count': () => ({ body: activeCount({ rentercount: 0 }) }),
    });
    const user = userEvent.setup();
    renderInPortal(<RenterVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog', { name: 'Register Vehicle' });
    expect(within(form).getByLabelText('Checkout date')).toBeInTheDocument();
    const register = within(form).getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await user.click(within(form).getByLabelText(TERMS_LABEL));
    expect(register).toBeEnabled();
  });

  it('opens the Modify form from the plate', async () => {
    const car = renterVehicle({ plate: 'MOD001', enddate: tomorrow });
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [car], renter_free_parking: 1 },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<RenterVehiclesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit vehicle MOD001' }));
    const form = screen.getByRole('dialog', { name: 'Modify Vehicle' });
    expect(within(form).getByLabelText('Plate')).toHaveValue('MOD001');
  });
});
