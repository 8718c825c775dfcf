// Code (or anything else) loaded by an effect and rendered from state (docs/adr/0018, 0019):
// no React.lazy and no Suspense, which holds content that resolves within 300 ms of its
// fallback until those 300 ms are over. What has already arrived renders in the first pass.
// The shell's remote pages and admin-app's parts fetched on demand load this way.
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * `arrived()` when it has the value already, else `load()` in an effect. Returns the state and
 * a retry that loads again after a failure. The caller remounts (a `key`) to load something else.
 */
export function useLoaded<T>(
  arrived: () => T | undefined,
  load: () => Promise<T>,
): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>(() => {
    const value = arrived();
    return value === undefined ? LOADING : { status: 'loaded', value };
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const waiting = state.status === 'loading';
  useEffect(() => {
    if (!waiting) return undefined;
    let current = true;
    loadRef.current().then(
      (value) => current && setState({ status: 'loaded', value }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [waiting]);
  const retry = useCallback(() => setState(LOADING), []);
  return [state, retry];
}
