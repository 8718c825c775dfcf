import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, owner, renderInPortal, signInAdmin, vehicle } from '@parking/shared/testing';
import { ReadonlyOwnersPage } from '../components/readonly-owners-page';

beforeEach(() => signInAdmin({ userRole: 'readonly' }));

describe('Read-only owners page', () => {
  it('lists owners and vehicles and answers every change with the alerts only', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_owners': () => ({ body: [owner()] }),
      'POST /api/parking/get_all_vehicles': () => ({ body: [vehicle({ plate: 'RO1' })] }),
      'POST /api/parking/get_unit_numbers': () => ({ body: [] }),
    });
    renderInPortal(<ReadonlyOwnersPage />);
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Olivia Owner' }));
    expect(await screen.findByRole('dialog', { name: 'Information' })).toHaveTextContent(
      'not authorized to delete owner',
    );
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Vehicles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete RO1' }));
    expect(await screen.findByText('not authorized to delete vehicle')).toBeInTheDocument();
    // Reads only: the lists and the unit filter's choices.
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/parking/get_all_owners',
      '/api/parking/get_all_vehicles',
      '/api/parking/get_unit_numbers',
    ]);
  });
});
