import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { Icon, type IconName } from './icons';

const sizes: Record<ButtonSize, { box: string; icon: number }> = {
  sm: { box: '32px', icon: 16 },
  md: { box: '40px', icon: 20 },
  lg: { box: '48px', icon: 24 },
};

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
  padding: 0;
  width: ${({ $size }) => sizes[$size].box};
  height: ${({ $size }) => sizes[$size].box};
`;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** The accessible name and tooltip, in the spec's words (Dashboard, Profile, Help, Logout, ...). */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  ...buttonProps
}: IconButtonProps) {
  return (
    <StyledIconButton
      {...buttonProps}
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
    >
      <Icon name={icon} size={sizes[size].icon} />
    </StyledIconButton>
  );
}
