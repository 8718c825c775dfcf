import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, guestQuota, renderInPortal, signInOwner } from '@parking/shared/testing';
import { OwnerDashboardPage } from '../components/owner-dashboard-page';

describe('Owner dashboard panels', () => {
  it('switches between My Vehicles, Onsite Vehicles and Violations', async () => {
    signInOwner();
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
      'POST /api/parking/get_active_vehicles': () => ({ body: [] }),
      'POST /api/parking/get_all_violations': () => ({ body: [] }),
      'GET /api/parking/guest_quota': () => ({ body: guestQuota({ rules_on: false }) }),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerDashboardPage />);
    expect(screen.getByRole('heading', { name: 'Owner Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Demo Community · Unit: 101')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'My Vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Vehicles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Onsite Vehicles' }));
    expect(await screen.findByRole('region', { name: 'Onsite Vehicles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Vehicles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Violations' }));
    expect(await screen.findByText('No Violations')).toBeInTheDocument();
  });

  it("shows the unit's guest nights used and left, and each guest car's (docs/adr/0029)", async () => {
    signInOwner();
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
      'GET /api/parking/guest_quota': () => ({ body: guestQuota() }),
    });
    renderInPortal(<OwnerDashboardPage />);
    const card = await screen.findByRole('region', { name: 'Guest parking' });
    expect(card).toHaveTextContent(
      '4 of 10 guest nights left this month (5 nights used in the last 30, 1 night booked ahead).',
    );
    expect(card).toHaveTextContent('A new guest may stay up to 3 nights from tonight.');
    expect(card).toHaveTextContent('A guest car stays away 7 nights between stays.');
    expect(card).toHaveTextContent(
      'GST001: 4 of 10 guest nights left this month; this plate may stay 0 more nights; back from 2026-12-09',
    );
  });

  it('says when guests may stay again once the quota is used up', async () => {
    signInOwner();
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
      'GET /api/parking/guest_quota': () => ({
        body: guestQuota({
          plates: [],
          unit: {
            unit_limit: 2,
            unit_used: 1,
            unit_booked: 1,
            unit_left: 0,
            plate_limit: null,
            plate_left: 0,
            return_on: '2026-12-27',
            summary: '0 of 2 guest nights left this month',
          },
        }),
      }),
    });
    renderInPortal(<OwnerDashboardPage />);
    const card = await screen.findByRole('region', { name: 'Guest parking' });
    expect(card).toHaveTextContent('0 of 2 guest nights left this month');
    expect(card).toHaveTextContent(
      'No new guest may stay tonight; guests may stay again from 2026-12-27.',
    );
  });

  it('shows no guest card while the community has no guest rule', async () => {
    signInOwner();
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
      'GET /api/parking/guest_quota': () => ({ body: guestQuota({ rules_on: false }) }),
    });
    renderInPortal(<OwnerDashboardPage />);
    expect(await screen.findByRole('region', { name: 'My Vehicles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guest parking' })).not.toBeInTheDocument();
  });
});
