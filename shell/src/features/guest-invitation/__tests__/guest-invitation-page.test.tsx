// Issue 14: the public guest page /invite/{token}, answered at the HTTP boundary.
import { addDays, dstr, type InvitationView } from '@parking/shared/domain';
import {
  lastRequestTo,
  requestsTo,
  type FakeRequest,
  type RouteReply,
} from '@parking/shared/testing';
import { screen } from '@testing-library/react';
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
    nights: 3,
    valid_until: addDays(dstr(), 7),
    last_checkout: addDays(dstr(), 3),
    vehicles_left: 1,
    vehicle_types: [
      { spot_type: 'CAR', spot_display: 'Car' },
      { spot_type: 'TRUCK', spot_display: 'Truck/Van' },
    ],
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
    expect(await screen.findByText('Seabreeze Villas')).toBeInTheDocument();
    expect(screen.getByText('101')).toBeInTheDocument();
    expect(await screen.findByText('No parking on the grass.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Gina');
    expect(screen.getByLabelText('Last name')).toHaveValue('Guest');
    expect(screen.getByLabelText('Checkout date')).toHaveAttribute('max', addDays(dstr(), 3));
    // A public call: no bearer token is sent.
    expect(lastRequestTo(requests, VIEW).headers?.Authorization).toBeUndefined();
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
