// Issue 14: the answer of a plate lookup in large type, readable at arm's length on a phone.
import {
  AUTHORISED,
  NOT_AUTHORISED,
  OVER_UNIT_LIMIT_TEXT,
  type CarOwnerType,
  type PlateLookupResponse,
} from '@parking/shared/domain';
import styled from 'styled-components';

const Answer = styled.section<{ $ok: boolean }>`
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 3px solid ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 2.25rem;
  line-height: 1.1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Plate = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** Warning mode's extra car (docs/adr/0028): authorised, but over its unit's maximum. */
const OverLimit = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Owner, renter or guest (spec §3 carownertype), with the owner's own kind in brackets. */
export function carOwnerLabel(type: CarOwnerType): string {
  if (type === 'renter') return 'Renter';
  if (type === 'visitor' || type === 'friend') return 'Guest';
  return type === 'owner' ? 'Owner' : `Owner (${type})`;
}

/** MM/DD/YYYY as the portal shows dates. */
function shownDate(value: string): string {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${m}/${d}/${y}` : value;
}

export function LookupAnswer({ answer }: { answer: PlateLookupResponse }) {
  const ok = answer.authorised;
  const car = [answer.make, answer.model].filter(Boolean).join(' ');
  return (
    <Answer $ok={ok} aria-label="Lookup result" aria-live="polite">
      <Verdict $ok={ok}>{ok ? AUTHORISED : NOT_AUTHORISED}</Verdict>
      <Plate>
        {answer.plate}
        {answer.plate_state ? ` · ${answer.plate_state}` : ''}
      </Plate>
      <Facts>
        {answer.unitnumber ? (
          <>
            <dt>Unit</dt>
            <dd>{answer.unitnumber}</dd>
          </>
        ) : null}
        {answer.vehicle_type ? (
          <>
            <dt>Type</dt>
            <dd>{answer.vehicle_type}</dd>
          </>
        ) : null}
        {car ? (
          <>
            <dt>Car</dt>
            <dd>{car}</dd>
          </>
        ) : null}
        {answer.enddate ? (
          <>
            <dt>Checkout</dt>
            <dd>{shownDate(answer.enddate)}</dd>
          </>
        ) : null}
        {answer.carownertype ? (
          <>
            <dt>Belongs to</dt>
            <dd>{carOwnerLabel(answer.carownertype)}</dd>
          </>
        ) : null}
        {answer.paid_through ? (
          <>
            <dt>Paid through</dt>
            <dd>{shownDate(answer.paid_through)}</dd>
          </>
        ) : null}
        {answer.over_unit_limit ? (
          <>
            <dt>Warning</dt>
            <dd>
              <OverLimit>{OVER_UNIT_LIMIT_TEXT}</OverLimit>
            </dd>
          </>
        ) : null}
        <dt>Violations</dt>
        <dd>{answer.violation_count}</dd>
      </Facts>
    </Answer>
  );
}
