// The status chip and the one primary action of a car (docs/adr/0026-owner-day-in-one-tap.md):
// Park for an offsite car, Extend (with Leave beside it) for an onsite one.
import styled, { css } from 'styled-components';
import { dstr, type Vehicle } from '@parking/shared/domain';
import { Button } from '@parking/shared/ui';
import { DAY_TEXT, dayActionOf, dayStatusOf, type DayAction, type DayStatus } from '../vehicle-day';

const Chip = styled.span<{ $kind: DayStatus['kind'] }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  ${({ theme, $kind }) =>
    $kind === 'onsite'
      ? css`
          background: ${theme.colors.successSoft};
          color: ${theme.colors.success};
        `
      : $kind === 'over-limit'
        ? css`
            background: ${theme.colors.rowWarning};
            color: ${theme.colors.rowWarningText};
          `
        : css`
            background: ${theme.colors.surfaceMuted};
            color: ${theme.colors.textMuted};
            border: 1px solid ${theme.colors.border};
          `}
`;

export function StatusChip({ vehicle }: { vehicle: Vehicle }) {
  const status = dayStatusOf(vehicle, dstr());
  return (
    <Chip $kind={status.kind} data-status={status.kind}>
      {status.label}
    </Chip>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface DayActionsProps {
  vehicle: Vehicle;
  onPick: (vehicle: Vehicle, action: DayAction) => void;
  onLeave: (vehicle: Vehicle) => void;
  /** The car being taken offsite right now: its buttons wait. */
  busy?: boolean;
  size?: 'sm' | 'md';
}

export function DayActions({
  vehicle,
  onPick,
  onLeave,
  busy = false,
  size = 'sm',
}: DayActionsProps) {
  const action = dayActionOf(vehicle, dstr());
  if (action === null) return null;
  const label = action === 'park' ? DAY_TEXT.park : DAY_TEXT.extend;
  return (
    <Actions>
      <Button
        variant="primary"
        size={size}
        aria-label={`${label} ${vehicle.plate}`}
        disabled={busy}
        onClick={() => onPick(vehicle, action)}
      >
        {label}
      </Button>
      {action === 'extend' ? (
        <Button
          variant="secondary"
          size={size}
          aria-label={`${DAY_TEXT.leave} ${vehicle.plate}`}
          disabled={busy}
          onClick={() => onLeave(vehicle)}
        >
          {DAY_TEXT.leave}
        </Button>
      ) : null}
    </Actions>
  );
}
