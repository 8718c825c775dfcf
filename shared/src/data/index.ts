// @parking/shared/data: the page's one QueryClient and the query keys (docs/adr/0011).
// A federation singleton, like api, events and session: the shell and every remote share one
// cache, so a mutation anywhere refreshes every screen that shows the data it changed.
export { queryClient, createQueryClient, DEFAULT_QUERY_OPTIONS } from './query-client';
export { queryKeys, type KeyParams } from './query-keys';
