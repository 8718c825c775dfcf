import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './button-styles';

export interface ToggleOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ToggleButtonGroupProps<Value extends string> {
  /** Names the group for assistive technology, e.g. "Dashboard views". */
  label: string;
  options: readonly ToggleOption<Value>[];
  /** The pressed value, or several (the admin dashboard shows Violations beside Onsite Vehicles). */
  value: Value | null | readonly Value[];
  /** Called with the option that was clicked; the screen decides what is pressed next. */
  onChange: (value: Value) => void;
  size?: 'sm' | 'md';
  className?: string;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ToggleButton = styled.button<ButtonStyleProps & { $pressed: boolean }>`
  ${buttonStyles}
  ${({ $pressed, theme }) =>
    $pressed &&
    `
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; color: ${theme.colors.onPrimary}; }
    `}
`;

function isPressed<Value extends string>(
  selected: Value | null | readonly Value[],
  value: Value,
): boolean {
  if (selected === null) return false;
  if (typeof selected === 'string') return selected === value;
  return selected.includes(value);
}

/** Buttons that switch a view on and off (aria-pressed), e.g. My Vehicles / Onsite Vehicles / Violations. */
export function ToggleButtonGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  className,
}: ToggleButtonGroupProps<Value>) {
  return (
    <Group role="group" aria-label={label} className={className}>
      {options.map((option) => {
        const pressed = isPressed(value, option.value);
        return (
          <ToggleButton
            key={option.value}
            type="button"
            aria-pressed={pressed}
            $pressed={pressed}
            $variant="secondary"
            $size={size}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </ToggleButton>
        );
      })}
    </Group>
  );
}
