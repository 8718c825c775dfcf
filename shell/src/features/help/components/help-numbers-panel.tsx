// The community's parking rules in numbers, from its settings (docs/adr/0026): the help text
// beside it may be old, these numbers are what the portal enforces today.
import { helpNumbers, type CommunityAllowance } from '@parking/shared/domain';
import { Panel } from '@parking/shared/ui';
import { Fragment } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const HELP_NUMBERS_TITLE = 'Parking rules in numbers';

export function HelpNumbersPanel({ community }: { community: CommunityAllowance }) {
  return (
    <Panel title={HELP_NUMBERS_TITLE}>
      <Facts aria-label={HELP_NUMBERS_TITLE}>
        {helpNumbers(community).map((entry) => (
          <Fragment key={entry.key}>
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </Panel>
  );
}
