// A part of a remote that is fetched only when it is first shown, or earlier through preload():
// the pages and panels a sign-in does not land on, and the forms that check with zod and
// react-hook-form (docs/adr/0035), which no dashboard's first screen needs
// (docs/adr/0037). Like the shell's remote pages (docs/adr/0018) it renders from state
// (useLoaded), without React.lazy and Suspense: a part that has arrived renders in the first
// pass, one on its way shows 'Loading…' in its place, and one that cannot be fetched says so
// with Retry; the rest of the page works.
import type { ComponentType, FunctionComponent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { ErrorBox } from './error-box';
import { useLoaded } from './use-loaded';

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

/**
 * A popup form fetched when it first opens: closed (`open` false) it renders nothing and fetches
 * nothing. The chunk is usually there already: its import asks webpack to prefetch it once the
 * page is up (`webpackPrefetch`).
 */
export function lazyPopup<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  const Part = lazyComponent(load);
  function Popup(props: P) {
    return props.open ? <Part {...props} /> : null;
  }
  return Object.assign(Popup, { preload: Part.preload });
}
