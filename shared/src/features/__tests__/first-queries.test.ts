import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../../data';
import { firstOwnersRequest, ownersPageQuery } from '../paged-list/list-queries';
import { prefetchFirstQueries } from '../paged-list/first-queries';
import { fakeServer, owner, signInAs } from '../../testing';

const client = () => createQueryClient({ queries: { retry: false } });

describe('prefetchFirstQueries (issue 12: the first data call starts at login)', () => {
  beforeEach(() => signInAs('admin'));

  it('asks for the owners page the admin dashboard opens on and caches it under its key', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_owners': () => ({
        body: [owner()],
        headers: { 'X-Total-Count': '1' },
      }),
    });
    const queryClient = client();
    prefetchFirstQueries('admin', 'demo', queryClient);
    const key = ownersPageQuery(firstOwnersRequest('demo')).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)?.total).toBe(1));
    expect(requests.map((r) => r.body)).toEqual([
      { hoaid: 'demo', page: 1, pageSize: 100, sort: 'unitnumber', order: 'asc' },
    ]);
  });

  it('prefetches the same page for the read-only role and nothing for owners and renters', async () => {
    const requests = fakeServer({ 'POST /api/parking/get_all_owners': () => ({ body: [] }) });
    prefetchFirstQueries('owner', 'demo', client());
    prefetchFirstQueries('renter', 'demo', client());
    expect(requests).toHaveLength(0);
    prefetchFirstQueries('readonly', 'demo', client());
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
