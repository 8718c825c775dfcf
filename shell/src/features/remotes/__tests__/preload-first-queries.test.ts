// The "idle gap": at login the shell asks for the role's first data beside its remote, so
// the owner's My Vehicles rows are in the shared QueryClient (ADR 0011) before the owner remote
// has even loaded.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { queryClient } from '@parking/shared/data';
import { readSessionContext, unitVehiclesQuery } from '@parking/shared/features';
import { deferred, fakeServer, signInOwner, signInRenter } from '@parking/shared/testing';
import { waitFor } from '@testing-library/react';
import { preloadRoleStart } from '../preload-role-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const manifest = {
  owner: '/remotes/owner/remoteEntry.js',
  renter: '/remotes/renter/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

function OwnerDashboard() {
  return null;
}

afterEach(() => queryClient.clear());

describe('preloadRoleStart (the first data call does not wait for the remote)', () => {
  it("caches the owner's My Vehicles list while the owner remote is still loading", async () => {
    signInOwner();
    const remote = deferred<unknown>();
    let remoteResolved = false;
    jest.mocked(loadRemote).mockImplementation(() =>
      remote.promise.then((module) => {
        remoteResolved = true;
        return module;
      }),
    );
    const requests = fakeServer({
      'GET /remotes.json': () => ({ body: manifest }),
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });

    preloadRoleStart('owner');

    const { hoaid, ownerid, today } = readSessionContext();
    const key = unitVehiclesQuery({ hoaid, ownerid, carownertype: 'all', today }).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ vehicles: [], renter_free_parking: 1 })); // prettier-ignore
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('owner_app/routes'));
    expect(remoteResolved).toBe(false);

    remote.resolve({ default: { dashboard: OwnerDashboard } });
    await waitFor(() => expect(remoteResolved).toBe(true));
    expect(requests.filter((r) => r.url.endsWith('get_vehicles_for_owner'))).toHaveLength(1);
  });

  it("asks for a renter's vehicles at once too", async () => {
    signInRenter();
    jest.mocked(loadRemote).mockImplementation(() => new Promise(() => undefined));
    const requests = fakeServer({
      'GET /remotes.json': () => ({ body: manifest }),
      'POST /api/parking/get_vehicles_for_owner': () => ({
        body: { vehicles: [], renter_free_parking: 1 },
      }),
    });

    preloadRoleStart('renter');

    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('get_vehicles_for_owner'))?.body).toMatchObject({
        carownertype: 'renter',
      }),
    );
  });
});
