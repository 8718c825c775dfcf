// spec §2 / §6: the admin changes a vehicle's status without the payment form: offsite, or
// onsite until a checkout date (validated like every checkout, spec §5).
import { useState } from 'react';
import {
  CHECKOUT_WINDOW_DAYS,
  addDays,
  dstr,
  isOnsiteForStatusPopup,
  validateCheckoutDate,
  type Dstr,
  type Vehicle,
} from '@parking/shared/domain';
import {
  DateField,
  ErrorBox,
  PopupForm,
  TextAreaField,
  ToggleButtonGroup,
} from '@parking/shared/ui';
import type { StatusChangeResult } from '../hooks/use-all-vehicles';

export const OVERRIDE_NOTE_LABEL = 'Override note (why this guest may stay)';
export const OVERRIDE_NOTE_REQUIRED = 'Enter a note to save over the guest limit';

type Target = 'offsite' | 'onsite';

export interface VehicleStatusFormProps {
  vehicle: Vehicle;
  onSave: (enddate: Dstr | null, overrideNote?: string) => Promise<StatusChangeResult>;
  onClose: () => void;
}

export function VehicleStatusForm({ vehicle, onSave, onClose }: VehicleStatusFormProps) {
  const today = dstr();
  // spec §4: the status popup shows Onsite only for a checkout after today.
  const onsite = isOnsiteForStatusPopup(vehicle.enddate, today);
  const [target, setTarget] = useState<Target>(onsite ? 'offsite' : 'onsite');
  const [enddate, setEnddate] = useState<Dstr>(onsite ? vehicle.enddate : addDays(today, 1));
  const problem = target === 'onsite' ? validateCheckoutDate(enddate, today) : null;
  // docs/adr/0029: a checkout over a guest rule; the admin may save it with a note.
  const [guestLimit, setGuestLimit] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const submit = async () => {
    if (target === 'offsite') return (await onSave(null)) === true;
    if (guestLimit !== null && note.trim() === '') {
      setNoteError(OVERRIDE_NOTE_REQUIRED);
      return false;
    }
    const result = await onSave(enddate, guestLimit !== null ? note.trim() : undefined);
    if (typeof result === 'object') {
      setGuestLimit(result.guestLimit);
      return false;
    }
    return result;
  };

  return (
    <PopupForm
      open
      title={`Vehicle Status ${vehicle.plate}`}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={problem !== null}
    >
      <p>Current Vehicle Status: {onsite ? 'Onsite' : 'Offsite'}</p>
      <ToggleButtonGroup
        label="New status"
        options={[
          { value: 'offsite', label: 'Change status to offsite' },
          { value: 'onsite', label: 'Change vehicle checkout date' },
        ]}
        value={target}
        onChange={setTarget}
      />
      {target === 'onsite' ? (
        <DateField
          label="Checkout date"
          value={enddate}
          min={today}
          max={addDays(today, CHECKOUT_WINDOW_DAYS)}
          error={problem}
          onChange={(e) => setEnddate(e.target.value)}
        />
      ) : null}
      {target === 'onsite' && guestLimit !== null ? (
        <>
          <ErrorBox message={guestLimit} />
          <TextAreaField
            label={OVERRIDE_NOTE_LABEL}
            value={note}
            error={noteError}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(null);
            }}
          />
        </>
      ) : null}
    </PopupForm>
  );
}
