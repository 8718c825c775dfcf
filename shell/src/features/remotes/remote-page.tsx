// One page of a role remote inside the shell, behind an error boundary. The page is loaded by an
// effect (useLoaded) and shown the moment it arrives (or in the first render when the remote has
// already arrived, preloaded at sign-in). No React.lazy and no Suspense: React holds content that
// resolves within 300 ms of a Suspense fallback until those 300 ms are over, which kept the
// dashboard off screen for about 150 ms after its remote was there (docs/adr/0018). Retry
// remounts the boundary, and so the loader, which loads the remote again.
import type { RemoteName } from '@parking/shared/remote-contract';
import { useLoaded } from '@parking/shared/ui';
import { useState } from 'react';
import { arrivedRemotePage, loadRemotePage, type PageName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUpdateNotice } from './remote-unavailable';
import { useRemoteUpdate } from './use-remote-update';

interface RemotePageProps<N extends RemoteName> {
  remote: N;
  page: PageName<N>;
}

function RemotePageLoader<N extends RemoteName>({ remote, page }: RemotePageProps<N>) {
  const [loaded] = useLoaded(
    () => arrivedRemotePage(remote, page),
    () => loadRemotePage(remote, page),
  );
  if (loaded.status === 'loading') return <RemoteLoading />;
  // The error boundary shows why (new version, incompatible, unavailable) and offers Retry.
  if (loaded.status === 'failed') throw loaded.error;
  const Page = loaded.value;
  return <Page />;
}

export function RemotePage<N extends RemoteName>({ remote, page }: RemotePageProps<N>) {
  const [attempt, setAttempt] = useState(0);
  const updated = useRemoteUpdate(remote);
  return (
    <>
      {updated ? <RemoteUpdateNotice /> : null}
      <RemoteErrorBoundary
        key={`${remote}/${page}#${attempt}`}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <RemotePageLoader remote={remote} page={page} />
      </RemoteErrorBoundary>
    </>
  );
}
