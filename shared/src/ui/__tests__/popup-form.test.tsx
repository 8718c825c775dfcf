import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PopupForm, POPUP_AUTO_CLOSE_MS, type PopupFormProps } from '../popup-form';
import { TextField } from '../text-field';
import { renderWithTheme } from './render-with-theme';

type Overrides = Partial<Omit<PopupFormProps, 'open' | 'title' | 'children'>>;

function VehicleForm(overrides: Overrides) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <PopupForm
        open={open}
        title="Register Vehicle"
        onSubmit={() => Promise.resolve(true)}
        {...overrides}
        onClose={() => {
          overrides.onClose?.();
          setOpen(false);
        }}
      >
        <TextField label="Plate" name="plate" />
      </PopupForm>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('PopupForm', () => {
  it('is a modal dialog named by its title', () => {
    renderWithTheme(<VehicleForm />);
    const dialog = screen.getByRole('dialog', { name: 'Register Vehicle' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows the confirmation and closes itself 3000 ms after a successful submit', async () => {
    const onClose = jest.fn();
    renderWithTheme(<VehicleForm confirmation="Vehicle Added" onClose={onClose} />);

    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Vehicle Added')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(POPUP_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(POPUP_AUTO_CLOSE_MS).toBe(3000);
  });

  it('stays open when the submit does not succeed', async () => {
    const onSubmit = jest.fn(() => Promise.resolve(false));
    renderWithTheme(<VehicleForm onSubmit={onSubmit} confirmation="Vehicle Added" />);

    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Plate')).toBeEnabled());
    act(() => jest.advanceTimersByTime(POPUP_AUTO_CLOSE_MS * 2));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Vehicle Added')).not.toBeInTheDocument();
  });

  it('stays open and can be submitted again after the submit fails', async () => {
    const onSubmit = jest.fn(() => Promise.reject(new Error('network down')));
    renderWithTheme(<VehicleForm onSubmit={onSubmit} />);

    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('submits with Enter from a field', async () => {
    const onSubmit = jest.fn(() => true);
    renderWithTheme(<VehicleForm onSubmit={onSubmit} />);

    await user().type(screen.getByLabelText('Plate'), 'ABC123{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel and on Escape', async () => {
    const onClose = jest.fn();
    renderWithTheme(<VehicleForm onClose={onClose} />);

    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Open form' }));
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is locked while the payment form is open: fields and buttons disabled, Escape ignored', async () => {
    const onSubmit = jest.fn(() => true);
    renderWithTheme(<VehicleForm locked onSubmit={onSubmit} />);

    expect(screen.getByLabelText('Plate')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Submit disabled while submitDisabled is set (terms not yet accepted)', () => {
    renderWithTheme(<VehicleForm submitDisabled />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByLabelText('Plate')).toBeEnabled();
  });

  it('closes only the topmost dialog on Escape', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    renderWithTheme(
      <PopupForm open title="Register Vehicle" onSubmit={() => true} onClose={outerClose}>
        <PopupForm open title="Parking payment" onSubmit={() => true} onClose={innerClose}>
          <p>Card details</p>
        </PopupForm>
      </PopupForm>,
    );

    await user().keyboard('{Escape}');

    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
