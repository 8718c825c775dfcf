// docs/adr/0027: the violations behind a tow-eligible plate, newest first, shared by the lookup
// answer and the admins' tow list.
import type { TowViolation } from '@parking/shared/domain';
import styled from 'styled-components';

const List = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** MM/DD/YYYY HH:MM as the portal shows a moment. */
export function shownViolationTime(v: Pick<TowViolation, 'violation_date' | 'violation_time'>) {
  const [y, m, d] = v.violation_date.split('-');
  return `${m}/${d}/${y} ${v.violation_time.slice(0, 5)}`;
}

export function TowViolations({ violations }: { violations: TowViolation[] }) {
  return (
    <List aria-label="Violations behind the tow listing">
      {violations.map((v) => (
        <li key={v._id}>
          {shownViolationTime(v)}, {v.violation_location}
        </li>
      ))}
    </List>
  );
}
