import type { ParkingSummary } from '@parking/shared/domain';
import styled from 'styled-components';

const Bar = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Figure = styled.div`
  min-width: 88px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  text-align: center;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** spec §1: Spaces, Used and Available (spaces minus used). */
export function ParkingSummaryBar({ summary }: { summary: ParkingSummary }) {
  const figures = [
    { label: 'Spaces', value: summary.spaces },
    { label: 'Used', value: summary.allcount },
    { label: 'Available', value: summary.available },
  ];
  return (
    <Bar aria-label="Parking summary">
      {figures.map((figure) => (
        <Figure key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </Figure>
      ))}
    </Bar>
  );
}
