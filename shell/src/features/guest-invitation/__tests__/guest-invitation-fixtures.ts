// What the guest invitation page's suites share: the invitation behind a token, the shell's fake
// server answering it, and the vehicle fields a guest types.
import { addDays, dstr, type InvitationView } from '@parking/shared/domain';
import type { FakeRequest, RouteReply } from '@parking/shared/testing';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
export const VIEW = `GET /api/parking/invitation/${TOKEN}`;
export const ACCEPT = 'POST /api/parking/accept_invitation';

export function view(overrides: Partial<InvitationView> = {}): InvitationView {
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

export function serve(
  viewReply: RouteReply = { body: view() },
  accept?: RouteReply,
): FakeRequest[] {
  return serveShell({
    ...ANY_COMMUNITY,
    [VIEW]: viewReply,
    ...(accept ? { [ACCEPT]: accept } : {}),
  });
}

export async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone'), '302-555-0199');
  await user.type(screen.getByLabelText('Make'), 'Kia');
  await user.type(screen.getByLabelText('Model'), 'Soul');
  await user.type(screen.getByLabelText('Year'), '2021');
  await user.type(screen.getByLabelText('Plate'), 'GST101');
  await user.type(screen.getByLabelText('State'), 'DE');
}
