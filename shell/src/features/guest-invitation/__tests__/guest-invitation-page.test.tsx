// The public guest page /invite/{token}, answered at the HTTP boundary.
import { addDays, dstr } from '@parking/shared/domain';
import { lastRequestTo, requestsTo } from '@parking/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ACCEPT, TOKEN, VIEW, fillForm, serve, view } from './guest-invitation-fixtures';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

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
