import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from '../checkbox-field';
import { DateField } from '../date-field';
import { ErrorBox } from '../error-box';
import { FieldErrors } from '../field-errors';
import { SelectField } from '../select-field';
import { TextAreaField } from '../text-area-field';
import { TextField } from '../text-field';
import { renderWithTheme } from './render-with-theme';

describe('TextField', () => {
  it('binds its visible label to the input', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Plate" name="plate" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Plate' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'A');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows the error text under the field, marks it invalid and describes the input with it', () => {
    renderWithTheme(
      <TextField
        label="Plate"
        value=""
        onChange={jest.fn()}
        error="License Plate field is required"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Plate' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('License Plate field is required');
    expect(input).toHaveStyle({ borderColor: '#c0352b' });
  });

  it('supports read-only values such as the unit number on the profile', async () => {
    renderWithTheme(<TextField label="Unit" value="101" readOnly />);
    const input = screen.getByRole('textbox', { name: 'Unit' });
    await userEvent.type(input, '9');
    expect(input).toHaveValue('101');
    expect(input).toHaveAttribute('readonly');
  });
});

describe('other fields', () => {
  it('label a select with its options and error', () => {
    renderWithTheme(
      <SelectField
        label="Unit number"
        placeholder="Select a unit"
        options={[
          { value: '101', label: '101' },
          { value: '102', label: '102' },
        ]}
        value=""
        onChange={jest.fn()}
        error="Please enter a valid unitnumber"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Unit number' });
    expect(select).toHaveAccessibleDescription('Please enter a valid unitnumber');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a unit',
      '101',
      '102',
    ]);
  });

  it('label a date field, a text area and a checkbox', async () => {
    const onTerms = jest.fn();
    renderWithTheme(
      <>
        <DateField
          label="Checkout"
          value="2026-11-22"
          onChange={jest.fn()}
          error="Date must be in the future."
        />
        <TextAreaField label="Comment" value="" onChange={jest.fn()} />
        <CheckboxField
          label="I accept the terms"
          checked={false}
          onChange={onTerms}
          error="Please accept"
        />
      </>,
    );
    expect(screen.getByLabelText('Checkout')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Checkout')).toHaveAccessibleDescription(
      'Date must be in the future.',
    );
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(terms);
    expect(onTerms).toHaveBeenCalledTimes(1);
  });

  it('keeps a read-only checkbox from changing', async () => {
    const onChange = jest.fn();
    renderWithTheme(<CheckboxField label="Terms accepted" checked readOnly onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Terms accepted' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ErrorBox and FieldErrors', () => {
  it('announces one server message and renders nothing without one', () => {
    const { rerender } = renderWithTheme(<ErrorBox message="Vehicle Not Added" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vehicle Not Added');
    rerender(<ErrorBox message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists field errors that have no input of their own, with readable names', () => {
    renderWithTheme(
      <FieldErrors
        errors={{ email: 'Email field is required', unitnumber: 'Unit taken' }}
        labels={{ unitnumber: 'Unit' }}
        omit={['email']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unit: Unit taken');
    expect(alert).not.toHaveTextContent('Email field is required');
  });
});
