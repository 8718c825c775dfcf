import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { Icon, type IconName } from './icons';

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  ${buttonStyles}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon shown before the text. */
  icon?: IconName;
  fullWidth?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A text button. `type` defaults to "button" so no button submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <StyledButton
      {...buttonProps}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {icon ? <Icon name={icon} size={size === 'sm' ? 16 : 18} /> : null}
      {children}
    </StyledButton>
  );
}
