// Lists, cards and the payment summary show a vehicle type by its display name
// (Car, Truck/Van), never by its code (CAR, TRUCK).
import { screen, within } from '@testing-library/react';
import { fakeServer, renderInPortal, signInAs, vehicle } from '../../testing';
import { OnsiteVehiclesPanel } from '../onsite-vehicles/onsite-vehicles-panel';
import { PaymentSummary } from '../payment-summary/payment-summary';
import type { StayCharge } from '../payment-summary/stay-charge';

const free: StayCharge = {
  checkin: '2026-03-01',
  checkout: '2026-03-04',
  nights: 3,
  nightsPaid: 3,
  nightsDue: 0,
  nightsRepriced: 0,
  repriceTotal: 0,
  dayprice: 10,
  total: 0,
  paymentDue: false,
  reason: null,
  quoteId: null,
  payPerParkOn: false,
};

describe('spot type names', () => {
  it('lists onsite vehicles with Car and Truck/Van, not the codes', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/parking/get_active_vehicles': () => ({
        body: [
          vehicle({ plate: 'AAA111', vehicle_type: 'CAR', enddate: '2030-01-09' }),
          vehicle({ plate: 'MMM222', vehicle_type: 'TRUCK', enddate: '2030-01-05' }),
        ],
      }),
    });
    renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    const list = await screen.findByRole('table', { name: 'Onsite Vehicles' });
    const car = (await within(list).findByText('AAA111 CA')).closest('tr')!;
    expect(within(car).getByRole('cell', { name: 'Car' })).toBeInTheDocument();
    const truck = within(list).getByText('MMM222 CA').closest('tr')!;
    expect(within(truck).getByRole('cell', { name: 'Truck/Van' })).toBeInTheDocument();
    expect(within(list).queryByText('CAR')).not.toBeInTheDocument();
    expect(within(list).queryByText('TRUCK')).not.toBeInTheDocument();
  });

  it('names the vehicle type in the payment summary', () => {
    signInAs('owner');
    fakeServer({});
    renderInPortal(
      <PaymentSummary
        open
        role="owner"
        vehicle={vehicle({ vehicle_type: 'TRUCK', make: 'Ford', model: 'Transit', plate: 'VAN1' })}
        charge={free}
        onSubmit={() => Promise.resolve()}
        onPaid={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    const summary = screen.getByRole('dialog');
    expect(within(summary).getByText(/^Truck\/Van · /)).toBeInTheDocument();
    expect(within(summary).queryByText(/TRUCK/)).not.toBeInTheDocument();
  });
});
