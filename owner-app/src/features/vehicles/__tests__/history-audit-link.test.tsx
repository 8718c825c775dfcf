// The History popup's 'Audit entries' link is the admin's; an owner never sees it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderInPortal, signInOwner, vehicle } from '@parking/shared/testing';
import { MyVehiclesPanel } from '../components/my-vehicles-panel';

it('an owner’s History popup has no Audit entries link', async () => {
  signInOwner();
  const car = vehicle({ plate: 'OWN003', vehicleid: 'veh-a', _id: 'veh-a', number_of_changes: 1 });
  fakeServer({
    'POST /api/parking/get_vehicles_for_owner': () => ({
      body: { vehicles: [car], renter_free_parking: 1 },
    }),
    'GET /api/parking/get_vehicles_for_vehid/veh-a': () => ({ body: car }),
  });
  renderInPortal(<MyVehiclesPanel />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'History of OWN003: 1 changes' }),
  );
  const usage = screen.getByRole('dialog', { name: 'Vehicle Usage' });
  await waitFor(() => expect(within(usage).getByText('veh-a')).toBeInTheDocument());
  expect(within(usage).queryByRole('link', { name: /Audit entries/ })).not.toBeInTheDocument();
});
