import styled, { css } from 'styled-components';

/** spec §5: invalid inputs show an invalid style; read-only values look settled, not editable. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover:not(:disabled):not([readonly]) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  &[readonly] {
    background: ${({ theme }) => theme.colors.readOnly};
    border-style: dashed;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.readOnly};
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
