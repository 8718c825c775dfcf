// spec §2 Admin profile: the days-to-add value (default 5) and the adjust_dates call, which
// answers '{n} days added' (spec §7).
import { useState } from 'react';
import { adjustDates } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS } from '@parking/shared/domain';
import { TextField } from '@parking/shared/ui';
import { ProfileBlock, useProfileAction } from '@parking/shared/features';

export const DEFAULT_DAYS_TO_ADD = 5;

export function AdjustDatesBlock() {
  const [numdays, setNumdays] = useState(DEFAULT_DAYS_TO_ADD);
  const action = useProfileAction();

  return (
    <ProfileBlock
      title="Adjust dates"
      submitLabel="Add days"
      message={action.message}
      saving={action.saving}
      onSubmit={() =>
        // Every checkout date moved: the vehicle lists and reports read again.
        void action.run(() => adjustDates({ numdays }), SUCCESS.daysAdded(numdays), [
          queryKeys.vehicles.all,
          queryKeys.reports.all,
          queryKeys.community.all,
        ])
      }
    >
      <TextField
        label="Days to add"
        name="numdays"
        type="number"
        value={numdays}
        error={action.fieldErrors.numdays}
        onChange={(e) => setNumdays(Number(e.target.value))}
      />
    </ProfileBlock>
  );
}
