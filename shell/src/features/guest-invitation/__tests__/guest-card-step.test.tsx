// The guest's card step (docs/adr/0016): a stay the community charges for, paid on the public
// page /invite/{token}, answered at the HTTP boundary.
import { addDays, dstr, type PaymentInput, type PaymentQuote } from '@parking/shared/domain';
import { dueQuote, lastRequestTo, requestsTo, type FakeReply } from '@parking/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';
import { ACCEPT, TOKEN, VIEW, fillForm, view } from './guest-invitation-fixtures';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => resetStorage());

describe('the card step (a stay the community charges for)', () => {
  const QUOTE = 'POST /api/parking/quote_invitation';
  const PAYMENT_REQUIRED: FakeReply = {
    status: 402,
    body: {
      message:
        'This stay must be paid by card. Please ask your host to register your vehicle and pay for the stay.',
      code: 'payment_required',
    },
  };
  const quote = (overrides: Partial<PaymentQuote> = {}): PaymentQuote => ({
    ...dueQuote(1, 12.5, addDays(dstr(), 1)),
    quote_id: 'q-1',
    ...overrides,
  });
  /** accept_invitation: 402 without a card, else what `paid` answers for the payment. */
  function servePaid(paid: (payment: PaymentInput) => FakeReply, priced = quote()) {
    return serveShell({
      ...ANY_COMMUNITY,
      [VIEW]: { body: view() },
      [QUOTE]: { body: priced },
      [ACCEPT]: (request) => {
        const body = request.body as { payment?: PaymentInput };
        return body.payment ? paid(body.payment) : PAYMENT_REQUIRED;
      },
    });
  }
  async function openCardStep(user: ReturnType<typeof userEvent.setup>, email?: string) {
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    if (email) await user.type(screen.getByLabelText('E-mail for your receipt (optional)'), email);
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    return screen.findByRole('region', { name: 'Pay for your stay' });
  }
  async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.type(screen.getByLabelText('First name'), 'Gina');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Zip'), '19930');
    await user.type(screen.getByLabelText('Card number'), number);
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Month'), '12');
    await user.type(screen.getByLabelText('Year'), '2099');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
  }

  it('shows what is left of the guest rules beside the price (docs/adr/0029)', async () => {
    const user = userEvent.setup();
    servePaid(
      () => ({ status: 201, body: {} }),
      quote({
        guest_limits: {
          unit_limit: 10,
          unit_used: 3,
          unit_booked: 0,
          unit_left: 6,
          plate_limit: null,
          plate_left: 6,
          return_on: null,
          summary: '6 of 10 guest nights left this month; this plate may stay 6 more nights',
        },
      }),
    );
    const step = await openCardStep(user);
    expect(within(step).getByRole('status', { name: 'Guest limits' })).toHaveTextContent(
      '6 of 10 guest nights left this month; this plate may stay 6 more nights.',
    );
  });

  it('shows the quote, pays it with the card and registers the vehicle in the same accept', async () => {
    const user = userEvent.setup();
    const requests = servePaid(() => ({
      status: 201,
      body: {
        _id: 'v1',
        unitnumber: '101',
        make: 'Kia',
        model: 'Soul',
        plate: 'GST101',
        plate_state: 'DE',
        enddate: addDays(dstr(), 1),
        parking_transaction_id: 'txn_42',
      },
    }));
    const step = await openCardStep(user, 'gina@guest.test');
    const stay = within(step).getByLabelText('Your stay');
    expect(stay).toHaveTextContent(`Checkout${addDays(dstr(), 1)}`);
    expect(stay).toHaveTextContent('Nights1');
    expect(within(step).getByText('This stay must be paid by card.')).toBeInTheDocument();
    expect(lastRequestTo(requests, QUOTE).body).toEqual({
      token: TOKEN,
      vehicle_type: 'CAR',
      enddate: addDays(dstr(), 1),
    });
    expect(within(step).getAllByText('$12.50')).toHaveLength(2);
    await payWith(user, '4242424242424242');
    expect(
      await screen.findByRole('heading', { name: 'Your vehicle is registered' }),
    ).toBeInTheDocument();
    const paid = lastRequestTo(requests, ACCEPT).body as { plate: string; payment: PaymentInput };
    expect(paid.plate).toBe('GST101');
    expect(paid.payment).toMatchObject({
      quote_id: 'q-1',
      idempotency_key: expect.any(String),
      card_token: expect.stringMatching(/^sandbox:/),
      customer: { first_name: 'Gina', last_name: 'Guest', zip: '19930' },
    });
    // No bearer token: the guest page is public.
    expect(lastRequestTo(requests, ACCEPT).headers?.Authorization).toBeUndefined();
    expect(lastRequestTo(requests, ACCEPT).body).toMatchObject({ email: 'gina@guest.test' });
    // The receipt: plate, nights from-to, $/night, total and the transaction id.
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('PlateGST101 DE');
    expect(receipt).toHaveTextContent(`From${dstr()}To${addDays(dstr(), 1)}Nights1`);
    expect(receipt).toHaveTextContent('$/night$12.50Amount$12.50');
    expect(receipt).toHaveTextContent('Transaction idtxn_42');
    expect(
      screen.getByText('A copy of the receipt is on its way to gina@guest.test.'),
    ).toBeInTheDocument();
  });

  it('a declined card shows the provider message and lets the guest pay again', async () => {
    const user = userEvent.setup();
    const requests = servePaid(() => ({
      status: 402,
      body: { message: 'Your card was declined.', code: 'payment_declined' },
    }));
    await openCardStep(user);
    await payWith(user, '4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Your vehicle is registered' })).toBeNull();
    expect(requestsTo(requests, ACCEPT)).toHaveLength(2);
  });

  it('a changed price shows the new total and pays the new quote', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const requests = servePaid((payment) => {
      attempts += 1;
      if (payment.quote_id === 'q-1') {
        return {
          status: 409,
          body: {
            message: 'The price has changed. Please review the new total and pay again.',
            code: 'price_changed',
            quote: quote({ quote_id: 'q-2', dayprice: 20, total_price: 20 }),
          },
        };
      }
      return {
        status: 201,
        body: {
          _id: 'v2',
          unitnumber: '101',
          make: 'Kia',
          model: 'Soul',
          plate: 'GST101',
          enddate: addDays(dstr(), 1),
        },
      };
    });
    const step = await openCardStep(user);
    await payWith(user, '4242424242424242');
    await waitFor(() => expect(within(step).getAllByText('$20.00')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByRole('heading', { name: 'Your vehicle is registered' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
    const last = lastRequestTo(requests, ACCEPT).body as { payment: PaymentInput };
    expect(last.payment.quote_id).toBe('q-2');
  });
});
