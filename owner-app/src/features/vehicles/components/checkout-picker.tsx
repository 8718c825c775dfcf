// The checkout picker behind Park and Extend (docs/adr/0026-owner-day-in-one-tap.md): the date
// starts at one more night, quick choices set 1 night, 2 nights or a week, and the big button
// says what happens. The limit checks, the server's quote and a due card payment are the status
// popup's own (useVehicleStatus), so a car parked here follows the same rules (spec §4, §8, §9).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SpotType, Vehicle } from '@parking/shared/domain';
import { PaymentSummary, readSessionContext } from '@parking/shared/features';
import {
  Button,
  DateField,
  DialogFrame,
  InformationDialog,
  ToggleButtonGroup,
} from '@parking/shared/ui';
import { useVehicleStatus } from '../hooks/use-vehicle-status';
import {
  DAY_TEXT,
  defaultCheckout,
  lastCheckout,
  quickCheckouts,
  type DayAction,
} from '../vehicle-day';

export interface CheckoutPickerProps {
  vehicle: Vehicle;
  action: DayAction;
  spotTypes: readonly SpotType[];
  onClose: () => void;
  /** The receipt's link to the Payments view. */
  onShowPayments?: () => void;
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quick = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export function pickerTitle(action: DayAction, plate: string): string {
  return `${action === 'park' ? DAY_TEXT.park : DAY_TEXT.extend} ${plate}`;
}

export function confirmLabel(action: DayAction, checkout: string): string {
  return action === 'park' ? `Park until ${checkout}` : `Extend to ${checkout}`;
}

export function CheckoutPicker({
  vehicle,
  action,
  spotTypes,
  onClose,
  onShowPayments,
}: CheckoutPickerProps) {
  const [today] = useState(() => readSessionContext().today);
  const status = useVehicleStatus({
    vehicle,
    spotTypes,
    onClose,
    initialCheckout: defaultCheckout(vehicle, today),
  });
  const [saving, setSaving] = useState(false);
  const choices = quickCheckouts(vehicle, status.today);
  const locked = saving || status.charge !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || status.dateError !== null) return;
    setSaving(true);
    try {
      if (await status.setCheckoutDate()) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogFrame
        title={pickerTitle(action, vehicle.plate)}
        width="sm"
        onSubmit={(event) => void submit(event)}
        onDismiss={locked ? undefined : onClose}
        actions={
          <>
            <Button
              type="submit"
              variant="primary"
              icon="submit"
              disabled={locked || status.dateError !== null}
            >
              {confirmLabel(action, status.enddate)}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={locked}>
              Cancel
            </Button>
          </>
        }
      >
        <Lead>
          {action === 'park'
            ? `Checking in today, ${status.today}. Checkout:`
            : `Checkout now ${vehicle.enddate}. New checkout:`}
        </Lead>
        {choices.length > 0 ? (
          <Quick>
            <ToggleButtonGroup
              label="Quick checkout"
              size="sm"
              options={choices.map((choice) => ({ value: choice.date, label: choice.label }))}
              value={status.enddate}
              onChange={status.setEnddate}
            />
          </Quick>
        ) : null}
        <DateField
          label="Checkout date"
          name="enddate"
          value={status.enddate}
          min={status.today}
          max={lastCheckout(status.today)}
          error={status.dateError}
          disabled={locked}
          onChange={(event) => status.setEnddate(event.target.value)}
        />
      </DialogFrame>
      {status.charge ? (
        <PaymentSummary
          open
          role="owner"
          vehicle={vehicle}
          charge={status.charge}
          onSubmit={() => Promise.resolve()}
          onPay={status.pay}
          onPaid={status.paid}
          onClose={status.closeCharge}
          onShowPayments={onShowPayments}
        />
      ) : null}
      <InformationDialog
        open={status.information !== null}
        message={status.information}
        onClose={status.closeInformation}
      />
    </>
  );
}
