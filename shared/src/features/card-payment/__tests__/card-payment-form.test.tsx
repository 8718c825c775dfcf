import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insertVehicle } from '../../../api';
import type { FakeReply } from '../../../api/testing';
import { FAILURE, PAYMENT_MESSAGES, VALIDATION, type Vehicle } from '../../../domain';
import type {
  InsertVehicleRequest,
  PaymentInput,
  PaymentQuote,
} from '../../../domain/api-contract';
import { dueQuote, fakeServer, renderInPortal, signInAs, vehicle } from '../../../testing';
import { CardPaymentForm } from '../card-payment-form';
import { SANDBOX_TOKEN_PREFIX } from '../card-tokenizer';

const request: InsertVehicleRequest = {
  ...vehicle({ plate: 'PAY001' }),
  hoaid: 'demo',
  startdate: '2026-01-01',
  enddate: '2026-01-05',
  terms: 1,
  dstr: '2026-01-01',
};

function renderCardForm() {
  const onPaid = jest.fn<void, [Vehicle]>();
  const onQuoteChanged = jest.fn<void, [PaymentQuote]>();
  const form = (quoteId: string) => (
    <CardPaymentForm
      pay={(payment) => insertVehicle({ ...request, payment })}
      onPaid={onPaid}
      quoteId={quoteId}
      onQuoteChanged={onQuoteChanged}
    />
  );
  const { rerender } = renderInPortal(form('quote-1'));
  // the summary passes the new quote down (renderInPortal's wrapper keeps the portal's providers)
  const requote = (quoteId: string) => rerender(form(quoteId));
  return { onPaid, onQuoteChanged, requote };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCard(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Rita');
  await user.type(screen.getByLabelText('Last name'), 'Renter');
  await user.type(screen.getByLabelText('Zip'), '94110');
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Month'), '12');
  await user.type(screen.getByLabelText('Year'), '2030');
}

function paymentOf(body: unknown): PaymentInput {
  return (body as { payment: PaymentInput }).payment;
}

const payButton = () => screen.getByRole('button', { name: 'Pay' });

describe('Card payment form', () => {
  beforeEach(() => signInAs('renter'));

  it('starts empty, with no card values prefilled, and Pay disabled', () => {
    fakeServer({});
    renderCardForm();
    for (const label of ['First name', 'Last name', 'Zip', 'Card number', 'CVV', 'Month', 'Year']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Month')).toHaveAttribute('maxLength', '2');
    expect(screen.getByLabelText('Year')).toHaveAttribute('maxLength', '4');
    expect(payButton()).toBeDisabled();
  });

  it('shows only the last failing card message', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderCardForm();
    await user.type(screen.getByLabelText('Zip'), '9');
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.cardYear);
    expect(screen.queryByText(VALIDATION.cardFirstName)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Year'), '2030');
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.cardMonth);
    await user.type(screen.getByLabelText('Month'), '12');
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.cardLastName);
    await user.type(screen.getByLabelText('Last name'), 'Renter');
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.cardFirstName);
    await user.type(screen.getByLabelText('First name'), 'Rita');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enables Pay only when every field is filled', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderCardForm();
    await fillCard(user);
    expect(payButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('CVV'));
    expect(payButton()).toBeDisabled();
  });

  it('disables Pay while paying, then says Transaction Complete and passes the vehicle up', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const saved = vehicle({ plate: 'PAY001', parking_transaction_id: 'txn-1' });
    // The server's answer is held back, so the form is seen while the payment is in progress.
    const requests = fakeServer({
      'POST /api': () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const { onPaid } = renderCardForm();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(payButton()).toBeDisabled();

    const payment = paymentOf(requests[0]!.body);
    expect(payment.customer).toEqual({ first_name: 'Rita', last_name: 'Renter', zip: '94110' });
    expect(payment.quote_id).toBe('quote-1');
    expect(payment.card_token.startsWith(SANDBOX_TOKEN_PREFIX)).toBe(true);
    const decoded = JSON.parse(atob(payment.card_token.slice(SANDBOX_TOKEN_PREFIX.length))) as {
      number: string;
    };
    expect(decoded.number).toBe('4242424242424242');
    expect(payment.card_token).not.toContain('4242');

    answer({ body: saved });
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction Complete');
    expect(onPaid).toHaveBeenCalledWith(saved);
    // The card fields are cleared and gone: no card number stays on the screen, nothing to pay.
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(/4242/)).not.toBeInTheDocument();
  });

  it('says why Pay is disabled until every field is filled', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderCardForm();
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Fill in every field above to pay.');
    await fillCard(user);
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText('Fill in every field above to pay.')).not.toBeInTheDocument();
  });

  it('shows the provider’s decline message, re-enables Pay and retries with the same key', async () => {
    let declines = 1;
    const requests = fakeServer({
      'POST /api/parking/insert_vehicle': () =>
        declines-- > 0
          ? {
              status: 402,
              body: { code: 'payment_declined', message: 'Your card was declined.' },
            }
          : { body: vehicle({ plate: 'PAY001' }) },
    });
    const user = userEvent.setup();
    const { onPaid } = renderCardForm();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();

    await user.click(payButton());
    expect(await screen.findByText('Transaction Complete')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((r) => paymentOf(r.body).idempotency_key);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('hands a changed price up and pays the new quote when the payer confirms again', async () => {
    const changed = dueQuote(2, 15, '2026-01-03');
    let first = true;
    const requests = fakeServer({
      'POST /api/parking/insert_vehicle': () => {
        if (!first) return { body: vehicle({ plate: 'PAY001' }) };
        first = false;
        const message = PAYMENT_MESSAGES.priceChanged;
        return { status: 409, body: { code: 'price_changed', message, quote: changed } };
      },
    });
    const user = userEvent.setup();
    const { onQuoteChanged, requote } = renderCardForm();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.priceChanged)).toBeInTheDocument();
    expect(onQuoteChanged).toHaveBeenCalledWith(changed);
    requote(changed.quote_id ?? '');
    await user.click(payButton());
    expect(await screen.findByText('Transaction Complete')).toBeInTheDocument();
    expect(requests.map((r) => paymentOf(r.body).quote_id)).toEqual(['quote-1', changed.quote_id]);
  });

  it('tells the payer about a refund and pays again with a new key', async () => {
    let refunded = true;
    const requests = fakeServer({
      'POST /api/parking/insert_vehicle': () => {
        if (!refunded) return { body: vehicle({ plate: 'PAY001' }) };
        refunded = false;
        const message = PAYMENT_MESSAGES.refunded;
        return { status: 503, body: { code: 'payment_refunded', message } };
      },
    });
    const user = userEvent.setup();
    renderCardForm();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.refunded)).toBeInTheDocument();
    await user.click(payButton());
    expect(await screen.findByText('Transaction Complete')).toBeInTheDocument();
    const [firstKey, secondKey] = requests.map((r) => paymentOf(r.body).idempotency_key);
    expect(secondKey).not.toBe(firstKey);
  });

  it('says Problem with transaction when no answer arrives', async () => {
    fakeServer({ 'POST /api/parking/insert_vehicle': () => ({ networkError: true }) });
    const user = userEvent.setup();
    renderCardForm();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(FAILURE.transaction)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });
});
