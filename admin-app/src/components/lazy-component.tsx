// A part of admin-app that is fetched only when it is first shown, or earlier through preload()
// (the sign-in needs only the dashboard and its Owners panel; every other page and
// panel comes in its own chunk, fetched in an idle moment after the dashboard has rendered).
// Like the shell's remote pages (docs/adr/0018) it renders from state (useLoaded), without
// React.lazy and Suspense: a part that has arrived renders in the first pass, one on its way
// shows 'Loading…' in its place, and one that cannot be fetched says so with Retry; the rest of
// the page works.
import { Button, ErrorBox, useLoaded } from '@parking/shared/ui';
import type { ComponentType, FunctionComponent } from 'react';
import styled from 'styled-components';

export interface LazyComponent<P extends object> extends FunctionComponent<P> {
  /** Fetches the part now; resolves when it can render. A failed fetch may be tried again. */
  preload(): Promise<unknown>;
}

const Loading = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PART_NOT_LOADED = 'This part of the page could not be loaded. Check the connection.';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next preload() or Retry fetches again
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    const [state, retry] = useLoaded(() => loaded, preload);
    if (state.status === 'loaded') {
      const Part = state.value;
      return <Part {...props} />;
    }
    if (state.status === 'failed') {
      return (
        <ErrorBox
          message={
            <Failure>
              {PART_NOT_LOADED}
              <Button variant="secondary" size="sm" icon="history" onClick={retry}>
                Retry
              </Button>
            </Failure>
          }
        />
      );
    }
    return (
      <Loading role="status" aria-busy="true">
        Loading…
      </Loading>
    );
  }
  return Object.assign(Lazy, { preload });
}
