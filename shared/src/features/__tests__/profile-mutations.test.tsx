// docs/adr/0011: the profile's name, PIN and password writes are mutations of the data
// layer. A change of the user's own record (name, phone, PIN) reads the owners queries again and
// keeps the session copy in sync; a password is in no query, so nothing is read again; a refused
// change refreshes nothing.
import { act, renderHook } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../data';
import { session } from '../../session';
import {
  fakeServer,
  owner,
  portalWrapper,
  signInAdmin,
  signInOwner,
  testQueryClient,
} from '../../testing';
import {
  useChangeAdminName,
  useChangeName,
  useChangePassword,
  useChangePin,
} from '../profile/profile-mutations';

const ownersKey = queryKeys.owners.list('demo', { page: 1 });
const communityKey = queryKeys.community.detail('demo');

/** A client holding an owners list and the community, both fresh. */
function cachedClient(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(ownersKey, [owner()]);
  client.setQueryData(communityKey, { hoaid: 'demo' });
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

const ok = (message: string) => () => ({ body: { message } });

describe('profile mutations', () => {
  it('a name change reads the owners queries again and updates the session copy', async () => {
    signInOwner();
    const requests = fakeServer({ 'POST /api/users/changename': ok('Change Name Success') });
    const client = cachedClient();
    const { result } = renderHook(() => useChangeName(), { wrapper: portalWrapper(client) });

    await act(() =>
      result.current.mutateAsync({ fname: ' Olivia ', lname: 'Smith', phone: '555' }),
    );

    expect(requests[0]?.body).toMatchObject({ which: 'owner', name: 'Olivia Smith', phone: '555' });
    expect(invalidated(client, ownersKey)).toBe(true);
    expect(invalidated(client, communityKey)).toBe(false);
    expect(session.get('username')).toBe('Olivia Smith');
    expect(session.get('userprofile')).toEqual({
      first_name: 'Olivia',
      last_name: 'Smith',
      phone: '555',
    });
  });

  it('a refused name change refreshes nothing and keeps the session copy', async () => {
    signInOwner();
    fakeServer({
      'POST /api/users/changename': () => ({ status: 400, body: { message: 'Bad name' } }),
    });
    const client = cachedClient();
    const before = session.get('username');
    const { result } = renderHook(() => useChangeName(), { wrapper: portalWrapper(client) });

    await act(() =>
      result.current.mutateAsync({ fname: 'X', lname: 'Y', phone: '' }).catch(() => undefined),
    );

    expect(invalidated(client, ownersKey)).toBe(false);
    expect(session.get('username')).toBe(before);
  });

  it("the admin's name change reads the owners queries again and updates the session copy", async () => {
    signInAdmin();
    fakeServer({ 'POST /api/users/changeadminname': ok('Change Name Success') });
    const client = cachedClient();
    const { result } = renderHook(() => useChangeAdminName(), { wrapper: portalWrapper(client) });

    await act(() => result.current.mutateAsync({ name: ' Ada Admin ', phone: '302-555-0100' }));

    expect(invalidated(client, ownersKey)).toBe(true);
    expect(session.get('username')).toBe('Ada Admin');
  });

  it('a PIN change reads the owners queries again', async () => {
    signInOwner();
    const requests = fakeServer({ 'POST /api/users/changepin': ok('Change Pin Success') });
    const client = cachedClient();
    const { result } = renderHook(() => useChangePin(), { wrapper: portalWrapper(client) });

    await act(() => result.current.mutateAsync(' 4321 '));

    expect(requests[0]?.body).toEqual({ userid: 'owner-1', pincode: '4321' });
    expect(invalidated(client, ownersKey)).toBe(true);
    expect(invalidated(client, communityKey)).toBe(false);
  });

  it('a password change reads no query again (a password is in no query)', async () => {
    signInOwner();
    const requests = fakeServer({
      'POST /api/users/changepassword': ok('Change Password Success'),
    });
    const client = cachedClient();
    const { result } = renderHook(() => useChangePassword(), { wrapper: portalWrapper(client) });

    await act(() =>
      result.current.mutateAsync({
        current_password: 'old-pass-1',
        password: 'new-pass-22',
        password2: 'new-pass-22',
      }),
    );

    expect(requests[0]?.body).toEqual({
      userid: 'owner-1',
      current_password: 'old-pass-1',
      password: 'new-pass-22',
      password2: 'new-pass-22',
    });
    expect(invalidated(client, ownersKey)).toBe(false);
    expect(invalidated(client, communityKey)).toBe(false);
  });
});
