import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { VehicleCleanupBoxes } from '../components/vehicle-cleanup-boxes';

beforeEach(() => signInAdmin());

const confirmWith = async (name: string) =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name }));

describe('Vehicle cleanup boxes', () => {
  it('soft deletes before the date 7 days back only after a confirmation that counts them', async () => {
    const requests = fakeServer({
      'POST /api/parking/soft_delete_vehicles': () => ({ body: { message: 'ok', count: 3 } }),
    });
    renderInPortal(<VehicleCleanupBoxes />);
    expect(screen.getByLabelText('Checked out before')).toHaveValue(addDays(dstr(), -7));
    // No date after today
    expect(screen.getByLabelText('Checked out before')).toHaveAttribute('max', dstr());
    await userEvent.click(screen.getByRole('button', { name: 'Soft delete vehicles' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('It will mark 3 vehicles.');
    await confirmWith('Cancel');
    expect(requests.map((r) => r.body)).toEqual([{ enddate: addDays(dstr(), -7), preview: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Soft delete vehicles' }));
    await confirmWith('Delete');
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicles Soft Delete Successful'));
    expect(requests.at(-1)?.body).toEqual({ enddate: addDays(dstr(), -7) });
  });

  it('hard deletes after confirmation', async () => {
    const requests = fakeServer({
      'POST /api/parking/hard_delete_vehicles': () => ({ body: { message: 'ok', count: 1 } }),
    });
    renderInPortal(<VehicleCleanupBoxes />);
    await userEvent.click(screen.getByRole('button', { name: 'Hard delete vehicles' }));
    await confirmWith('Delete');
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicles Delete Successful'));
    expect(requests).toHaveLength(1);
  });
});
