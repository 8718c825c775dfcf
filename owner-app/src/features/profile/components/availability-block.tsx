// spec §2 profile: availability for rent, 'Available for rent' (1) or 'NOT available for rent'
// (0), saved as the owner's status_flag (changeavailability). The unit's current availability is
// preselected from the unit list (get_unit_numbers, spec §3 Unit list item: unitnumber and
// status_flag), so the owner sees whether renters can check in now.
import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { changeAvailability } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import { SUCCESS } from '@parking/shared/domain';
import {
  ProfileBlock,
  readSessionContext,
  unitNumbersQuery,
  useProfileAction,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { VisuallyHidden } from '@parking/shared/ui';

export const AVAILABILITY_OPTIONS = [
  { value: 1, label: 'Available for rent' },
  { value: 0, label: 'NOT available for rent' },
] as const;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The owner's unit's status_flag, or null while unknown (not loaded yet, or the call failed). */
function useCurrentAvailability(): 0 | 1 | null {
  const { hoaid, unitnumber, today } = readSessionContext();
  const units = useQuery({
    ...unitNumbersQuery(hoaid, today),
    // Unknown on failure: nothing is preselected and the owner picks one of the two options.
    retry: false,
  });
  return units.data?.find((item) => item.unitnumber === unitnumber)?.status_flag ?? null;
}

export function AvailabilityBlock() {
  const current = useCurrentAvailability();
  const [chosen, setStatusFlag] = useState<0 | 1 | null>(null);
  const statusFlag = chosen ?? current;
  const action = useProfileAction();

  const submit = () => {
    if (statusFlag === null) return;
    // The unit list (the renters' check-in choices) changes with the owner's availability.
    void action.run(
      () => changeAvailability({ userid: session.get('userid') ?? '', status_flag: statusFlag }),
      SUCCESS.changeAvailability,
      [queryKeys.community.all],
    );
  };

  return (
    <ProfileBlock
      title="Availability"
      message={action.message}
      // Nothing to save until one of the two options is chosen.
      saving={action.saving || statusFlag === null}
      onSubmit={submit}
    >
      <Choices>
        <VisuallyHidden as="legend">Availability for rent</VisuallyHidden>
        {AVAILABILITY_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="status_flag"
              value={option.value}
              checked={statusFlag === option.value}
              onChange={() => setStatusFlag(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Choices>
    </ProfileBlock>
  );
}
