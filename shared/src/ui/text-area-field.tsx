import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { StyledTextArea } from './field-styles';
import { FormField } from './form-field';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={required}
      className={className}
    >
      {(control) => <StyledTextArea {...textAreaProps} {...control} required={required} />}
    </FormField>
  );
}
