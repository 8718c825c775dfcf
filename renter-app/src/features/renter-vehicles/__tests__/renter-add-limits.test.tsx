import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAILURE,
  LIMIT,
  addDays,
  dstr,
  type PaymentInput,
  type PaymentQuote,
  type Vehicle,
} from '@parking/shared/domain';
import { TERMS_LABEL } from '@parking/shared/features';
import {
  activeCount,
  dueQuote,
  fakeServer,
  quote,
  renderInPortal,
  renterVehicle,
  signInRenter,
  type Routes,
} from '@parking/shared/testing';
import { RenterVehiclesPanel } from '../components/renter-vehicles-panel';

type User = ReturnType<typeof userEvent.setup>;

/** The server's quote of the stay (POST quote_stay): 2 nights at $10, or free. */
function serverQuote(due: boolean): PaymentQuote {
  const checkout = addDays(dstr(), 2);
  return due
    ? { ...dueQuote(2, 10, checkout), quote_id: 'quote-renter-1' }
    : quote({ checkout, nights: 2, nights_free: 2, reason: 'free_spot' });
}
const quoteRoute = (due: boolean): Routes => ({
  'POST /api/parking/quote_stay': () => ({ body: serverQuote(due) }),
});

function serve(count: ReturnType<typeof activeCount>, more: Routes = {}) {
  return fakeServer({
    'POST /api/parking/get_vehicles_for_owner': () => ({
      body: { vehicles: [], renter_free_parking: 1 },
    }),
    'POST /api/parking/get_active_count': () => ({ body: count }),
    ...more,
  });
}

async function clickAdd(user: User) {
  renderInPortal(<RenterVehiclesPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add' }));
}

async function registerRenterCar(user: User) {
  const form = await screen.findByRole('dialog', { name: 'Register Vehicle' });
  const fill: [string, string][] = [
    ['First name', 'Rita'],
    ['Last name', 'Renter'],
    ['Phone', '555-0102'],
    ['Make', 'Honda'],
    ['Plate', 'rnt001'],
    ['State', 'CA'],
  ];
  for (const [label, value] of fill) await user.type(within(form).getByLabelText(label), value);
  const checkout = within(form).getByLabelText('Checkout date');
  await user.clear(checkout);
  await user.type(checkout, addDays(dstr(), 2));
  await user.click(within(form).getByLabelText(TERMS_LABEL));
  await user.click(within(form).getByRole('button', { name: 'Register' }));
}

describe('Renter add limits (spec §8)', () => {
  it('stops at the renter maximum', async () => {
    signInRenter();
    serve(activeCount({ rentercount: 2, maxrenteractive: 2, rentercountok: false }));
    const user = userEvent.setup();
    await clickAdd(user);
    const info = await screen.findByRole('dialog', { name: 'Information' });
    expect(info).toHaveTextContent(LIMIT.renterMaxReached(2));
    await user.click(within(info).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog', { name: 'Register Vehicle' })).not.toBeInTheDocument();
  });

  it('stops at the unit maximum', async () => {
    signInRenter();
    serve(activeCount({ ownercount: 4, rentercount: 1, maxunitactive: 5, ownercountok: false }));
    const user = userEvent.setup();
    await clickAdd(user);
    const info = await screen.findByRole('dialog', { name: 'Information' });
    expect(info).toHaveTextContent(LIMIT.unitMaxReached(5, 4, 1));
    await user.click(within(info).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog', { name: 'Register Vehicle' })).not.toBeInTheDocument();
  });

  it('allows a second vehicle over the free spots while the lot has room, then opens the form', async () => {
    signInRenter();
    serve(activeCount({ rentercount: 1, allcount: 5, maxallactive: 100 }));
    const user = userEvent.setup();
    await clickAdd(user);
    const info = await screen.findByRole('dialog', { name: 'Information' });
    expect(info).toHaveTextContent(LIMIT.rentersOnlyAllowed(1));
    expect(info).toHaveTextContent(LIMIT.secondVehicleAllowed(95));
    expect(info).toHaveTextContent(LIMIT.unregisteredInViolation);
    await user.click(within(info).getByRole('button', { name: /close/i }));
    expect(await screen.findByRole('dialog', { name: 'Register Vehicle' })).toBeInTheDocument();
  });

  it('warns to remove the vehicle within 24 hours when few spots are left', async () => {
    signInRenter({ availability_warning_buffer: 2 });
    serve(activeCount({ rentercount: 1, allcount: 9, maxallactive: 10 }));
    const user = userEvent.setup();
    await clickAdd(user);
    const info = await screen.findByRole('dialog', { name: 'Information' });
    expect(info).toHaveTextContent(LIMIT.fewSpotsLeft(2));
    expect(info).not.toHaveTextContent(/second vehicle/);
  });

  it('says we have no renter ppp when a payment is due and ppp is off', async () => {
    signInRenter({ use_renter_creditcard: true, use_renter_ppp: false });
    const requests = serve(activeCount({ rentercount: 1 }), quoteRoute(true));
    const user = userEvent.setup();
    await clickAdd(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Information' })).getByRole('button', {
        name: /close/i,
      }),
    );
    await registerRenterCar(user);
    const summary = await screen.findByRole('dialog', { name: 'Parking for Renter, Rita' });
    expect(within(summary).getByText(FAILURE.noRenterPpp)).toBeInTheDocument();
    expect(within(summary).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('insert_vehicle'))).toBe(false);
  });

  it('shows the server’s 409 limit refusal in an information dialog', async () => {
    signInRenter();
    const message = FAILURE.overTotalLimit;
    serve(activeCount({ rentercount: 0 }), {
      ...quoteRoute(false),
      'POST /api/parking/insert_vehicle': () => ({
        status: 409,
        body: { message, code: 'over_total_parking_limit' },
      }),
    });
    const user = userEvent.setup();
    await clickAdd(user);
    await registerRenterCar(user);
    const summary = await screen.findByRole('dialog', { name: 'Parking for Renter, Rita' });
    await user.click(within(summary).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Information' })).toHaveTextContent(message, {
      normalizeWhitespace: false,
    });
  });
});

describe('Renter card payment', () => {
  it('pays with the card form when a payment is due, saves the vehicle and lists it', async () => {
    signInRenter({ use_renter_creditcard: true, use_renter_ppp: true });
    let saved: Vehicle[] = [];
    const requests = fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: saved, renter_free_parking: 1 },
      }),
      'POST /api/parking/get_active_count': () => ({ body: activeCount({ rentercount: 1 }) }),
      ...quoteRoute(true),
      'POST /api/parking/insert_vehicle': () => {
        const car = renterVehicle({ plate: 'RNT001', enddate: addDays(dstr(), 2) });
        saved = [{ ...car, parking_transaction_id: 'txn-1' }];
        return { body: saved[0] };
      },
    });
    const user = userEvent.setup();
    await clickAdd(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Information' })).getByRole('button', {
        name: /close/i,
      }),
    );
    await registerRenterCar(user);
    const summary = await screen.findByRole('dialog', { name: 'Parking for Renter, Rita' });
    const card = within(summary).getByRole('form', { name: 'Card payment' });
    const fill: [string, string][] = [
      ['First name', 'Rita'],
      ['Last name', 'Renter'],
      ['Zip', '94110'],
      ['Card number', '4242424242424242'],
      ['CVV', '123'],
      ['Month', '12'],
      ['Year', '2030'],
    ];
    for (const [label, value] of fill) await user.type(within(card).getByLabelText(label), value);
    await user.click(within(card).getByRole('button', { name: 'Pay' }));

    expect(await within(summary).findByText('Transaction Complete')).toBeInTheDocument();
    const insert = requests.find((r) => r.url.endsWith('/insert_vehicle'))!;
    const payment = (insert.body as { payment: PaymentInput }).payment;
    expect(payment.customer).toEqual({ first_name: 'Rita', last_name: 'Renter', zip: '94110' });
    expect(payment.card_token).toMatch(/^sandbox:/);
    expect(payment.quote_id).toBe('quote-renter-1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit vehicle RNT001' })).toBeInTheDocument(),
    );
    // The receipt, then Close closes the summary and the form
    expect(within(summary).getByRole('region', { name: 'Receipt' })).toHaveTextContent(
      'Transaction idtxn-1',
    );
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Register Vehicle' })).not.toBeInTheDocument();
  });
});
