// docs/adr/0029: the unit's guest nights on the owner's dashboard, while the community has a
// guest rule: nights used in the last 30, booked ahead and left, and for each guest car onsite
// how many more nights it may stay and when it may return. Hidden while every rule is off.
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getGuestQuota } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import type { GuestQuotaResponse } from '@parking/shared/domain';
import { apiErrorMessage, readSessionContext } from '@parking/shared/features';
import { ErrorBox, Panel } from '@parking/shared/ui';

export const GUEST_QUOTA_TITLE = 'Guest parking';

const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

/** The unit's line: what is used, booked and left. */
export function unitQuotaText(quota: GuestQuotaResponse): string[] {
  const { unit } = quota;
  const lines: string[] = [];
  if (unit.unit_limit !== null && unit.unit_left !== null) {
    lines.push(
      `${unit.unit_left} of ${unit.unit_limit} guest nights left this month ` +
        `(${nights(unit.unit_used)} used in the last 30, ${nights(unit.unit_booked)} booked ahead).`,
    );
  }
  if (unit.plate_left !== null && unit.plate_left > 0) {
    lines.push(`A new guest may stay up to ${nights(unit.plate_left)} from tonight.`);
  } else if (unit.plate_left === 0) {
    lines.push(
      unit.return_on
        ? `No new guest may stay tonight; guests may stay again from ${unit.return_on}.`
        : 'No new guest may stay tonight.',
    );
  }
  if (quota.guest_max_consecutive > 0) {
    lines.push(`A guest car may stay at most ${nights(quota.guest_max_consecutive)} in a row.`);
  }
  if (quota.guest_cooldown_nights > 0) {
    lines.push(`A guest car stays away ${nights(quota.guest_cooldown_nights)} between stays.`);
  }
  return lines;
}

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

export function GuestQuotaCard() {
  const { hoaid, ownerid } = readSessionContext();
  const quota = useQuery({
    queryKey: queryKeys.vehicles.guestQuota(hoaid, ownerid),
    queryFn: ({ signal }) => getGuestQuota({ signal }),
  });
  if (quota.error) return <ErrorBox message={apiErrorMessage(quota.error)} />;
  if (!quota.data?.rules_on) return null;
  return (
    <Panel title={GUEST_QUOTA_TITLE}>
      <Lines aria-label="Guest nights of the unit">
        {unitQuotaText(quota.data).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
      {quota.data.plates.length > 0 ? (
        <Lines aria-label="Guest cars onsite">
          {quota.data.plates.map((plate) => (
            <li key={plate.vehicleid}>
              {plate.plate}: {plate.limits.summary || 'no guest limit applies'}
            </li>
          ))}
        </Lines>
      ) : null}
    </Panel>
  );
}
