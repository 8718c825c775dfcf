import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from './field-styles';

/** What FormField hands to its control so label, error text and hint are bound to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  $invalid: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Error text shown under the field (spec §5), e.g. from a validator or the server's `errors`. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Use a given id instead of a generated one. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

/** A visible label, a control and its error text, wired with aria-invalid and aria-describedby. */
export function FormField({
  label,
  error,
  hint,
  required,
  id,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = Boolean(error);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <Field className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {children({
        id: controlId,
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        $invalid: invalid,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
