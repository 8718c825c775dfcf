// The public guest page /invite/{token}, answered at the HTTP boundary.
import {
  addDays,
  dstr,
  type InvitationView,
  type PaymentInput,
  type PaymentQuote,
} from '@parking/shared/domain';
import {
  dueQuote,
  lastRequestTo,
  requestsTo,
  type FakeReply,
  type FakeRequest,
  type RouteReply,
} from '@parking/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
const VIEW = `GET /api/parking/invitation/${TOKEN}`;
const ACCEPT = 'POST /api/parking/accept_invitation';

function view(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    community_name: 'Seabreeze Villas',
    hoaid: 'demo',
    unitnumber: '101',
    guest_name: 'Gina Guest',
    rules_text: '<p>No parking on the grass.</p>',
    rules_title: 'Guest terms and conditions',
    nights: 3,
    valid_until: addDays(dstr(), 7),
    last_checkout: addDays(dstr(), 3),
    vehicles_left: 1,
    vehicle_types: [
      { spot_type: 'CAR', spot_display: 'Car' },
      { spot_type: 'TRUCK', spot_display: 'Truck/Van' },
    ],
    room: { spaces: 2, taken: 1, full: false, can_register: true, nights: 3, nights_free: 3 },
    price: {
      vehicle_type: 'CAR',
      checkout: addDays(dstr(), 3),
      nights: 3,
      nights_free: 1,
      nights_due: 2,
      dayprice: 12.5,
      total_price: 25,
      payment_due: true,
    },
    ...overrides,
  };
}

function serve(viewReply: RouteReply = { body: view() }, accept?: RouteReply): FakeRequest[] {
  return serveShell({
    ...ANY_COMMUNITY,
    [VIEW]: viewReply,
    ...(accept ? { [ACCEPT]: accept } : {}),
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone'), '302-555-0199');
  await user.type(screen.getByLabelText('Make'), 'Kia');
  await user.type(screen.getByLabelText('Model'), 'Soul');
  await user.type(screen.getByLabelText('Year'), '2021');
  await user.type(screen.getByLabelText('Plate'), 'GST101');
  await user.type(screen.getByLabelText('State'), 'DE');
}

beforeEach(() => resetStorage());

describe('guest invitation page', () => {
  it('shows the community, unit and rules without a login, the guest name prefilled', async () => {
    const requests = serve();
    renderRoute(`/invite/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register your vehicle' }),
    ).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: 'Your invitation' });
    expect(within(facts).getByText('Seabreeze Villas')).toBeInTheDocument();
    expect(within(facts).getByText('101')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Guest terms and conditions' });
    expect(within(terms).getByText('No parking on the grass.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Gina');
    expect(screen.getByLabelText('Last name')).toHaveValue('Guest');
    expect(screen.getByLabelText('Checkout date')).toHaveAttribute('max', addDays(dstr(), 3));
    // A public call: no bearer token is sent.
    expect(lastRequestTo(requests, VIEW).headers?.Authorization).toBeUndefined();
  });

  it("names the community in the bar, the unit's room and the stay's price before the form", async () => {
    serve();
    renderRoute(`/invite/${TOKEN}`);
    const facts = await screen.findByRole('region', { name: 'Your invitation' });
    expect(screen.getByRole('link', { name: 'Seabreeze Villas' })).toBeInTheDocument();
    expect(screen.queryByText('Parking Portal')).toBeNull();
    expect(facts).toHaveTextContent('Parking today1 of 2 spaces free');
    expect(facts).toHaveTextContent('$/night$12.50');
    expect(facts).toHaveTextContent('Your stay$25.00 for 3 nights, 1 of them free');
    // The facts come before the form in reading order.
    const form = screen.getByRole('form', { name: 'Guest vehicle registration' });
    expect(facts.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a stay without charge says so', async () => {
    serve({
      body: view({
        price: {
          vehicle_type: 'CAR',
          checkout: addDays(dstr(), 3),
          nights: 3,
          nights_free: 3,
          nights_due: 0,
          dayprice: 12.5,
          total_price: 0,
          payment_due: false,
        },
      }),
    });
    renderRoute(`/invite/${TOKEN}`);
    const facts = await screen.findByRole('region', { name: 'Your invitation' });
    expect(facts).toHaveTextContent('Your stayNo charge for 3 nights');
  });

  it('a full unit is explained with what to do before any form; Check again asks once more', async () => {
    const user = userEvent.setup();
    const full = view({
      room: { spaces: 2, taken: 2, full: true, can_register: false, nights: 3, nights_free: 1 },
    });
    const requests = serve({ body: full });
    renderRoute(`/invite/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The unit is full' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Unit 101 has no free parking space today: all 2 of its spaces are taken. Please contact your host to free a space or to change your stay, then open this link again.',
    );
    expect(screen.getByRole('region', { name: 'Your invitation' })).toHaveTextContent(
      'Parking todayFull: all 2 spaces are taken',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('Plate')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(requestsTo(requests, VIEW)).toHaveLength(2));
  });

  it('a full unit where warning mode allows one more car warns and keeps the form', async () => {
    serve({
      body: view({
        room: { spaces: 2, taken: 2, full: true, can_register: true, nights: 3, nights_free: 0 },
      }),
    });
    renderRoute(`/invite/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The unit is full');
    expect(screen.getByRole('form', { name: 'Guest vehicle registration' })).toBeInTheDocument();
  });

  it('checks the receipt address before sending anything', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    await user.type(screen.getByLabelText('E-mail for your receipt (optional)'), 'not-an-address');
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Invalid Email Format')).toBeInTheDocument();
    expect(requestsTo(requests, ACCEPT)).toHaveLength(0);
  });

  it('checks the spec fields and the terms before sending anything', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(requestsTo(requests, ACCEPT)).toHaveLength(0);
  });

  it('after Submit an error clears as the guest corrects its field, and the others stay', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    const email = screen.getByLabelText('E-mail for your receipt (optional)');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText('Invalid Email Format')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'gina@example.org');
    expect(screen.queryByText('Invalid Email Format')).not.toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    expect(screen.queryByText('Please accept the terms and conditions')).not.toBeInTheDocument();
    expect(requestsTo(requests, ACCEPT)).toHaveLength(0);
  });

  it('registers the vehicle and confirms it', async () => {
    const user = userEvent.setup();
    const requests = serve({ body: view() }, (request) => ({
      status: 201,
      body: {
        ...(request.body as object),
        _id: 'v1',
        unitnumber: '101',
        plate: 'GST101',
        enddate: addDays(dstr(), 1),
      },
    }));
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(
      await screen.findByRole('heading', { name: 'Your vehicle is registered' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/is registered to unit/)).toHaveTextContent(
      `Kia Soul (GST101) is registered to unit 101 through ${addDays(dstr(), 1)}.`,
    );
    expect(lastRequestTo(requests, ACCEPT).body).toMatchObject({
      token: TOKEN,
      vehicle_type: 'CAR',
      carowner_fname: 'Gina',
      plate: 'GST101',
      terms: 1,
      enddate: addDays(dstr(), 1),
    });
  });

  it('shows the server refusal (a limit, or a payment the page cannot take)', async () => {
    const user = userEvent.setup();
    serve(
      { body: view() },
      {
        status: 402,
        body: {
          message:
            'This stay must be paid by card. Please ask your host to register your vehicle and pay for the stay.',
          code: 'payment_required',
        },
      },
    );
    renderRoute(`/invite/${TOKEN}`);
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText(/This stay must be paid by card/)).toBeInTheDocument();
  });

  it('says how long the guest may stay under the guest rules, and the refusal with the return date (docs/adr/0029)', async () => {
    const user = userEvent.setup();
    const message =
      'Over the guest limit: a guest plate must stay away 7 nights between stays. Back from 2026-12-09.';
    serve(
      { body: view({ guest_nights_left: 2 }) },
      { status: 409, body: { message, code: 'over_guest_limit' } },
    );
    renderRoute(`/invite/${TOKEN}`);
    expect(
      await screen.findByText(
        "Under the community's guest rules you may stay up to 2 nights from tonight.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Guest nights left').nextElementSibling).toHaveTextContent('2');
    await screen.findByRole('form', { name: 'Guest vehicle registration' });
    await fillForm(user);
    await user.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says before the form that the unit has no guest nights left, and from when guests may park again (docs/adr/0029)', async () => {
    const limits = {
      unit_limit: 2,
      unit_used: 2,
      unit_booked: 0,
      unit_left: 0,
      plate_limit: null,
      plate_left: 0,
      return_on: '2026-12-27',
      summary: '0 of 2 guest nights left this month; back from 2026-12-27',
    };
    // The view is priced (a stay of 3 nights, $25.00), as the server prices every invitation.
    serve({ body: view({ guest_nights_left: 0, guest_limits: limits }) });
    renderRoute(`/invite/${TOKEN}`);
    const alert = await screen.findByRole('alert', { name: 'No guest nights left' });
    // A stay the rules refuse has no price to show.
    expect(screen.queryByText('Your stay')).toBeNull();
    expect(screen.queryByText(/\$25\.00 for 3 nights/)).toBeNull();
    expect(alert).toHaveTextContent(
      "Unit 101 has used the guest nights the community's guest rules allow. Guests may park again from 2026-12-27. Please contact your host to change your stay.",
    );
    // Nothing to fill in that could only be refused.
    expect(screen.queryByRole('form', { name: 'Guest vehicle registration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register Vehicle' })).toBeNull();
  });

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
      if (email)
        await user.type(screen.getByLabelText('E-mail for your receipt (optional)'), email);
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

  it.each([
    [
      404,
      'invitation_not_found',
      'This invitation link is not valid. Please ask your host for a new one.',
    ],
    [
      410,
      'invitation_used',
      'This invitation has already been used. Please ask your host for a new one.',
    ],
    [410, 'invitation_revoked', 'This invitation was withdrawn by your host.'],
  ])('a refused link (%s %s) gets a clear page, no form', async (status, code, message) => {
    serve({ status, body: { message, code } });
    renderRoute(`/invite/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
