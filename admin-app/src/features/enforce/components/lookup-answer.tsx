// The answer of a plate lookup in large type, readable at arm's length on a phone.
import {
  AUTHORISED,
  NOT_AUTHORISED,
  TOW_MESSAGES,
  notAuthorisedText,
  OVER_GUEST_LIMIT_TEXT,
  OVER_UNIT_LIMIT_TEXT,
  type CarOwnerType,
  type PlateLookupResponse,
} from '@parking/shared/domain';
import styled from 'styled-components';
import { TowViolations } from '../../../components/tow-violations';

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

/** docs/adr/0027: the tow rule lists the plate; the violations behind it follow. */
const Tow = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 2px solid ${({ theme }) => theme.colors.danger};
`;

const TowTitle = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.danger};
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

/** Said with every answer given without signal. */
export function offlineNote(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Offline answer from the list of ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Dates read YYYY-MM-DD here as on every other screen of the portal. */
function shownDate(value: string): string {
  return value;
}

const Why = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function LookupAnswer({
  answer,
  offlineFrom,
}: {
  answer: PlateLookupResponse;
  /** docs/adr/0027: an answer from the phone's list, made at this ISO time. */
  offlineFrom?: string;
}) {
  const ok = answer.authorised;
  const car = [answer.make, answer.model].filter(Boolean).join(' ');
  return (
    <Answer $ok={ok} aria-label="Lookup result" aria-live="polite">
      <Verdict $ok={ok}>{ok ? AUTHORISED : NOT_AUTHORISED}</Verdict>
      {ok ? null : <Why>{notAuthorisedText(answer)}</Why>}
      {offlineFrom ? <p>{offlineNote(offlineFrom)}</p> : null}
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
        {answer.over_guest_limit ? (
          <>
            <dt>Guest limit</dt>
            <dd>
              <OverLimit>{OVER_GUEST_LIMIT_TEXT}</OverLimit>
            </dd>
          </>
        ) : null}
        {offlineFrom ? null : (
          <>
            <dt>Violations</dt>
            <dd>{answer.violation_count}</dd>
          </>
        )}
      </Facts>
      {answer.tow_eligible ? (
        <Tow aria-label={TOW_MESSAGES.eligible}>
          <TowTitle>{TOW_MESSAGES.eligible}</TowTitle>
          <TowViolations violations={answer.tow_violations ?? []} />
        </Tow>
      ) : null}
    </Answer>
  );
}
