import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, LIMIT, NO_DATE, VALIDATION, type Vehicle } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import {
  activeCount,
  fakeServer,
  renderInPortal,
  signInOwner,
  spotTypes,
  vehicle,
} from '../../__tests__/fake-portal';
import { VehicleStatusPopup } from '../components/vehicle-status-popup';

const today = dstr();

function renderPopup(car: Vehicle) {
  const onChanged = jest.fn();
  const onClose = jest.fn();
  renderInPortal(
    <VehicleStatusPopup
      vehicle={car}
      spotTypes={spotTypes}
      onChanged={onChanged}
      onClose={onClose}
    />,
  );
  return { onChanged, onClose };
}

function setDate(value: string) {
  fireEvent.change(screen.getByLabelText('Checkout date'), { target: { value } });
}

describe('Owner Vehicle Status popup', () => {
  beforeEach(() => signInOwner());

  it('shows the vehicle and its current status (Onsite only for a checkout after today)', () => {
    fakeServer({});
    renderPopup(vehicle({ plate: 'STAT01', make: 'Mazda', enddate: today }));
    const popup = screen.getByRole('dialog', { name: 'Owner Vehicle Status' });
    expect(popup).toHaveTextContent('PlateSTAT01');
    expect(popup).toHaveTextContent('MakeMazda');
    expect(popup).toHaveTextContent('TypeCAR');
    expect(popup).toHaveTextContent('Current Vehicle StatusOffsite');
  });

  it('refuses a past date or one beyond 60 days with the spec messages', () => {
    fakeServer({});
    renderPopup(vehicle({}));
    setDate(addDays(today, -1));
    expect(screen.getByText(VALIDATION.checkoutInPast)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    setDate(addDays(today, 61));
    expect(screen.getByText(VALIDATION.checkoutTooFar)).toBeInTheDocument();
    setDate(addDays(today, 60));
    expect(screen.queryByText(VALIDATION.checkoutTooFar)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sets an onsite vehicle offsite', async () => {
    const car = vehicle({ vehicleid: 'veh-on', enddate: addDays(today, 2) });
    const requests = fakeServer({
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: NO_DATE },
      }),
    });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderPopup(car);
    expect(screen.getByRole('dialog')).toHaveTextContent('Current Vehicle StatusOnsite');
    await user.click(screen.getByRole('button', { name: 'Change status to offsite' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onChanged).toHaveBeenCalled();
    expect(currentStatus()?.text).toBe('Vehicle Status Update Successful');
    expect(requests[0]?.url).toBe(
      `/api/parking/change-vehicle-status-date/veh-on/0/1970-01-01/${today}`,
    );
  });

  it('sets a checkout date when the limits allow it', async () => {
    const car = vehicle({ vehicleid: 'veh-off' });
    const requests = fakeServer({
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: addDays(today, 3) },
      }),
    });
    const user = userEvent.setup();
    const { onChanged } = renderPopup(car);
    setDate(addDays(today, 3));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Vehicle Status Update Successful', { selector: '[role=status] *' }),
    ).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(requests.at(-1)?.url).toBe(
      `/api/parking/change-vehicle-status-date/veh-off/1/${addDays(today, 3)}/${today}`,
    );
  });

  it('blocks offsite to onsite over the unit maximum with the counts', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_active_count': () => ({
        body: activeCount({ ownercount: 2, rentercount: 1, maxunitactive: 3, ownercountok: false }),
      }),
    });
    const user = userEvent.setup();
    renderPopup(vehicle({}));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const information = await screen.findByRole('dialog', { name: 'Information' });
    expect(information).toHaveTextContent(LIMIT.unitMaxReached(3, 2, 1));
    expect(requests.some((r) => r.url.includes('change-vehicle-status-date'))).toBe(false);
  });

  it('moves a checkout of today without the unit limit: the vehicle is counted already', async () => {
    const car = vehicle({ vehicleid: 'veh-today', enddate: today });
    const requests = fakeServer({
      'POST /api/parking/get_active_count': () => ({
        body: activeCount({ ownercount: 2, rentercount: 0, maxunitactive: 2, ownercountok: false }),
      }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: addDays(today, 2) },
      }),
    });
    const user = userEvent.setup();
    const { onChanged } = renderPopup(car);
    setDate(addDays(today, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Information' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe(
      `/api/parking/change-vehicle-status-date/veh-today/1/${addDays(today, 2)}/${today}`,
    );
  });

  it('shows the server’s message when it refuses with a 409 limit code', async () => {
    const message = 'The maximum number of active parking spaces for this unit has been reached: 3';
    fakeServer({
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        status: 409,
        body: { message, code: 'over_owner_parking_limit' },
      }),
    });
    const user = userEvent.setup();
    renderPopup(vehicle({}));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Information' })).toHaveTextContent(message);
  });

  it('saves nothing when a card payment is due, and says we have no ower ppp when it is off', async () => {
    signInOwner({ use_owner_creditcard: true, use_owner_ppp: false });
    const requests = fakeServer({
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
    });
    const user = userEvent.setup();
    renderPopup(vehicle({ plate: 'PAY001' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    expect(within(summary).getByText('we have no ower ppp')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(requests.some((r) => r.url.includes('change-vehicle-status-date'))).toBe(false);
  });
});
