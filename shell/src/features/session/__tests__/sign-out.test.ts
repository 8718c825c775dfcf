// Issue 13: signing out ends the session on the server as well as in the browser.
import { logout } from '@parking/shared/api';
import { getToken, session, setToken } from '@parking/shared/session';
import { signOut } from '../sign-out';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  logout: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
  setToken('token-of-the-session');
  session.set('userRole', 'owner');
});

describe('signOut', () => {
  it('asks the server to end the session with the token it then forgets', () => {
    signOut();
    expect(logout).toHaveBeenCalledWith('token-of-the-session');
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
  });

  it('does not call the server for a session that has already ended', () => {
    signOut({ endOnServer: false });
    expect(logout).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('still signs out in the browser when the server cannot be reached', async () => {
    jest.mocked(logout).mockRejectedValue(new Error('offline'));
    signOut();
    await Promise.resolve();
    expect(getToken()).toBeNull();
  });
});
