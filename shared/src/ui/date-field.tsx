import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledInput } from './field-styles';
import { FormField } from './form-field';

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type' | 'value'
> {
  label: ReactNode;
  /** A YYYY-MM-DD date string (Dstr), the wire format of every date; absent when a form
   * library holds the value (react-hook-form's register). */
  value?: string;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled native date picker; min and max are YYYY-MM-DD strings too. */
export function DateField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...inputProps
}: DateFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={className}
    >
      {(control) => <StyledInput {...inputProps} {...control} type="date" required={required} />}
    </FormField>
  );
}
