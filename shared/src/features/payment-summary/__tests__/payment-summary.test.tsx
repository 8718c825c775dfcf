import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAILURE, type Vehicle, type VehicleFields } from '../../../domain';
import type { PaymentInput } from '../../../domain/api-contract';
import { fakeServer, renderInPortal, signInAs, vehicle } from '../../../testing';
import { PaymentSummary } from '../payment-summary';
import type { StayCharge } from '../stay-charge';

const due: StayCharge = {
  checkin: '2026-03-01',
  checkout: '2026-03-04',
  nights: 3,
  nightsPaid: 0,
  nightsDue: 3,
  nightsRepriced: 0,
  repriceTotal: 0,
  dayprice: 10,
  total: 30,
  paymentDue: true,
  reason: null,
  quoteId: 'quote-30',
  payPerParkOn: true,
};

const fields: VehicleFields = vehicle({ carowner_fname: 'Rita', carowner_lname: 'Renter' });

function renderSummary(charge: StayCharge, pay?: (payment: PaymentInput) => Promise<Vehicle>) {
  const onPaid = jest.fn<void, [Vehicle]>();
  const onClose = jest.fn();
  renderInPortal(
    <PaymentSummary
      open
      role="renter"
      vehicle={fields}
      charge={charge}
      onSubmit={() => Promise.resolve()}
      onPay={pay}
      onPaid={onPaid}
      onClose={onClose}
    />,
  );
  return {
    onPaid,
    onClose,
    summary: screen.getByRole('dialog', { name: 'Parking for Renter, Rita' }),
  };
}

describe('Parking payment summary', () => {
  beforeEach(() => {
    signInAs('renter');
    fakeServer({});
  });

  const limits = {
    unit_limit: 10,
    unit_used: 5,
    unit_booked: 1,
    unit_left: 4,
    plate_limit: 3,
    plate_left: 2,
    return_on: null,
    summary: '4 of 10 guest nights left this month; this plate may stay 2 more nights',
  };

  it('shows the paid nights a type change re-prices, as part of the total (docs/adr/0020)', () => {
    const { summary } = renderSummary({
      ...due,
      nights: 0,
      nightsDue: 0,
      nightsPaid: 0,
      nightsRepriced: 3,
      repriceTotal: 15,
      total: 15,
    });
    const facts = within(summary).getByLabelText('Parking summary');
    expect(facts).toHaveTextContent("Type change3 paid nights at the new type's price: +$15.00");
    expect(facts).toHaveTextContent('Total$15.00');
  });

  it('has no type-change line when no paid night is re-priced', () => {
    const { summary } = renderSummary(due);
    expect(within(summary).queryByText('Type change')).not.toBeInTheDocument();
  });

  it('shows what is left of the guest rules before the user commits (docs/adr/0029)', () => {
    const { summary } = renderSummary({ ...due, paymentDue: false, guest: limits });
    expect(within(summary).getByRole('status', { name: 'Guest limits' })).toHaveTextContent(
      '4 of 10 guest nights left this month; this plate may stay 2 more nights.',
    );
  });

  it('warns when the stay is over a guest rule, with the date the plate may return', () => {
    const message =
      'Over the guest limit: a guest plate may stay at most 3 nights in a row. ' +
      'This plate may stay 0 more nights; back from 2026-12-09.';
    const { summary } = renderSummary({
      ...due,
      paymentDue: false,
      guest: { ...limits, plate_left: 0, return_on: '2026-12-09', message },
    });
    expect(within(summary).getByRole('alert', { name: 'Guest limits' })).toHaveTextContent(message);
  });

  it('leads to the card form instead of Submit when a card payment is due', async () => {
    const saved = vehicle({ parking_transaction_id: 'txn-9' });
    const pay = jest.fn((payment: PaymentInput) => {
      expect(payment.customer.last_name).toBe('Renter');
      return Promise.resolve(saved);
    });
    const { onPaid, onClose, summary } = renderSummary(due, pay);
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
    expect(pay.mock.calls[0]?.[0].quote_id).toBe('quote-30');
    expect(onPaid).toHaveBeenCalledWith(saved);
    // The receipt shows what was charged, and Close closes the summary (and form)
    const receipt = within(summary).getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Amount$30.00');
    expect(receipt).toHaveTextContent('Nights3');
    expect(receipt).toHaveTextContent('Transaction idtxn-9');
    // A receipt reads like one: the plate, the nights from and to, the price a night.
    expect(
      within(receipt)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Plate', 'From', 'To', 'Nights', '$/night', 'Amount', 'Transaction id']);
    expect(receipt).toHaveTextContent(`From${due.checkin}`);
    expect(receipt).toHaveTextContent(`To${due.checkout}`);
    expect(receipt).toHaveTextContent('$/night$10.00');
    // The card fields are gone; the summary's stale 'Card payment is required' with them.
    expect(within(summary).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Card payment is required for this stay.')).toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('shows the nights already paid and only the new nights in the total', () => {
    const { summary } = renderSummary({ ...due, nights: 5, nightsPaid: 2 }, jest.fn());
    const facts = within(summary).getByLabelText('Parking summary');
    expect(facts).toHaveTextContent('Nights5');
    expect(facts).toHaveTextContent('Nights already paid2');
    expect(facts).toHaveTextContent('Total$30.00');
  });

  it('shows Submit and no card form when no payment is due', () => {
    const free = { ...due, paymentDue: false, total: 0, reason: 'nights_paid' as const };
    const { summary } = renderSummary(free, jest.fn());
    expect(within(summary).getByLabelText('Parking summary')).toHaveTextContent('Total$0.00');
    expect(within(summary).getByText('These nights are already paid.')).toBeInTheDocument();
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
