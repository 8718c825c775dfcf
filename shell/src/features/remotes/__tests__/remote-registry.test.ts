// The run-time federation wiring: /remotes.json -> registerRemotes -> loadRemote('<container>/routes').
import { fakeAdapter, requestsTo, type FakeReply } from '@parking/shared/testing';
import type * as Registry from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  // The page's share scope: the shell's @parking/shared/api 1.2.0, in use.
  getInstance: () => ({
    shareScopeMap: {
      default: {
        '@parking/shared/api': { '1.2.0': { from: 'shell', loaded: true, shareConfig: {} } },
      },
    },
  }),
  satisfy: jest.requireActual('@module-federation/runtime-core').satisfy,
}));

const manifest = {
  owner: '/remotes/owner/remoteEntry.js',
  renter: '/remotes/renter/remoteEntry.js',
  admin: 'https://cdn.example/admin/v2/remoteEntry.js',
};

function OwnerDashboard() {
  return null;
}
function OwnerProfile() {
  return null;
}

/**
 * A fresh registry (its caches are module state) with fresh mocks of the federation runtime,
 * and /remotes.json served at the HTTP boundary: `once` answers the next request, `always`
 * every later one; `requests()` counts what was asked.
 */
async function freshRegistry() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const api = await import('@parking/shared/api');
  const registry: typeof Registry = await import('../remote-registry');
  const registerRemotes = jest.mocked(runtime.registerRemotes);
  const loadRemote = jest.mocked(runtime.loadRemote);
  const queued: FakeReply[] = [];
  let standing: FakeReply = { body: manifest };
  // The fake portal's transport, installed in the API client this fresh registry uses.
  const { adapter, requests } = fakeAdapter({
    'GET /remotes.json': () => queued.shift() ?? standing,
  });
  api.configureApi({ adapter });
  const remotesJson = {
    once: (reply: FakeReply) => queued.push(reply),
    always: (reply: FakeReply) => (standing = reply),
    requests: () => requestsTo(requests, 'GET /remotes.json').length,
  };
  loadRemote.mockResolvedValue({
    default: { dashboard: OwnerDashboard, profile: OwnerProfile, admindashboard: OwnerDashboard },
  });
  return { registry, registerRemotes, loadRemote, remotesJson };
}

describe('remote registry', () => {
  it('registers only the asked remote, at its /remotes.json URL, and loads its ./routes', async () => {
    const { registry, registerRemotes, loadRemote } = await freshRegistry();

    const page = await registry.loadRemotePage('admin', 'admindashboard');

    expect(page).toBe(OwnerDashboard);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'admin_app', entry: 'https://cdn.example/admin/v2/remoteEntry.js' }]],
    ]);
    expect(loadRemote.mock.calls).toEqual([['admin_app/routes']]);
    expect(registry.registeredEntry('admin')).toBe('https://cdn.example/admin/v2/remoteEntry.js');
  });

  it('asks for a remote manifest itself, beside the loader, and registers the entry it names', async () => {
    const { registry, registerRemotes, remotesJson } = await freshRegistry();
    const manifestUrl = 'https://cdn.example/admin/v4/mf-manifest.json';
    remotesJson.always({ body: { ...manifest, admin: manifestUrl } });
    const fetchMock = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
          shared: [],
          exposes: [],
        }),
      ),
    );
    global.fetch = fetchMock;

    await registry.loadRemotePage('admin', 'admindashboard');

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([manifestUrl]);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'admin_app', entry: 'https://cdn.example/admin/v4/remoteEntry.js' }]],
    ]);
    expect(registry.registeredEntry('admin')).toBe(manifestUrl);
  });

  it('has a page at hand once its remote arrived (a preload), and only that remote', async () => {
    const { registry, loadRemote } = await freshRegistry();
    expect(registry.arrivedRemotePage('owner', 'dashboard')).toBeUndefined();

    registry.preloadRemoteFor('owner');
    await registry.loadRemotePage('owner', 'dashboard');

    expect(registry.arrivedRemotePage('owner', 'dashboard')).toBe(OwnerDashboard);
    expect(registry.arrivedRemotePage('owner', 'profile')).toBe(OwnerProfile);
    expect(registry.arrivedRemotePage('admin', 'admindashboard')).toBeUndefined();
    expect(loadRemote.mock.calls).toEqual([['owner_app/routes']]);
  });

  it('has no page at hand after a failed load', async () => {
    const { registry, loadRemote } = await freshRegistry();
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(registry.loadRemotePage('owner', 'dashboard')).rejects.toThrow();
    expect(registry.arrivedRemotePage('owner', 'dashboard')).toBeUndefined();
  });

  it('loads a remote once for all its pages', async () => {
    const { registry, loadRemote, remotesJson } = await freshRegistry();

    await registry.loadRemotePage('owner', 'dashboard');
    expect(await registry.loadRemotePage('owner', 'profile')).toBe(OwnerProfile);

    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(remotesJson.requests()).toBe(1);
  });

  it('uses the remote list read ahead on the login page, so the sign-in asks for it no more', async () => {
    const { registry, registerRemotes, remotesJson } = await freshRegistry();

    registry.prefetchRemoteList();
    await registry.loadRemotePage('admin', 'admindashboard');

    expect(remotesJson.requests()).toBe(1);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'admin_app', entry: 'https://cdn.example/admin/v2/remoteEntry.js' }]],
    ]);
  });

  it('reads the list again when the one read ahead is older than a minute', async () => {
    const { registry, registerRemotes, remotesJson } = await freshRegistry();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      registry.prefetchRemoteList();
      // Meanwhile admin-app v3 is deployed, and the user signs in after a long pause.
      remotesJson.always({
        body: { ...manifest, admin: 'https://cdn.example/admin/v3/remoteEntry.js' },
      });
      clock.mockReturnValue(now + registry.REMOTE_LIST_REUSE_MS + 1);
      await registry.loadRemotePage('admin', 'admindashboard');
    } finally {
      clock.mockRestore();
    }

    expect(remotesJson.requests()).toBe(2);
    expect(registerRemotes.mock.calls).toEqual([
      [[{ name: 'admin_app', entry: 'https://cdn.example/admin/v3/remoteEntry.js' }]],
    ]);
  });

  it('tries again after a failed load instead of remembering the failure', async () => {
    const { registry, loadRemote, remotesJson } = await freshRegistry();
    remotesJson.once({ networkError: true });

    await expect(registry.loadRemotePage('owner', 'dashboard')).rejects.toThrow('Network Error');
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(registry.loadRemotePage('owner', 'dashboard')).rejects.toThrow(
      'ScriptNetworkError',
    );
    await expect(registry.loadRemotePage('owner', 'dashboard')).resolves.toBe(OwnerDashboard);

    expect(remotesJson.requests()).toBe(2);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('registers a remote once: a retry loads it again without re-registering', async () => {
    const { registry, loadRemote, registerRemotes } = await freshRegistry();
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));

    await expect(registry.loadRemotePage('owner', 'dashboard')).rejects.toThrow();
    await expect(registry.loadRemotePage('owner', 'dashboard')).resolves.toBe(OwnerDashboard);

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up on a remote that does not answer within 10 s', async () => {
    jest.useFakeTimers();
    try {
      const { registry, loadRemote } = await freshRegistry();
      loadRemote.mockReturnValueOnce(new Promise(() => undefined));

      const loading = registry.loadRemotePage('owner', 'dashboard');
      const outcome = expect(loading).rejects.toThrow('owner_app did not answer within 10 s');
      await jest.advanceTimersByTimeAsync(10_000);
      await outcome;
      await expect(registry.loadRemotePage('owner', 'dashboard')).resolves.toBe(OwnerDashboard);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a manifest that does not list every remote', async () => {
    const { registry, remotesJson, registerRemotes } = await freshRegistry();
    remotesJson.always({ body: { owner: '/remotes/owner/remoteEntry.js' } });

    await expect(registry.loadRemotePage('owner', 'dashboard')).rejects.toThrow('/remotes.json');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('refuses a remote module that breaks the contract', async () => {
    const { registry, loadRemote } = await freshRegistry();
    loadRemote.mockResolvedValue({ default: { dashboard: OwnerDashboard } });

    await expect(registry.loadRemotePage('owner', 'profile')).rejects.toThrow(
      'owner_app/routes does not expose the page "profile"',
    );
  });

  it.each([
    ['owner', 'owner_app/routes'],
    ['renter', 'renter_app/routes'],
    ['admin', 'admin_app/routes'],
    ['readonly', 'admin_app/routes'],
  ] as const)('preloads for a %s only %s', async (role, request) => {
    const { registry, loadRemote } = await freshRegistry();

    registry.preloadRemoteFor(role);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote.mock.calls).toEqual([[request]]);
  });
});
