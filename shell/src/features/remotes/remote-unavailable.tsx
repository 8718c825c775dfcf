import { Button, PageFrame } from '@parking/shared/ui';
import styled from 'styled-components';

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** Shown in place of a remote page that could not be loaded; the rest of the portal works. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageFrame>
      <Message role="alert">
        <h1>This part of the portal could not be loaded.</h1>
        <p>Check your connection and try again. The menu above still works.</p>
        <Button icon="history" onClick={onRetry}>
          Retry
        </Button>
      </Message>
    </PageFrame>
  );
}

const Loading = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export function RemoteLoading() {
  return <Loading role="status">Loading…</Loading>;
}
