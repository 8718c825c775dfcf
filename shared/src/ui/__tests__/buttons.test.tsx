import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { iconNames } from '../icons';
import { PlatesRecordsToggle, type PlatesOrRecords } from '../plates-records-toggle';
import { PlatesGrid } from '../plates-grid';
import { ToggleButtonGroup } from '../toggle-button-group';
import { renderWithTheme } from './render-with-theme';

describe('IconButton', () => {
  it.each([
    'Dashboard',
    'Profile',
    'Help',
    'Logout',
    'Maintenance',
    'Submit',
    'Cancel',
    'Add',
    'Delete',
  ])('is named %s for assistive technology and as a tooltip', (label) => {
    renderWithTheme(<IconButton icon="help" label={label} />);
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('title', label);
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws every icon of the set', () => {
    renderWithTheme(
      <>
        {iconNames.map((name) => (
          <IconButton key={name} icon={name} label={name} />
        ))}
      </>,
    );
    for (const name of iconNames) {
      expect(
        screen.getByRole('button', { name }).querySelector(`svg[data-icon="${name}"] *`),
      ).not.toBeNull();
    }
  });

  it('calls onClick and can be disabled', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(<IconButton icon="add" label="Add" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<IconButton icon="add" label="Add" onClick={onClick} disabled />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});

describe('Button', () => {
  it('does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Accept</Button>
        <Button type="submit" variant="danger">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ToggleButtonGroup', () => {
  it('marks the chosen view pressed', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <ToggleButtonGroup
        label="Dashboard views"
        options={[
          { value: 'vehicles', label: 'My Vehicles' },
          { value: 'onsite', label: 'Onsite Vehicles' },
          { value: 'violations', label: 'Violations' },
        ]}
        value={['onsite', 'violations']}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Dashboard views' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Vehicles' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Onsite Vehicles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Violations' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'My Vehicles' }));
    expect(onChange).toHaveBeenCalledWith('vehicles');
  });
});

function OnsiteView() {
  const [view, setView] = useState<PlatesOrRecords>('records');
  return (
    <>
      <PlatesRecordsToggle value={view} onChange={setView} />
      {view === 'plates' ? (
        <PlatesGrid
          title="Onsite Vehicles Valid Plates"
          date="2026-11-21"
          plates={[{ id: 'v1', plate: 'ABC123', detail: 'CA' }]}
          emptyText="No Vehicles"
        />
      ) : (
        <p>Records table</p>
      )}
    </>
  );
}

describe('PlatesRecordsToggle and PlatesGrid', () => {
  it('switches to a plates-only view titled with the date', async () => {
    renderWithTheme(<OnsiteView />);
    expect(screen.getByRole('button', { name: 'Records' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Plates' }));

    expect(screen.getByRole('button', { name: 'Plates' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { name: 'Onsite Vehicles Valid Plates' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2026-11-21')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('ABC123');
  });
});
