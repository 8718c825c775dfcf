import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledInput } from './field-styles';
import { FormField } from './form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (type text, email, password, tel, number, time ...). */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={className}
    >
      {(control) => <StyledInput {...inputProps} {...control} type={type} required={required} />}
    </FormField>
  );
}
