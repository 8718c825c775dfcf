import type { Community } from '@parking/shared/domain';
import { sessionEvents$, type SessionEvent } from '@parking/shared/events';
import { getToken, session } from '@parking/shared/session';
import {
  deferred,
  fakeServer,
  lastRequestTo,
  loginResponse,
  requestsTo,
  type FakeReply,
  type Routes,
} from '@parking/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aCommunity,
  renderRoute,
  resetStorage,
  storeACommunity,
} from '../../../__tests__/render-route';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const DATA_FOR_HOA = 'GET /api/parking/data_for_hoa/demo';

/** The portal's server: the community record plus the routes a test adds. */
function serve(routes: Routes = {}, community: Community = aCommunity()) {
  return fakeServer({
    [DATA_FOR_HOA]: { body: community },
    'POST /api/parking/get_parking_summary': { body: { spaces: 40, allcount: 3, available: 37 } },
    ...routes,
  });
}

beforeEach(() => {
  resetStorage();
  storeACommunity();
});

describe('owner login', () => {
  it('asks for an email and a password before calling the server', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderRoute('/login');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Password')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/users/login')).toHaveLength(0);
  });

  it.each([
    ['admin', '/admindashboard', 'admin remote: admindashboard'],
    ['readonly', '/readonlyowners', 'admin remote: readonlyowners'],
    ['owner', '/dashboard', 'owner remote: dashboard'],
  ] as const)('sends a signed-in %s to %s', async (role, path, page) => {
    const requests = serve({
      'POST /api/users/login': { body: loginResponse(role, { userid: 'user-1' }) },
    });
    const events: SessionEvent[] = [];
    const subscription = sessionEvents$.subscribe((event) => events.push(event));
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), ' owner@demo.test ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    const sent = lastRequestTo(requests, 'POST /api/users/login');
    expect(sent.body).toEqual({ email: 'owner@demo.test', password: 'secret', hoaid: 'demo' });
    // A login never carries a token, even a stale one.
    expect(sent.headers.authorization).toBeUndefined();
    expect(getToken()).toBe(`token-${role}`);
    expect(session.get('userRole')).toBe(role);
    expect(events).toContainEqual({ type: 'shell:login', role, userid: 'user-1', hoaid: 'demo' });
    subscription.unsubscribe();
  });

  it('shows the server message when the login is refused', async () => {
    serve({
      'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const user = userEvent.setup();
    const { currentPath } = renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('shows a field error the server names under its field', async () => {
    serve({
      'POST /api/users/login': {
        status: 400,
        body: { message: 'Invalid Email Format', errors: { email: 'Invalid Email Format' } },
      },
    });
    const user = userEvent.setup();
    renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Invalid Email Format',
    );
  });

  it('prefills the demo credentials in demo mode', async () => {
    const demo = aCommunity({
      use_demo_mode: true,
      demo_credentials: { email: 'owner@demo.test', password: 'demo-pass' },
    });
    storeACommunity(demo);
    serve({}, demo);
    renderRoute('/login');

    expect(await screen.findByLabelText('Email')).toHaveValue('owner@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass');
  });

  it('keeps what the user typed when the demo prefill arrives later', async () => {
    resetStorage();
    session.set('hoaid', 'demo');
    const held = deferred<FakeReply>();
    serve({ [DATA_FOR_HOA]: () => held.promise });
    const user = userEvent.setup();
    renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'me@demo.test');
    await user.click(screen.getByLabelText('Password'));
    await act(async () => {
      held.resolve({
        body: aCommunity({
          use_demo_mode: true,
          demo_credentials: { email: 'owner@demo.test', password: 'demo-pass' },
        }),
      });
    });

    // The answer has arrived when the login card names the community; the nav bar names it
    // too, once the page's effects (the prefill among them) have run. The name is then on the
    // page twice, so each place is searched on its own, never the whole page.
    const card = screen.getByRole('region', { name: 'Owner Login' });
    expect(await within(card).findByText('Demo Gardens')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Demo Gardens' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('me@demo.test');
    // Focused before the prefill: the user is about to type there, so it stays empty.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Password'), 'mine');
    expect(screen.getByLabelText('Password')).toHaveValue('mine');
  });

  it('prefills only the untouched field when the user typed in the other one first', async () => {
    resetStorage();
    session.set('hoaid', 'demo');
    const held = deferred<FakeReply>();
    serve({ [DATA_FOR_HOA]: () => held.promise });
    const user = userEvent.setup();
    renderRoute('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await act(async () => {
      held.resolve({
        body: aCommunity({
          use_demo_mode: true,
          demo_credentials: { email: 'owner@demo.test', password: 'demo-pass' },
        }),
      });
    });

    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue('demo-pass'));
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');
  });

  it('loads the community first when none is stored', async () => {
    resetStorage();
    session.set('hoaid', 'demo');
    const requests = serve({}, aCommunity({ name: 'Loaded Lot' }));
    renderRoute('/login');

    const card = await screen.findByRole('region', { name: 'Owner Login' });
    expect(await within(card).findByText('Loaded Lot')).toBeInTheDocument();
    expect(requestsTo(requests, DATA_FOR_HOA).length).toBeGreaterThan(0);
  });

  it('shows why the community could not be loaded', async () => {
    resetStorage();
    session.set('hoaid', 'demo');
    serve({ [DATA_FOR_HOA]: { status: 404, body: { message: 'Invalid HOA ID' } } });
    renderRoute('/login');

    expect(await screen.findByText('Invalid HOA ID')).toBeInTheDocument();
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
    const requests = serve();
    const { user, form } = await openResetForm();

    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByText('Email Required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByText('Invalid Email Format')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/users/forgot_password')).toHaveLength(0);
  });

  it('shows the confirmation, then closes', async () => {
    jest.useFakeTimers();
    const requests = serve({ 'POST /api/users/forgot_password': { body: { message: 'sent' } } });
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
    expect(lastRequestTo(requests, 'POST /api/users/forgot_password').body).toEqual({
      email: 'owner@demo.test',
      hoaid: 'demo',
    });
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
