import { useEffect, useState } from 'react';
import styled from 'styled-components';

export interface ClockProps {
  /** How the time reads; the user's locale time by default. */
  format?: (now: Date) => string;
  className?: string;
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const localeTime = (now: Date): string => now.toLocaleTimeString();

/** The dashboards' live clock (spec §2), ticking every second. */
export function Clock({ format = localeTime, className }: ClockProps) {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const interval = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(interval);
  }, []);

  // Not a live region: announcing every second would drown out everything else.
  return (
    <Time dateTime={now.toISOString()} className={className}>
      {format(now)}
    </Time>
  );
}
