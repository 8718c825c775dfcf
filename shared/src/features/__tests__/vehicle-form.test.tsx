import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, VALIDATION, type Vehicle } from '../../domain';
import { queryKeys } from '../../data';
import { currentStatus } from '../../events';
import { VehicleForm, type VehicleFormProps } from '../vehicle-form/vehicle-form';
import { MANAGEMENT_PERMISSION_NOTE, TERMS_LABEL } from '../vehicle-form/vehicle-form-fields';
import { PAYMENT_TEXT } from '../payment-summary/payment-texts';
import {
  dueQuote,
  fakeServer,
  quote,
  renderInPortal,
  signInAs,
  spotTypes,
  vehicle,
} from '../../testing';

function renderForm(props: Partial<VehicleFormProps> = {}) {
  const onSaved = jest.fn<void, [Vehicle]>();
  const onClose = jest.fn();
  const { queryClient } = renderInPortal(
    <VehicleForm
      open
      role="owner"
      spotTypes={spotTypes}
      onSaved={onSaved}
      onClose={onClose}
      {...props}
    />,
  );
  // A vehicle list the page shows: a save must have it read again (docs/adr/0011).
  const list = queryKeys.vehicles.ofOwner('demo', 'owner-1');
  queryClient.setQueryData(list, { vehicles: [] });
  const listsReadAgain = () => queryClient.getQueryState(list)?.isInvalidated === true;
  return { onSaved, onClose, listsReadAgain };
}

async function fillOwnerVehicle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Olivia');
  await user.type(screen.getByLabelText('Last name'), 'Owner');
  await user.type(screen.getByLabelText('Phone'), '555-0101');
  await user.type(screen.getByLabelText('Make'), 'Toyota');
  await user.type(screen.getByLabelText('Plate'), 'abc123');
  await user.type(screen.getByLabelText('State'), 'CA');
}

describe('Register/Modify Vehicle form', () => {
  it('shows the management note and the spec messages under each empty required field', async () => {
    signInAs('owner');
    const requests = fakeServer({});
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(MANAGEMENT_PERMISSION_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      VALIDATION.vehicleFirstName,
      VALIDATION.vehicleLastName,
      VALIDATION.vehiclePhone,
      VALIDATION.vehicleMake,
      VALIDATION.vehiclePlate,
      VALIDATION.vehiclePlateState,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Nothing is sent; the only call is the community read (its fee flags, docs/adr/0011).
    expect(requests.filter((request) => !request.url.includes('/data_for_hoa/'))).toHaveLength(0);
  });

  it('fills the dumpster placeholders and does not ask for plate, make or state', async () => {
    signInAs('owner');
    fakeServer({});
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'DUMPSTER');
    expect(screen.getByLabelText('Plate')).toHaveValue('DUMPSTER');
    expect(screen.getByLabelText('Make')).toHaveValue('n/a');
    expect(screen.getByLabelText('State')).toHaveValue('n/a');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(VALIDATION.vehicleFirstName)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.vehiclePlate)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.vehicleMake)).not.toBeInTheDocument();
  });

  it('offers renters no management-only types, defaults to CAR and waits for the terms', async () => {
    signInAs('renter');
    fakeServer({});
    const user = userEvent.setup();
    renderForm({ role: 'renter', askCheckoutDate: true });
    const types = within(screen.getByLabelText('Vehicle type')).getAllByRole('option');
    expect(types.map((option) => option.getAttribute('value'))).toEqual(['CAR', 'TRUCK']);
    expect(screen.getByLabelText('Vehicle type')).toHaveValue('CAR');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByLabelText(TERMS_LABEL));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows the payment summary over the locked form and saves from its Submit', async () => {
    signInAs('owner');
    const saved = vehicle({ plate: 'ABC123' });
    const requests = fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'POST /api/parking/insert_vehicle': () => ({ body: saved }),
    });
    const user = userEvent.setup();
    const { onSaved, onClose, listsReadAgain } = renderForm();
    await fillOwnerVehicle(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(within(summary).getByText('None (offsite)')).toBeInTheDocument();
    expect(listsReadAgain()).toBe(false);
    await user.click(within(summary).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(listsReadAgain()).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(currentStatus()?.text).toBe('Vehicle Insert Successful');
    const insert = requests.find((r) => r.url.endsWith('/insert_vehicle'));
    expect(insert?.body).toMatchObject({
      plate: 'ABC123',
      hoaid: 'demo',
      enddate: '1970-01-01',
      startdate: dstr(),
      terms: 1,
    });
  });

  it("shows the server's quote of a renter stay: nights, $/night and total", async () => {
    signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true });
    const requests = fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: dueQuote(3, 30, addDays(dstr(), 3)) }),
    });
    const user = userEvent.setup();
    renderForm({ role: 'renter', askCheckoutDate: true });
    await fillOwnerVehicle(user);
    const checkout = screen.getByLabelText('Checkout date');
    await user.clear(checkout);
    await user.type(checkout, addDays(dstr(), 3));
    await user.click(screen.getByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    const facts = within(summary).getByLabelText('Parking summary');
    expect(facts).toHaveTextContent(`Check-in${dstr()}`);
    expect(facts).toHaveTextContent(`Checkout${addDays(dstr(), 3)}`);
    expect(facts).toHaveTextContent('Nights3');
    expect(facts).toHaveTextContent('$/night$30.00');
    expect(facts).toHaveTextContent('Total$90.00');
    const asked = requests.find((r) => r.url.endsWith('/quote_stay'));
    expect(asked?.body).toMatchObject({
      vehicle_type: 'CAR',
      carownertype: 'renter',
      enddate: addDays(dstr(), 3),
    });
  });

  it('shows $0.00 and why when the free spot covers a renter stay', async () => {
    signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true });
    fakeServer({
      'POST /api/parking/quote_stay': () => ({
        body: quote({
          checkout: addDays(dstr(), 2),
          nights: 2,
          dayprice: 12.5,
          reason: 'free_spot',
        }),
      }),
    });
    const user = userEvent.setup();
    renderForm({ role: 'renter', askCheckoutDate: true });
    await fillOwnerVehicle(user);
    const checkout = screen.getByLabelText('Checkout date');
    await user.clear(checkout);
    await user.type(checkout, addDays(dstr(), 2));
    await user.click(screen.getByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    expect(within(summary).getByLabelText('Parking summary')).toHaveTextContent('Total$0.00');
    expect(within(summary).getByText(PAYMENT_TEXT.noPaymentDue)).toBeInTheDocument();
    expect(
      within(summary).getByText('A free parking spot of the unit covers this stay.'),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('leads to the card form and saves nothing before paying when a card payment is due', async () => {
    signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true });
    const requests = fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: dueQuote(1, 10, addDays(dstr(), 1)) }),
    });
    const user = userEvent.setup();
    renderForm({ role: 'renter', askCheckoutDate: true });
    await fillOwnerVehicle(user);
    await user.click(screen.getByLabelText(TERMS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    expect(
      within(summary).getByText('Card payment is required for this stay.'),
    ).toBeInTheDocument();
    // spec §2: 'either a submit button or the card form'.
    expect(within(summary).getByRole('form', { name: 'Card payment' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(within(summary).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('insert_vehicle'))).toBe(false);
  });

  it('shows the server message in an information dialog on a 409 limit refusal', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'POST /api/parking/insert_vehicle': () => ({
        status: 409,
        body: {
          message:
            'The maximum capacity of the parking lot has been reached.  We apologize for the inconvenience.',
          code: 'over_total_parking_limit',
        },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await fillOwnerVehicle(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    await user.click(within(summary).getByRole('button', { name: 'Submit' }));
    const information = await screen.findByRole('dialog', { name: 'Information' });
    expect(information).toHaveTextContent(
      'The maximum capacity of the parking lot has been reached.',
    );
  });

  it('reports a failed modify with the spec failure text and the field errors', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'POST /api/parking/modify_vehicle': () => ({
        status: 400,
        body: { message: 'Invalid', errors: { plate: 'Plate is taken' } },
      }),
    });
    const user = userEvent.setup();
    renderForm({ vehicle: vehicle() });
    expect(screen.getByRole('dialog', { name: 'Modify Vehicle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
    await user.click(within(summary).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Plate is taken')).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Vehicle Update Failed');
  });
});
