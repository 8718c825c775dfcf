// A new vehicle type drops the errors under the fields it fills (the Dumpster
// placeholders), so no stale 'required' message sits under a filled field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION } from '../../domain';
import { fakeServer, renderInPortal, signInAs, spotTypes } from '../../testing';
import { VehicleForm } from '../vehicle-form/vehicle-form';

describe('Register Vehicle form errors after a type change', () => {
  it('drops the errors under the Dumpster placeholder fields and keeps the others', async () => {
    signInAs('owner');
    fakeServer({});
    const user = userEvent.setup();
    renderInPortal(
      <VehicleForm
        open
        role="owner"
        spotTypes={spotTypes}
        onSaved={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(VALIDATION.vehiclePlate)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.vehicleMake)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.vehiclePlateState)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'DUMPSTER');

    expect(screen.getByLabelText('Plate')).toHaveValue('DUMPSTER');
    expect(screen.queryByText(VALIDATION.vehiclePlate)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.vehicleMake)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.vehiclePlateState)).not.toBeInTheDocument();
    // The fields the type change left alone keep their errors until the next submit.
    expect(screen.getByText(VALIDATION.vehicleFirstName)).toBeInTheDocument();
  });
});
