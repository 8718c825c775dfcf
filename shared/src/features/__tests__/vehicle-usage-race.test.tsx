// docs/adr/0011: the usage popup is a query keyed by the vehicle. When the admin moves on to
// another vehicle before the first one's answer arrived, the late answer is never shown.
import { screen, waitFor, within } from '@testing-library/react';
import { VehicleUsagePopup } from '../vehicle-usage/vehicle-usage-popup';
import {
  deferred,
  fakeServer,
  renderInPortal,
  signInAs,
  vehicle,
  type FakeReply,
} from '../../testing';

describe('Vehicle usage popup, one vehicle after another', () => {
  it('shows the vehicle asked for last, whatever order the answers arrive in', async () => {
    signInAs('admin');
    const slowFirst = deferred<FakeReply>();
    const requests = fakeServer({
      'GET /api/parking/get_vehicles_for_vehid/veh-first': () => slowFirst.promise,
      'GET /api/parking/get_vehicles_for_vehid/veh-second': {
        body: vehicle({ vehicleid: 'veh-second' }),
      },
    });
    const close = () => undefined;
    const { rerender } = renderInPortal(
      <VehicleUsagePopup open vehicleid="veh-first" onClose={close} />,
    );
    // The first vehicle's request is on its way when the second vehicle is asked for.
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender(<VehicleUsagePopup open vehicleid="veh-second" onClose={close} />);
    const popup = screen.getByRole('dialog', { name: 'Vehicle Usage' });
    expect(await within(popup).findByText('veh-second')).toBeInTheDocument();

    slowFirst.resolve({ body: vehicle({ vehicleid: 'veh-first' }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(popup).getByText('veh-second')).toBeInTheDocument();
    expect(within(popup).queryByText('veh-first')).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/parking/get_vehicles_for_vehid/veh-first',
      '/api/parking/get_vehicles_for_vehid/veh-second',
    ]);
  });
});
