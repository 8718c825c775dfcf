import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { StyledSelect } from './field-styles';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a unit" (its value is ""). */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={className}
    >
      {(control) => (
        <StyledSelect {...selectProps} {...control} required={required}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </FormField>
  );
}
