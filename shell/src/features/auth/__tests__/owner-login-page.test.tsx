import { ApiError, forgotPassword, getDataForHoa, login } from '@parking/shared/api';
import type { LoginResponse } from '@parking/shared/domain';
import { sessionEvents$, type SessionEvent } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aCommunity,
  renderRoute,
  resetStorage,
  storeACommunity,
} from '../../../__tests__/render-route';

jest.mock('@parking/shared/api', () => ({
  ...jest.requireActual('@parking/shared/api'),
  getDataForHoa: jest.fn(),
  login: jest.fn(),
  forgotPassword: jest.fn(),
}));
jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

function loginResponse(role: LoginResponse['role']): LoginResponse {
  return {
    token: `token-${role}`,
    role,
    userid: 'user-1',
    unitnumber: '101',
    name: 'Pat Owner',
    email: 'owner@demo.test',
    hoaid: 'demo',
    has_read_terms: true,
    first_name: 'Pat',
    last_name: 'Owner',
    phone: '',
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  resetStorage();
  storeACommunity();
});

describe('owner login', () => {
  it('asks for an email and a password before calling the server', async () => {
    const user = userEvent.setup();
    renderRoute('/login');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it.each([
    ['admin', '/admindashboard', 'admin remote: admindashboard'],
    ['readonly', '/readonlyowners', 'admin remote: readonlyowners'],
    ['owner', '/dashboard', 'owner remote: dashboard'],
  ] as const)('sends a signed-in %s to %s', async (role, path, page) => {
    jest.mocked(login).mockResolvedValue(loginResponse(role));
    const events: SessionEvent[] = [];
    const subscription = sessionEvents$.subscribe((event) => events.push(event));
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    expect(login).toHaveBeenCalledWith({
      email: 'owner@demo.test',
      password: 'secret',
      hoaid: 'demo',
    });
    expect(getToken()).toBe(`token-${role}`);
    expect(session.get('userRole')).toBe(role);
    expect(events).toContainEqual({ type: 'shell:login', role, userid: 'user-1', hoaid: 'demo' });
    subscription.unsubscribe();
  });

  it('shows the server message when the login is refused', async () => {
    jest
      .mocked(login)
      .mockRejectedValue(new ApiError({ status: 401, message: 'Invalid email or password' }));
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('prefills the demo credentials in demo mode', async () => {
    storeACommunity({
      use_demo_mode: true,
      demo_credentials: { email: 'owner@demo.test', password: 'demo-pass' },
    });
    renderRoute('/login');

    expect(await screen.findByLabelText('Email')).toHaveValue('owner@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass');
  });

  it('loads the community first when none is stored', async () => {
    resetStorage();
    session.set('hoaid', 'demo');
    jest.mocked(getDataForHoa).mockResolvedValue(aCommunity({ name: 'Loaded Lot' }));
    renderRoute('/login');

    const card = await screen.findByRole('region', { name: 'Owner Login' });
    expect(await within(card).findByText('Loaded Lot')).toBeInTheDocument();
    expect(getDataForHoa).toHaveBeenCalledWith('demo', { signal: expect.any(AbortSignal) });
  });
});

describe('forgot password', () => {
  async function openResetForm(user = userEvent.setup()) {
    renderRoute('/login');
    await user.click(screen.getByRole('button', { name: 'forgot password' }));
    const form = screen.getByRole('form', { name: 'Reset password' });
    return { user, form };
  }

  it('requires an email in a valid format', async () => {
    const { user, form } = await openResetForm();

    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByText('Email Required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByText('Invalid Email Format')).toBeInTheDocument();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('shows the confirmation, then closes', async () => {
    jest.useFakeTimers();
    jest.mocked(forgotPassword).mockResolvedValue({ message: 'sent' });
    const { user, form } = await openResetForm(
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );

    await user.type(within(form).getByLabelText('Email'), 'owner@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));

    expect(
      await within(form).findByText(
        'You will receive an email.  Follow the link to reset your password. Thank You.',
        { normalizer: (text) => text },
      ),
    ).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith({ email: 'owner@demo.test', hoaid: 'demo' });
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
