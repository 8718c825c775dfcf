import { screen, within } from '@testing-library/react';
import { fakeServer, renderInPortal, signInAs, vehicle } from '../../../testing';
import { VehicleUsagePopup } from '../vehicle-usage-popup';

const car = vehicle({ vehicleid: 'veh-5', plate: 'LNK001' });

beforeEach(() => {
  fakeServer({ 'GET /api/parking/get_vehicles_for_vehid/': () => ({ body: car }) });
});

describe('Vehicle usage popup links', () => {
  it('shows the links the opening app hands in, about the loaded vehicle', async () => {
    signInAs('admin');
    renderInPortal(
      <VehicleUsagePopup
        open
        vehicleid="veh-5"
        onClose={() => undefined}
        links={(loaded) => <a href={`#audit-${loaded.vehicleid}`}>Audit entries</a>}
      />,
    );
    const popup = screen.getByRole('dialog', { name: 'Vehicle Usage' });
    expect(await within(popup).findByRole('link', { name: 'Audit entries' })).toHaveAttribute(
      'href',
      '#audit-veh-5',
    );
  });

  it('shows no link when the app hands in none (the owner app)', async () => {
    signInAs('owner');
    renderInPortal(<VehicleUsagePopup open vehicleid="veh-5" onClose={() => undefined} />);
    const popup = screen.getByRole('dialog', { name: 'Vehicle Usage' });
    expect(await within(popup).findByText('veh-5')).toBeInTheDocument();
    expect(within(popup).queryByRole('link')).not.toBeInTheDocument();
  });
});
