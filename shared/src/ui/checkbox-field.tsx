import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError } from './field-styles';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type'
> {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  outline-offset: 1px;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  cursor: pointer;
`;

/** A checkbox with its label beside it (e.g. accepting the terms, spec §2) and error text under it. */
export function CheckboxField({
  label,
  error,
  id,
  className,
  readOnly,
  onChange,
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(error);

  return (
    <div className={className}>
      <Row>
        <Box
          {...inputProps}
          id={controlId}
          type="checkbox"
          // Checkboxes ignore readOnly in HTML; a read-only box must not change when clicked.
          onChange={readOnly ? undefined : onChange}
          aria-readonly={readOnly || undefined}
          disabled={inputProps.disabled || readOnly}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          $invalid={invalid}
        />
        <Label htmlFor={controlId}>{label}</Label>
      </Row>
      {invalid ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
