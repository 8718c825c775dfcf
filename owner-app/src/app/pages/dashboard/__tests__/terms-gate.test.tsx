import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { fakeServer, renderInPortal, signInOwner } from '@parking/shared/testing';
import { OwnerDashboardPage } from '../components/owner-dashboard-page';
import { TERMS_PROMPT } from '../../../../features/terms/components/terms-gate';

describe('Owner dashboard terms gate', () => {
  it('shows only the rules prompt until the owner accepts, then the three panels', async () => {
    signInOwner({ has_read_terms: false });
    const requests = fakeServer({
      'POST /api/users/changerulesandregs': () => ({
        body: { message: 'Acknowledge Rules Success' },
      }),
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerDashboardPage />);

    expect(screen.getByText(TERMS_PROMPT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Vehicles' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('button', { name: 'My Vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onsite Vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Violations' })).toBeInTheDocument();
    expect(screen.queryByText(TERMS_PROMPT)).not.toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Acknowledge Rules Success');
    expect(session.get('has_read_terms')).toBe(true);
    expect(requests[0]?.body).toEqual({ userid: 'owner-1', terms: 1, termsaccepted: true });
  });

  it('keeps the prompt and reports the server message when accepting fails', async () => {
    signInOwner({ has_read_terms: false });
    fakeServer({
      'POST /api/users/changerulesandregs': () => ({ status: 403, body: { message: 'Not yours' } }),
    });
    const user = userEvent.setup();
    renderInPortal(<OwnerDashboardPage />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(TERMS_PROMPT)).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Not yours');
  });

  it('goes straight to the panels for an owner who accepted before', async () => {
    signInOwner({ has_read_terms: true });
    fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    renderInPortal(<OwnerDashboardPage />);
    expect(await screen.findByText('No vehicles registered')).toBeInTheDocument();
    expect(screen.queryByText(TERMS_PROMPT)).not.toBeInTheDocument();
  });
});
