import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../../data';
import { firstOwnersRequest, ownersPageQuery } from '../paged-list/list-queries';
import { prefetchFirstQueries } from '../paged-list/first-queries';
import { readSessionContext } from '../session-context';
import { unitVehiclesQuery } from '../unit-vehicles/unit-vehicles-query';
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
