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

const RELOAD_HINT = 'Reload the page; if this message stays, tell your administrator.';
/** Each failure's heading and text; only 'unavailable' offers Retry, the others a reload. */
const FAILURES: Record<RemoteFailure, [heading: string, text: string]> = {
  'new-version': [NEW_VERSION, 'Reload the page to use it.'],
  incompatible: [
    'This part of the portal does not work with this version of the portal.',
    `It was built for another version of the shared portal code. ${RELOAD_HINT}`,
  ],
  blocked: [
    "This part of the portal was blocked by the portal's security policy.",
    `It is now served from another address than when this page was opened. ${RELOAD_HINT}`,
  ],
  unavailable: [
    'This part of the portal could not be loaded.',
    'Check your connection and try again.',
  ],
};

/** Shown in place of a remote page that could not be loaded; the rest of the portal works. */
export function RemoteUnavailable({
  failure,
  onRetry,
}: {
  failure: RemoteFailure;
  onRetry: () => void;
}) {
  const [heading, text] = FAILURES[failure];
  const retry = failure === 'unavailable';
  return (
    <PageFrame>
      <Message role="alert" $tone={failure === 'new-version' ? 'info' : 'danger'}>
        <h1>{heading}</h1>
        <p>{`${text} The menu above still works.`}</p>
        <Button icon="history" onClick={retry ? onRetry : reload}>
          {retry ? 'Retry' : 'Reload'}
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
