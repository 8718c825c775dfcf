import { publishLogin } from '@parking/shared/events';
import { setToken, session } from '@parking/shared/session';
import { startRoleRemotePreload } from '../preload-role-remote';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('startRoleRemotePreload', () => {
  it('starts loading the remote of an open session at once', () => {
    setToken('token');
    session.set('userRole', 'renter');
    const preload = jest.fn();

    const subscription = startRoleRemotePreload(preload);

    expect(preload.mock.calls).toEqual([['renter']]);
    subscription.unsubscribe();
  });

  it('loads nothing for a visitor until someone signs in, then only that role', () => {
    const preload = jest.fn();
    const subscription = startRoleRemotePreload(preload);
    expect(preload).not.toHaveBeenCalled();

    publishLogin({ role: 'admin', userid: 'u1', hoaid: 'demo' });

    expect(preload.mock.calls).toEqual([['admin']]);
    subscription.unsubscribe();
  });
});
