// A plate onsite for another unit is saved, and the form shows the server's warning
// before it closes (a warning, not a refusal); the same plate twice in one unit shows the
// server's refusal under the Plate field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATE_MESSAGES, type Vehicle } from '../../domain';
import { VehicleForm } from '../vehicle-form/vehicle-form';
import { fakeServer, quote, renderInPortal, signInAs, spotTypes, vehicle } from '../../testing';

jest.setTimeout(30_000);

function renderForm() {
  const onSaved = jest.fn<void, [Vehicle]>();
  const onClose = jest.fn();
  renderInPortal(
    <VehicleForm open role="owner" spotTypes={spotTypes} onSaved={onSaved} onClose={onClose} />,
  );
  return { onSaved, onClose };
}

async function registerPlate(user: ReturnType<typeof userEvent.setup>, plate: string) {
  await user.type(screen.getByLabelText('First name'), 'Olivia');
  await user.type(screen.getByLabelText('Last name'), 'Owner');
  await user.type(screen.getByLabelText('Phone'), '555-0101');
  await user.type(screen.getByLabelText('Make'), 'Toyota');
  await user.type(screen.getByLabelText('Plate'), plate);
  await user.type(screen.getByLabelText('State'), 'DE');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const summary = await screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
  await user.click(within(summary).getByRole('button', { name: 'Submit' }));
}

describe('Vehicle form: duplicate plates', () => {
  it('shows the warning for a plate onsite in another unit, then closes', async () => {
    signInAs('owner');
    const warning = PLATE_MESSAGES.onsiteElsewhere('102');
    const saved = { ...vehicle({ plate: 'DEM102A' }), plate_warning: warning };
    fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'POST /api/parking/insert_vehicle': () => ({ status: 201, body: saved }),
    });
    const user = userEvent.setup();
    const { onSaved, onClose } = renderForm();
    await registerPlate(user, 'dem-102a');

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /ok|close/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the refusal of the same plate twice in one unit under the Plate field', async () => {
    signInAs('owner');
    fakeServer({
      'POST /api/parking/quote_stay': () => ({ body: quote() }),
      'POST /api/parking/insert_vehicle': () => ({
        status: 409,
        body: { message: PLATE_MESSAGES.sameUnit, errors: { plate: PLATE_MESSAGES.sameUnit } },
      }),
    });
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await registerPlate(user, 'ABC123');
    await waitFor(() =>
      expect(screen.getByLabelText('Plate')).toHaveAccessibleDescription(PLATE_MESSAGES.sameUnit),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
