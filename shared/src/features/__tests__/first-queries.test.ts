import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../data';
import { FRESH_MS } from '../../data/query-client';
import { firstOwnersRequest, ownersPageQuery } from '../paged-list/list-queries';
import { prefetchFirstQueries } from '../paged-list/first-queries';
import { readSessionContext } from '../session-context';
import { unitVehiclesQuery } from '../unit-vehicles/unit-vehicles-query';
import { fakeServer, owner, signInAs } from '../../testing';

const client = () => createQueryClient({ queries: { retry: false } });

describe('prefetchFirstQueries (the first data call starts at login)', () => {
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

  it('is not asked for again by the dashboard that mounts right after it arrived', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_owners': () => ({
        body: [owner()],
        headers: { 'X-Total-Count': '1' },
      }),
    });
    const queryClient = client();
    prefetchFirstQueries('admin', 'demo', queryClient);
    const query = ownersPageQuery(firstOwnersRequest('demo'));
    await waitFor(() => expect(queryClient.getQueryData(query.queryKey)?.total).toBe(1));
    // Times count from when the answer arrived, not from when waitFor noticed it (a slow machine).
    const now = queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0;
    const clock = jest.spyOn(Date, 'now');
    try {
      // The panel's observer mounts: within FRESH_MS the prefetched answer is used as it is.
      clock.mockReturnValue(now + FRESH_MS - 100);
      const panel = new QueryObserver(queryClient, query);
      const stop = panel.subscribe(() => undefined);
      expect(panel.getCurrentResult().data?.total).toBe(1);
      expect(panel.getCurrentResult().isFetching).toBe(false);
      await new Promise((settle) => setTimeout(settle, 20));
      stop();
      expect(requests).toHaveLength(1);
      // Later, a page that mounts asks again (another user's change shows).
      clock.mockReturnValue(now + FRESH_MS + 100);
      const later = new QueryObserver(queryClient, query);
      const stopLater = later.subscribe(() => undefined);
      await waitFor(() => expect(requests).toHaveLength(2));
      stopLater();
    } finally {
      clock.mockRestore();
    }
  });

  it('prefetches the same page for the read-only role', async () => {
    const requests = fakeServer({ 'POST /api/parking/get_all_owners': () => ({ body: [] }) });
    prefetchFirstQueries('readonly', 'demo', client());
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it("asks for the owner's My Vehicles list under the key the owner dashboard reads", async () => {
    signInAs('owner');
    const requests = fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    const queryClient = client();
    prefetchFirstQueries('owner', 'demo', queryClient);
    const { ownerid, today } = readSessionContext();
    expect(ownerid).not.toBe('');
    const key = unitVehiclesQuery({ hoaid: 'demo', ownerid, carownertype: 'all', today }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());
    expect(requests.map((r) => r.body)).toEqual([
      { hoaid: 'demo', ownerid, carownertype: 'all', dstr: today },
    ]);
  });

  it("asks for a renter's onsite renter vehicles", async () => {
    signInAs('renter');
    const requests = fakeServer({
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });
    prefetchFirstQueries('renter', 'demo', client());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ carownertype: 'renter' });
  });

  it('asks for nothing without a community or a signed-in user', () => {
    const requests = fakeServer({});
    prefetchFirstQueries('owner', '', client());
    prefetchFirstQueries('patrol', 'demo', client());
    expect(requests).toHaveLength(0);
  });
});
