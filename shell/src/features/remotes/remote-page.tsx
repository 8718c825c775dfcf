// One page of a role remote inside the shell: loaded lazily, behind Suspense and an error
// boundary (or at once when the remote has already arrived). Retry remounts the boundary with a
// fresh lazy page, which loads the remote again.
import type { RemoteName } from '@parking/shared/remote-contract';
import {
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { arrivedRemotePage, loadRemotePage, type PageName } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUpdateNotice } from './remote-unavailable';
import { useRemoteUpdate } from './use-remote-update';

/**
 * A React.lazy for one load attempt. React.lazy remembers a failure for good, so every retry
 * (a new `_attempt`) needs its own; the lazy lives in a committed component so a suspended
 * render does not create it again.
 */
function lazyRemotePage<N extends RemoteName>(
  remote: N,
  page: PageName<N>,
  _attempt: number,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await loadRemotePage(remote, page) }));
}

interface RemotePageProps<N extends RemoteName> {
  remote: N;
  page: PageName<N>;
}

export function RemotePage<N extends RemoteName>({ remote, page }: RemotePageProps<N>) {
  const [attempt, setAttempt] = useState(0);
  // A remote that has already arrived (preloaded at sign-in) renders at once, without a fallback.
  const Page = useMemo(
    () =>
      (attempt === 0 ? arrivedRemotePage(remote, page) : undefined) ??
      lazyRemotePage(remote, page, attempt),
    [remote, page, attempt],
  );
  const updated = useRemoteUpdate(remote);
  return (
    <>
      {updated ? <RemoteUpdateNotice /> : null}
      <RemoteErrorBoundary
        key={`${remote}/${page}#${attempt}`}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense fallback={<RemoteLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
