// docs/adr/0011: accepting the rules is a mutation of the data layer. It marks the
// session copy (has_read_terms) and reads the owners queries again, whose rows carry the flag; a
// refused acceptance refreshes nothing and leaves the rules unaccepted.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@parking/shared/data';
import { session } from '@parking/shared/session';
import {
  fakeServer,
  owner,
  portalWrapper,
  signInOwner,
  testQueryClient,
} from '@parking/shared/testing';
import { useTermsAcceptance } from '../../../hooks/use-terms-acceptance';

const ownersKey = queryKeys.owners.list('demo', { page: 1 });

function cachedClient(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(ownersKey, [owner({ has_read_terms: false })]);
  return client;
}

const invalidated = (client: QueryClient) =>
  client.getQueryState(ownersKey)?.isInvalidated ?? false;

describe('useTermsAcceptance', () => {
  it('marks the session copy and reads the owners queries again', async () => {
    signInOwner({ has_read_terms: false });
    fakeServer({
      'POST /api/users/changerulesandregs': () => ({
        body: { message: 'Acknowledge Rules Success' },
      }),
    });
    const client = cachedClient();
    const { result } = renderHook(() => useTermsAcceptance(), { wrapper: portalWrapper(client) });
    expect(result.current.accepted).toBe(false);

    let saved = false;
    await act(async () => {
      saved = await result.current.accept();
    });

    expect(saved).toBe(true);
    // react-query hands the mutation's success to the hook in a later task than the one that
    // resolves accept(): wait for the render that carries it.
    await waitFor(() => expect(result.current.accepted).toBe(true));
    expect(session.get('has_read_terms')).toBe(true);
    expect(invalidated(client)).toBe(true);
  });

  it('refreshes nothing when the server refuses', async () => {
    signInOwner({ has_read_terms: false });
    fakeServer({
      'POST /api/users/changerulesandregs': () => ({ status: 403, body: { message: 'Not yours' } }),
    });
    const client = cachedClient();
    const { result } = renderHook(() => useTermsAcceptance(), { wrapper: portalWrapper(client) });

    let saved = true;
    await act(async () => {
      saved = await result.current.accept();
    });

    expect(saved).toBe(false);
    expect(result.current.accepted).toBe(false);
    expect(session.get('has_read_terms')).toBe(false);
    expect(invalidated(client)).toBe(false);
  });
});
