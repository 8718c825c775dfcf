import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAILURE, type Vehicle, type VehicleFields } from '../../../domain';
import type { PaymentInput } from '../../../domain/api-contract';
import { fakeServer, renderInPortal, signInAs, vehicle } from '../../__tests__/fake-portal';
import { PaymentSummary } from '../payment-summary';
import type { StayCharge } from '../stay-charge';

const due: StayCharge = {
  checkin: '2026-03-01',
  checkout: '2026-03-04',
  nights: 3,
  dayprice: 10,
  total: 30,
  paymentDue: true,
  payPerParkOn: true,
};

const fields: VehicleFields = vehicle({ carowner_fname: 'Rita', carowner_lname: 'Renter' });

function renderSummary(charge: StayCharge, pay?: (payment: PaymentInput) => Promise<Vehicle>) {
  const onPaid = jest.fn<void, [Vehicle]>();
  renderInPortal(
    <PaymentSummary
      open
      role="renter"
      vehicle={fields}
      charge={charge}
      onSubmit={() => Promise.resolve()}
      onPay={pay}
      onPaid={onPaid}
      onClose={() => undefined}
    />,
  );
  return { onPaid, summary: screen.getByRole('dialog', { name: 'Parking for Renter, Rita' }) };
}

describe('Parking payment summary', () => {
  beforeEach(() => {
    signInAs('renter');
    fakeServer({});
  });

  it('leads to the card form instead of Submit when a card payment is due', async () => {
    const saved = vehicle({ parking_transaction_id: 'txn-9' });
    const pay = jest.fn((payment: PaymentInput) => {
      expect(payment.customer.last_name).toBe('Renter');
      return Promise.resolve(saved);
    });
    const { onPaid, summary } = renderSummary(due, pay);
    expect(within(summary).getByText('Card payment is required for this stay.')).toBeVisible();
    expect(within(summary).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    const form = within(summary).getByRole('form', { name: 'Card payment' });

    const user = userEvent.setup();
    const values: [string, string][] = [
      ['First name', 'Rita'],
      ['Last name', 'Renter'],
      ['Zip', '94110'],
      ['Card number', '4111111111111111'],
      ['CVV', '999'],
      ['Month', '01'],
      ['Year', '2031'],
    ];
    for (const [label, value] of values) await user.type(within(form).getByLabelText(label), value);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(await within(summary).findByText('Transaction Complete')).toBeInTheDocument();
    expect(pay).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(saved);
  });

  it('shows Submit and no card form when no payment is due', () => {
    const { summary } = renderSummary({ ...due, paymentDue: false }, jest.fn());
    expect(within(summary).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(within(summary).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
  });

  it('says we have no renter ppp and offers no card form when ppp is off', () => {
    const { summary } = renderSummary({ ...due, payPerParkOn: false }, jest.fn());
    expect(within(summary).getByText(FAILURE.noRenterPpp)).toBeInTheDocument();
    expect(within(summary).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
