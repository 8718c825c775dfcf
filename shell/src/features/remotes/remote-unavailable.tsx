import { Button, PageFrame } from '@parking/shared/ui';
import styled from 'styled-components';
import type { RemoteFailure } from './remote-failure';

const Message = styled.div<{ $tone: 'danger' | 'info' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'danger' ? 'dangerSoft' : 'infoSoft']};

  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const NEW_VERSION = 'A new version of this page is available';

const reload = () => window.location.reload();

/** Shown in place of a remote page that could not be loaded; the rest of the portal works. */
export function RemoteUnavailable({
  failure,
  onRetry,
}: {
  failure: RemoteFailure;
  onRetry: () => void;
}) {
  if (failure === 'new-version') {
    return (
      <PageFrame>
        <Message role="alert" $tone="info">
          <h1>{NEW_VERSION}</h1>
          <p>Reload the page to use it. The menu above still works.</p>
          <Button icon="history" onClick={reload}>
            Reload
          </Button>
        </Message>
      </PageFrame>
    );
  }
  if (failure === 'incompatible') {
    return (
      <PageFrame>
        <Message role="alert" $tone="danger">
          <h1>This part of the portal does not work with this version of the portal.</h1>
          <p>
            It was built for another version of the shared portal code. Reload the page; if this
            message stays, tell your administrator. The menu above still works.
          </p>
          <Button icon="history" onClick={reload}>
            Reload
          </Button>
        </Message>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Message role="alert" $tone="danger">
        <h1>This part of the portal could not be loaded.</h1>
        <p>Check your connection and try again. The menu above still works.</p>
        <Button icon="history" onClick={onRetry}>
          Retry
        </Button>
      </Message>
    </PageFrame>
  );
}

/** Above a remote page whose remote has a newer version deployed since the page loaded it. */
export function RemoteUpdateNotice() {
  return (
    <PageFrame>
      <Message role="status" $tone="info">
        <h2>{NEW_VERSION}</h2>
        <Button icon="history" onClick={reload}>
          Reload
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
