import { screen, within } from '@testing-library/react';
import { dstr } from '../../domain';
import { VehicleUsagePopup } from '../vehicle-usage/vehicle-usage-popup';
import { fakeServer, renderInPortal, signInAs, vehicle } from '../../testing';

describe('Vehicle usage popup', () => {
  it('shows the vehicle, its change history with days, and a renter vehicle’s owner', async () => {
    signInAs('owner');
    const renterCar = vehicle({
      vehicleid: 'veh-77',
      carownertype: 'renter',
      carowner_fname: 'Rita',
      carowner_lname: 'Renter',
      change_history: [
        { change_date: '2026-03-01', startdate: '2026-03-01', enddate: '2026-03-05' },
        { change_date: '2026-03-06', startdate: '2026-03-06', enddate: '1970-01-01' },
      ],
      userdata: {
        first_name: 'Olivia',
        last_name: 'Owner',
        phone: '555-0101',
        email: 'owner@demo.test',
      },
    });
    const requests = fakeServer({
      'GET /api/parking/get_vehicles_for_vehid/': () => ({ body: renterCar }),
    });
    renderInPortal(<VehicleUsagePopup open vehicleid="veh-77" onClose={() => undefined} />);
    const popup = screen.getByRole('dialog', { name: 'Vehicle Usage' });
    expect(await within(popup).findByText('veh-77')).toBeInTheDocument();
    expect(within(popup).getByText(dstr())).toBeInTheDocument();
    expect(within(popup).getByText('Renter, Rita')).toBeInTheDocument();
    expect(within(popup).getByText('owner@demo.test')).toBeInTheDocument();
    const history = within(popup).getByRole('table', { name: 'Change history' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      '2026-03-012026-03-012026-03-054',
    );
    // Set offsite: the 1970-01-01 sentinel reads as 'Offsite', not as a date.
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('2026-03-062026-03-06Offsite');
    expect(requests[0]?.url).toContain('/api/parking/get_vehicles_for_vehid/veh-77');
  });
});
