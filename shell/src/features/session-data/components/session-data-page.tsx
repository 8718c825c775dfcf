// spec §2 /showsessiondata: a debug page listing the stored session values (spec §3).
import { readSession } from '@parking/shared/session';
import { PageFrame, PageHeader, Panel } from '@parking/shared/ui';
import styled from 'styled-components';

const Values = styled.dl`
  display: grid;
  grid-template-columns: minmax(180px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Entry = styled.div`
  display: contents;
`;

export default function SessionDataPage() {
  const snapshot = readSession();
  return (
    <PageFrame>
      <PageHeader title="Session Data" />
      <Panel title="Session storage">
        <Values>
          {snapshot.entries.map((entry) => (
            <Entry key={entry.key}>
              <dt>{entry.key}</dt>
              <dd>{entry.value ?? '(not set)'}</dd>
            </Entry>
          ))}
        </Values>
      </Panel>
      <Panel title="Local storage">
        <Values>
          <Entry>
            <dt>{snapshot.tokenKey}</dt>
            <dd>{snapshot.tokenStored ? '(stored)' : '(not set)'}</dd>
          </Entry>
        </Values>
      </Panel>
    </PageFrame>
  );
}
