// The owner's Guests panel, answered at the HTTP boundary.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, type GuestQuotaResponse, type Invitation } from '@parking/shared/domain';
import {
  activeCount,
  fakeServer,
  guestQuota,
  lastRequestTo,
  renderInPortal,
  requestsTo,
  signInOwner,
} from '@parking/shared/testing';
import { OwnerDashboardPage } from '../components/owner-dashboard-page';

const LIST = 'POST /api/parking/get_invitations';
const CREATE = 'POST /api/parking/create_invitation';
const REVOKE = 'POST /api/parking/revoke_invitation';
const VEHICLES = 'POST /api/parking/get_vehicles_for_owner';
const COUNT = 'POST /api/parking/get_active_count';
const QUOTA = 'GET /api/parking/guest_quota';

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: 'inv-1',
    unitnumber: '101',
    guest_name: 'Gina Guest',
    nights: 2,
    valid_until: addDays(dstr(), 7),
    max_vehicles: 1,
    used_count: 1,
    status: 'used',
    created_at: '2026-11-20T10:00:00.000Z',
    revoked_at: null,
    plates: ['GST101'],
    refundable: 0,
    ...overrides,
  };
}

async function openGuests() {
  const user = userEvent.setup();
  renderInPortal(<OwnerDashboardPage />);
  await user.click(await screen.findByRole('button', { name: 'Guests' }));
  return user;
}

describe('Guests panel', () => {
  beforeEach(() => signInOwner());

  it('sits beside My Vehicles and lists each invitation with its status', async () => {
    fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: {
        body: [
          invitation(),
          invitation({ _id: 'inv-2', guest_name: '', status: 'open', used_count: 0, plates: [] }),
        ],
      },
    });
    await openGuests();
    const table = await screen.findByRole('table', { name: 'Invitations' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Gina Guest');
    expect(rows[1]).toHaveTextContent('GST101');
    expect(rows[1]).toHaveTextContent('Used');
    expect(rows[1]).toHaveTextContent('1 of 1');
    expect(rows[2]).toHaveTextContent('(no name)');
    expect(rows[2]).toHaveTextContent('Open');
  });

  it('creates an invitation and shows its link and QR code once', async () => {
    const url = 'http://portal.test/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const requests = fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [] },
      [CREATE]: {
        status: 201,
        body: {
          invitation_id: 'inv-9',
          token: 'abc',
          url,
          valid_until: addDays(dstr(), 5),
          room: { spaces: 2, taken: 1, full: false, can_register: true, nights: 3, nights_free: 3 },
        },
      },
    });
    const user = await openGuests();
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Guest' });
    await user.type(within(dialog).getByLabelText('Guest name (optional)'), 'Gina');
    const nights = within(dialog).getByLabelText('Nights allowed');
    await user.clear(nights);
    await user.type(nights, '3');
    const until = within(dialog).getByLabelText('Valid until');
    await user.clear(until);
    await user.type(until, addDays(dstr(), 5));
    await user.type(within(dialog).getByLabelText('E-mail the link to (optional)'), 'g@x.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    const link = await screen.findByRole('region', { name: 'Invitation link' });
    expect(within(link).getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(within(link).getByTitle('QR code of the invitation link')).toBeInTheDocument();
    expect(lastRequestTo(requests, CREATE).body).toEqual({
      guest_name: 'Gina',
      nights: 3,
      valid_until: addDays(dstr(), 5),
      max_vehicles: 1,
      email: 'g@x.test',
    });
    // The list is read again after the create.
    expect(requestsTo(requests, LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('warns before and at creation when the unit is full, with the nights that have a space', async () => {
    const url = 'http://portal.test/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const room = {
      spaces: 2,
      taken: 2,
      full: true,
      can_register: false,
      nights: 3,
      nights_free: 1,
    };
    fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [] },
      [COUNT]: { body: activeCount({ ownercount: 2, rentercount: 0, maxunitactive: 2 }) },
      [CREATE]: {
        status: 201,
        body: { invitation_id: 'inv-9', token: 'abc', url, valid_until: addDays(dstr(), 7), room },
      },
    });
    const user = await openGuests();
    await user.click(await screen.findByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Guest' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your unit is full today: 2 of 2 spaces are taken. You can still invite; your guest can register once a space is free.',
    );
    const nights = within(dialog).getByLabelText('Nights allowed');
    await user.clear(nights);
    await user.type(nights, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    const link = await screen.findByRole('region', { name: 'Invitation link' });
    expect(within(link).getByRole('alert')).toHaveTextContent(
      'Your unit is full: 2 of 2 spaces are taken today. Nights with a free space in the next 3 nights: 1. Your guest cannot register until a space is free.',
    );
  });

  /** The Invite a Guest form of a unit with room today, under guest rules leaving `unit`. */
  async function openInviteUnderRules(unit: Partial<GuestQuotaResponse['unit']>) {
    const quota = guestQuota();
    fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [] },
      [COUNT]: { body: activeCount({ ownercount: 0, rentercount: 0, maxunitactive: 2 }) },
      [QUOTA]: { body: { ...quota, unit: { ...quota.unit, ...unit } } },
    });
    const user = await openGuests();
    await user.click(await screen.findByRole('button', { name: 'Invite a guest' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Invite a Guest' }) };
  }

  it('says when the guest rules leave fewer nights than the invitation offers (docs/adr/0029)', async () => {
    const { user, dialog } = await openInviteUnderRules({ unit_left: 4, plate_left: 3 });
    const nights = within(dialog).getByLabelText('Nights allowed');
    await user.clear(nights);
    await user.type(nights, '3');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await user.clear(nights);
    await user.type(nights, '5');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "The community's guest rules allow a guest 3 nights from tonight; this invitation offers 5 nights. Your guest can register for at most 3 nights.",
    );
  });

  it('says when the unit has no guest nights left, and from when guests may park again', async () => {
    const { dialog } = await openInviteUnderRules({ unit_left: 0, return_on: '2026-12-20' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Your unit has no guest nights left under the community's guest rules; guests may park again from 2026-12-20. You can still invite; the link will not register a stay the rules do not allow.",
    );
  });

  it('says nothing about room when the unit has a free space', async () => {
    fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [] },
      [COUNT]: { body: activeCount({ ownercount: 1, rentercount: 0, maxunitactive: 2 }) },
    });
    const user = await openGuests();
    await user.click(await screen.findByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Guest' });
    await within(dialog).findByLabelText('Nights allowed');
    expect(within(dialog).queryByText(/Your unit is full/)).toBeNull();
  });

  it('shows the server refusal under its field', async () => {
    fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [] },
      [CREATE]: {
        status: 400,
        body: {
          message: 'Nights allowed must be between 1 and 14',
          code: 'validation_error',
          errors: { nights: 'Nights allowed must be between 1 and 14' },
        },
      },
    });
    const user = await openGuests();
    await user.click(await screen.findByRole('button', { name: 'Invite a guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Guest' });
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(
      await within(dialog).findByText('Nights allowed must be between 1 and 14'),
    ).toBeInTheDocument();
  });

  it('revokes an invitation and can end the guest’s stay', async () => {
    const requests = fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [invitation()] },
      [REVOKE]: { body: { message: 'Invitation revoked', ended_stays: 1, refunded: 0 } },
    });
    const user = await openGuests();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke invitation for Gina Guest' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await user.click(within(dialog).getByLabelText("Also end the guest's stay (vehicle offsite)"));
    const listReads = requestsTo(requests, LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findAllByText('Invitation revoked');
    expect(lastRequestTo(requests, REVOKE).body).toEqual({
      invitation_id: 'inv-1',
      end_stay: true,
      refund_unused: false,
    });
    // The invitations are read again (the status shows Revoked from the server).
    expect(requestsTo(requests, LIST).length).toBeGreaterThan(listReads);
    // Nothing was paid: no refund is offered.
    expect(screen.queryByLabelText(/Refund the guest/)).not.toBeInTheDocument();
  });

  it('offers to refund the guest’s unused paid nights when the stay ends (docs/adr/0020)', async () => {
    const message = 'Invitation revoked. $30.00 of unused guest nights refunded.';
    const requests = fakeServer({
      [VEHICLES]: { body: { vehicles: [], renter_free_parking: 1 } },
      [LIST]: { body: [invitation({ refundable: 30 })] },
      [REVOKE]: { body: { message, ended_stays: 1, refunded: 30 } },
    });
    const user = await openGuests();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke invitation for Gina Guest' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    const refund = /Refund the guest's unused paid nights \(\$30\.00\) to the card that paid them/;
    // Offered only when the stay ends: nights of a guest still parked are not unused.
    expect(within(dialog).queryByLabelText(refund)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText("Also end the guest's stay (vehicle offsite)"));
    await user.click(within(dialog).getByLabelText(refund));
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findAllByText(message);
    expect(lastRequestTo(requests, REVOKE).body).toEqual({
      invitation_id: 'inv-1',
      end_stay: true,
      refund_unused: true,
    });
  });
});
