import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { InformationDialog } from '../information-dialog';
import { useConfirm } from '../use-confirm';
import { renderWithTheme } from './render-with-theme';

function renderConfirm(labels: { confirmLabel?: string; cancelLabel?: string } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Are you sure?"
      message="You want to delete this account?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...labels}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with its title and message and offers Cancel and Confirm by default', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('You want to delete this account?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('calls onConfirm on Confirm', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel on Cancel', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { onCancel } = renderConfirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on a click outside the dialog but not on a click inside it', async () => {
    const { onCancel } = renderConfirm();
    await userEvent.click(screen.getByText('You want to delete this account?'));
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses custom button labels', () => {
    renderConfirm({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderWithTheme(
      <ConfirmDialog
        open={false}
        title="Are you sure?"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('InformationDialog', () => {
  it('is titled Information and closes with its button, Escape or a click outside', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <InformationDialog open message="Download Report is not available." onClose={onClose} />,
    );

    expect(screen.getByRole('dialog', { name: 'Information' })).toHaveTextContent(
      'Download Report is not available.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

function DeleteVehicle({ onDelete }: { onDelete: () => void }) {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  const askFirst = async () => {
    const confirmed = await confirm({ title: 'Are you sure you want to delete?', tone: 'danger' });
    setAnswer(confirmed ? 'yes' : 'no');
    if (confirmed) onDelete();
  };
  return (
    <>
      <button type="button" onClick={askFirst}>
        Delete vehicle
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true when the user confirms and false when they cancel', async () => {
    const onDelete = jest.fn();
    renderWithTheme(<DeleteVehicle onDelete={onDelete} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('no')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('yes')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
