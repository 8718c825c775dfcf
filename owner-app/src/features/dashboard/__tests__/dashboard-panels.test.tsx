import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderInPortal, signInOwner } from '@parking/shared/testing';
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
});
