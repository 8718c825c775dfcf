// The one QueryClient of the page (docs/adr/0011). `@parking/shared/data` is a federation
// singleton, so the shell and every remote (and each remote's standalone page) hold this same
// instance: one cache, and a mutation in one remote refreshes what another one shows.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { sessionEventsOfType } from '../events';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * An answer younger than FRESH_MS is used as it is; after that a page that mounts asks the server
 * again (another user's change shows on the next navigation), while the cached copy is shown
 * meanwhile. Our own changes refresh what they touch at once (mutations invalidate). The short
 * window spares the request a page would repeat right after the data arrived: the first page the
 * shell prefetches at sign-in, asked again by the dashboard a moment later. A refused
 * call (4xx) is never retried; a network or server failure once.
 */
export const FRESH_MS = 2000;

export const DEFAULT_QUERY_OPTIONS: DefaultOptions = {
  queries: {
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isClientError(error) && failures < 1,
  },
  mutations: { retry: false },
};

/** A new client with the portal's defaults; tests pass `{ retry: false }` overrides. */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULT_QUERY_OPTIONS.queries, ...defaults.queries },
      mutations: { ...DEFAULT_QUERY_OPTIONS.mutations, ...defaults.mutations },
    },
  });
}

/** The page's client: the shell's QueryClientProvider and every standalone page use it. */
export const queryClient = createQueryClient();

// spec §4 Logout and an expired session: the next user never sees the previous user's data.
sessionEventsOfType('shell:logout').subscribe(() => queryClient.clear());
sessionEventsOfType('shell:session-expired').subscribe(() => queryClient.clear());
