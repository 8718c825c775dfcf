import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  dstr,
  LIMIT,
  NO_DATE,
  VALIDATION,
  type ModifyVehicleRequest,
  type PaymentQuote,
  type Vehicle,
} from '@parking/shared/domain';
import { queryKeys } from '@parking/shared/data';
import { currentStatus } from '@parking/shared/events';
import {
  activeCount,
  dueQuote,
  fakeServer,
  quote,
  renderInPortal,
  signInOwner,
  spotTypes,
  vehicle,
} from '@parking/shared/testing';
import { VehicleStatusPopup } from '../components/vehicle-status-popup';

const today = dstr();

function renderPopup(car: Vehicle) {
  const onClose = jest.fn();
  const { queryClient } = renderInPortal(
    <VehicleStatusPopup vehicle={car} spotTypes={spotTypes} onClose={onClose} />,
  );
  // A vehicle list the page shows: a saved change must have it read again (docs/adr/0011).
  const list = queryKeys.vehicles.ofOwner('demo', 'owner-1');
  queryClient.setQueryData(list, { vehicles: [car] });
  const listsReadAgain = () => queryClient.getQueryState(list)?.isInvalidated === true;
  return { listsReadAgain, onClose };
}

function setDate(value: string) {
  fireEvent.change(screen.getByLabelText('Checkout date'), { target: { value } });
}

type User = ReturnType<typeof userEvent.setup>;

/** The sandbox test cards (server/src/payments/sandbox-provider.ts). */
const APPROVED_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function fillCard(user: User, card: HTMLElement, number: string) {
  const field = (label: string) => within(card).getByLabelText(label);
  await user.type(field('First name'), 'Olivia');
  await user.type(field('Last name'), 'Owner');
  await user.type(field('Zip'), '19958');
  await user.type(field('Card number'), number);
  await user.type(field('CVV'), '123');
  await user.type(field('Month'), '12');
  await user.type(field('Year'), String(new Date().getFullYear() + 2));
}

/** spec §9: the unit's one free owner car is onsite, so the next one is paid. */
function countsWithTheFreeCarTaken() {
  const counts = activeCount({ ownercount: 1, allcount: 5 });
  return { ...counts, user: { ...counts.user, owner_free_parking: 1 } };
}

/** The server's quote (POST quote_stay): nothing due, or `nights` at $10. */
function serverQuote(nights: number, due: boolean): PaymentQuote {
  return due
    ? { ...dueQuote(nights, 10, addDays(today, nights)), quote_id: 'quote-owner-1', checkin: today }
    : quote({
        checkin: today,
        checkout: addDays(today, nights),
        nights,
        nights_free: nights,
        reason: 'free_spot',
      });
}
const FREE = { 'POST /api/parking/quote_stay': () => ({ body: serverQuote(2, false) }) };
const DUE = { 'POST /api/parking/quote_stay': () => ({ body: serverQuote(2, true) }) };

describe('Owner Vehicle Status popup', () => {
  beforeEach(() => signInOwner());

  it('shows the vehicle and its current status (Onsite only for a checkout after today)', () => {
    fakeServer({});
    renderPopup(vehicle({ plate: 'STAT01', make: 'Mazda', enddate: today }));
    const popup = screen.getByRole('dialog', { name: 'Owner Vehicle Status' });
    expect(popup).toHaveTextContent('PlateSTAT01');
    expect(popup).toHaveTextContent('MakeMazda');
    expect(popup).toHaveTextContent('TypeCar');
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
    const { listsReadAgain, onClose } = renderPopup(car);
    expect(screen.getByRole('dialog')).toHaveTextContent('Current Vehicle StatusOnsite');
    await user.click(screen.getByRole('button', { name: 'Change status to offsite' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(listsReadAgain()).toBe(true);
    expect(currentStatus()?.text).toBe('Vehicle Status Update Successful');
    // The popup also reads the community (its warning buffer, docs/adr/0011).
    const calls = requests.filter((request) => !request.url.includes('/data_for_hoa/'));
    expect(calls[0]?.url).toBe(
      `/api/parking/change-vehicle-status-date/veh-on/0/1970-01-01/${today}`,
    );
  });

  it('sets a checkout date when the limits allow it', async () => {
    const car = vehicle({ vehicleid: 'veh-off' });
    const requests = fakeServer({
      ...FREE,
      'POST /api/parking/get_active_count': () => ({ body: activeCount() }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: addDays(today, 3) },
      }),
    });
    const user = userEvent.setup();
    const { listsReadAgain } = renderPopup(car);
    setDate(addDays(today, 3));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Vehicle Status Update Successful', { selector: '[role=status] *' }),
    ).toBeInTheDocument();
    expect(listsReadAgain()).toBe(true);
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
      ...FREE,
      'POST /api/parking/get_active_count': () => ({
        body: activeCount({ ownercount: 2, rentercount: 0, maxunitactive: 2, ownercountok: false }),
      }),
      'GET /api/parking/change-vehicle-status-date/': () => ({
        body: { ...car, enddate: addDays(today, 2) },
      }),
    });
    const user = userEvent.setup();
    const { listsReadAgain } = renderPopup(car);
    setDate(addDays(today, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(listsReadAgain()).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Information' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe(
      `/api/parking/change-vehicle-status-date/veh-today/1/${addDays(today, 2)}/${today}`,
    );
  });

  it('shows the server’s message when it refuses with a 409 limit code', async () => {
    const message = 'The maximum number of active parking spaces for this unit has been reached: 3';
    fakeServer({
      ...FREE,
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
      ...DUE,
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

  describe('when the owner pays by card (spec §9 Who pays)', () => {
    beforeEach(() => signInOwner({ use_owner_creditcard: true, use_owner_ppp: true }));

    it('shows the card form in the summary, pays, and saves the date with the payment', async () => {
      const car = vehicle({ vehicleid: 'veh-paid', plate: 'PIN101B', make: 'Volvo' });
      const checkout = addDays(today, 2);
      const saved = { ...car, enddate: checkout, parking_transaction_id: 'sbx_1' };
      const requests = fakeServer({
        ...DUE,
        'POST /api/parking/get_active_count': () => ({ body: countsWithTheFreeCarTaken() }),
        'POST /api/parking/modify_vehicle': () => ({ body: saved }),
      });
      const user = userEvent.setup();
      const { listsReadAgain, onClose } = renderPopup(car);
      setDate(checkout);
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
      const facts = within(summary).getByLabelText('Parking summary');
      expect(facts).toHaveTextContent(`Check-in${today}`);
      expect(facts).toHaveTextContent(`Checkout${checkout}`);
      expect(facts).toHaveTextContent('Nights2');
      expect(facts).toHaveTextContent('$/night$10.00');
      expect(facts).toHaveTextContent('Total$20.00');
      expect(within(summary).getByText('Card payment is required for this stay.')).toBeVisible();
      // spec §2: 'either a submit button or the card form'.
      expect(within(summary).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      const card = within(summary).getByRole('form', { name: 'Card payment' });
      await fillCard(user, card, APPROVED_CARD);
      await user.click(within(card).getByRole('button', { name: 'Pay' }));

      expect(await within(card).findByRole('status')).toHaveTextContent('Transaction Complete');
      expect(listsReadAgain()).toBe(true);
      // The popup behind the summary shows the saved vehicle: parked until the paid checkout.
      expect(screen.getByRole('dialog', { name: 'Owner Vehicle Status' })).toHaveTextContent(
        'Current Vehicle StatusOnsite',
      );
      expect(currentStatus()?.text).toBe('Vehicle Status Update Successful');
      // The date went with the payment, through modify_vehicle; never unpaid.
      expect(requests.some((r) => r.url.includes('change-vehicle-status-date'))).toBe(false);
      const save = requests.filter((r) => r.url === '/api/parking/modify_vehicle');
      expect(save).toHaveLength(1);
      const body = save[0]?.body as ModifyVehicleRequest;
      expect(body).toMatchObject({
        vehicleid: 'veh-paid',
        enddate: checkout,
        plate: 'PIN101B',
        make: 'Volvo',
        carowner_fname: 'Olivia',
        carowner_lname: 'Owner',
        terms: 1,
        dstr: today,
      });
      expect(body.payment?.card_token).toMatch(/^sandbox:/);
      expect(body.payment?.quote_id).toBe('quote-owner-1');
      expect(body.payment?.customer).toEqual({
        first_name: 'Olivia',
        last_name: 'Owner',
        zip: '19958',
      });
      expect(JSON.stringify(body)).not.toContain('4242');

      // The receipt, then Close closes the summary and the popup.
      const receipt = within(summary).getByRole('region', { name: 'Receipt' });
      expect(receipt).toHaveTextContent('Amount$20.00');
      expect(receipt).toHaveTextContent('Transaction idsbx_1');
      expect(onClose).not.toHaveBeenCalled();
      await user.click(within(summary).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    });

    it('shows a declined card’s message and changes nothing', async () => {
      const car = vehicle({ vehicleid: 'veh-declined' });
      const requests = fakeServer({
        ...DUE,
        'POST /api/parking/get_active_count': () => ({ body: countsWithTheFreeCarTaken() }),
        'POST /api/parking/modify_vehicle': () => ({
          status: 402,
          body: { message: 'Your card was declined.', code: 'payment_declined' },
        }),
      });
      const user = userEvent.setup();
      const { listsReadAgain, onClose } = renderPopup(car);
      setDate(addDays(today, 2));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
      const card = within(summary).getByRole('form', { name: 'Card payment' });
      await fillCard(user, card, DECLINED_CARD);
      await user.click(within(card).getByRole('button', { name: 'Pay' }));

      expect(await within(card).findByText('Your card was declined.')).toBeVisible();
      // spec §4: after a failure Pay is enabled again.
      await waitFor(() => expect(within(card).getByRole('button', { name: 'Pay' })).toBeEnabled());
      expect(within(card).queryByText('Transaction Complete')).not.toBeInTheDocument();
      expect(listsReadAgain()).toBe(false);
      expect(currentStatus()?.text).not.toBe('Vehicle Status Update Successful');
      expect(requests.some((r) => r.url.includes('change-vehicle-status-date'))).toBe(false);

      // Closing the summary unlocks the popup; it stays open with the vehicle unchanged.
      await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: /^Parking for/ })).not.toBeInTheDocument();
      const popup = screen.getByRole('dialog', { name: 'Owner Vehicle Status' });
      expect(popup).toHaveTextContent('Current Vehicle StatusOffsite');
      expect(within(popup).getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('saves without a card form when no payment is due (a free owner spot is left)', async () => {
      const car = vehicle({ vehicleid: 'veh-free' });
      const counts = activeCount({ ownercount: 0 });
      const requests = fakeServer({
        ...FREE,
        'POST /api/parking/get_active_count': () => ({
          body: { ...counts, user: { ...counts.user, owner_free_parking: 1 } },
        }),
        'GET /api/parking/change-vehicle-status-date/': () => ({
          body: { ...car, enddate: addDays(today, 2) },
        }),
      });
      const user = userEvent.setup();
      const { listsReadAgain } = renderPopup(car);
      setDate(addDays(today, 2));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(listsReadAgain()).toBe(true));
      expect(screen.queryByRole('dialog', { name: /^Parking for/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
      expect(requests.some((r) => r.url.includes('modify_vehicle'))).toBe(false);
      expect(requests.at(-1)?.url).toBe(
        `/api/parking/change-vehicle-status-date/veh-free/1/${addDays(today, 2)}/${today}`,
      );
    });
  });
});
