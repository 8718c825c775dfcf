import {
  lastRequestTo,
  requestsTo,
  type FakeRequest,
  type RouteReply,
} from '@parking/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage } from '../../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const CHANGE_PASSWORD = 'POST /api/users/changepassword';

function serve(changePassword: RouteReply = { body: { message: 'Change Password Success' } }) {
  return serveShell({ ...ANY_COMMUNITY, [CHANGE_PASSWORD]: changePassword });
}

let requests: FakeRequest[];

beforeEach(() => {
  resetStorage();
  requests = serve();
});

describe('user verification page', () => {
  it.each([
    ['verify', 'Email Verified', 'You may now login'],
    ['noverify', 'Email Not Verified', 'You will need to register again'],
    ['nouserid', 'No User Found', 'Please Register'],
    [
      'pwlinkexpired',
      'Link Expired',
      'Please go to login screen and request another password reset',
    ],
  ])('shows the %s state and a link back to the community', async (which, title, text) => {
    renderRoute(`/userverification/${which}/user-1/demo2/-`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community page' })).toHaveAttribute(
      'href',
      '/demo2',
    );
  });

  describe('password state', () => {
    // The token travels in the fragment, never in the query sent to the server.
    const resetUrl = '/userverification/password/user-1/demo2/-#token=reset-abc';

    it('is titled Reset Password by its level-one heading', async () => {
      renderRoute(resetUrl);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Reset Password' }),
      ).toBeInTheDocument();
    });

    it('requires the password, its confirmation, and both the same', async () => {
      const user = userEvent.setup();
      renderRoute(resetUrl);

      await user.click(await screen.findByRole('button', { name: 'Reset password' }));
      expect(screen.getByText('Password Required')).toBeInTheDocument();
      expect(screen.getByText('Password Confirmation Required')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Password'), 'new-secret-2026-1');
      await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2026-2');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(screen.getByText('Passwords must be the same')).toBeInTheDocument();
      expect(requestsTo(requests, CHANGE_PASSWORD)).toHaveLength(0);
    });

    it('resets the password with the link token, thanks the user, then goes to the community', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { currentPath } = renderRoute(resetUrl);

      await user.type(await screen.findByLabelText('Password'), 'new-secret-2026');
      await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      expect(
        await screen.findByText('Your password has been reset. Thank You.'),
      ).toBeInTheDocument();
      const sent = lastRequestTo(requests, CHANGE_PASSWORD);
      expect(sent.body).toEqual({
        userid: 'user-1',
        password: 'new-secret-2026',
        password2: 'new-secret-2026',
        reset_token: 'reset-abc',
      });
      // The reset token goes in the body only: never in the URL, and no session token.
      expect(sent.url).not.toContain('reset-abc');
      expect(sent.headers.authorization).toBeUndefined();
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      expect(currentPath()).toBe('/demo2');
      jest.useRealTimers();
    });

    it('shows the server message when the reset is refused', async () => {
      serve({ status: 400, body: { message: 'Reset link is no longer valid' } });
      const user = userEvent.setup();
      renderRoute(resetUrl);

      await user.type(await screen.findByLabelText('Password'), 'new-secret-2026');
      await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Reset link is no longer valid');
    });
  });
});
