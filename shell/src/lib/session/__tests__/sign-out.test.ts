// Signing out ends the session on the server as well as in the browser.
import { getToken, session } from '@parking/shared/session';
import {
  fakeServer,
  lastRequestTo,
  requestsTo,
  signInOwner,
  type FakeRequest,
} from '@parking/shared/testing';
import { waitFor } from '@testing-library/react';
import { signOut } from '../sign-out';

const LOGOUT = 'POST /api/users/logout';
let requests: FakeRequest[];

beforeEach(() => {
  signInOwner({}, { login: { token: 'token-of-the-session' } });
  requests = fakeServer({ [LOGOUT]: { status: 204 } });
});

describe('signOut', () => {
  it('asks the server to end the session with the token it then forgets', async () => {
    signOut();
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
    await waitFor(() => expect(requestsTo(requests, LOGOUT)).toHaveLength(1));
    expect(lastRequestTo(requests, LOGOUT).headers.authorization).toBe(
      'Bearer token-of-the-session',
    );
  });

  it('does not call the server for a session that has already ended', async () => {
    signOut({ endOnServer: false });
    expect(getToken()).toBeNull();
    await Promise.resolve();
    expect(requests).toHaveLength(0);
  });

  it('still signs out in the browser when the server cannot be reached', async () => {
    fakeServer({ [LOGOUT]: { networkError: true } });
    signOut();
    await Promise.resolve();
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
  });
});
