// The loader behind the registry (docs/adr/0024): a remote's mf-manifest.json gives its entry and
// the first chunks to ask for beside it; a build the page cannot run is refused before any of it
// is downloaded; each new attempt is a new request; failures are classified by what the runtime
// reports and by the page's securitypolicyviolation events.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type * as Loader from '../remote-loader';
import { classifyRemoteFailure } from '../remote-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: () => ({
    shareScopeMap: {
      default: {
        '@parking/shared/api': {
          '1.2.0': { from: 'shell', loaded: true, shareConfig: {} },
          // A remote that ran registers its own copy and requirement beside the page's.
          '2.0.0': {
            from: 'admin_app',
            shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
          },
        },
        react: { '19.3.1': { from: 'shell', loaded: true, shareConfig: {} } },
      },
    },
  }),
  satisfy: jest.requireActual('@module-federation/runtime-core').satisfy,
}));

const MANIFEST_URL = 'https://cdn.example/admin/1.0.0-abc/mf-manifest.json';

function manifest(requiredApi = '^1.2.0') {
  return {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      {
        name: '@parking/shared/api',
        version: '1.2.0',
        singleton: true,
        requiredVersion: requiredApi,
      },
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    ],
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['810.8a74e6c2.js', '__federation_expose_routes.500d417d.js'] } },
      },
    ],
  };
}

async function freshLoader() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  const loader: typeof Loader = await import('../remote-loader');
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(runtime.loadRemote).mockResolvedValue({ default: { admindashboard: () => null } });
  const plugin = () => {
    const [plugins] = jest.mocked(runtime.registerPlugins).mock.calls[0] ?? [[]];
    return plugins?.[0] as ModuleFederationRuntimePlugin;
  };
  return { runtime, loader, fetchMock, plugin };
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('remote loader', () => {
  it('registers the entry the manifest names and asks for the first chunks beside it', async () => {
    const { runtime, loader, fetchMock } = await freshLoader();
    fetchMock.mockReturnValueOnce(json(manifest()));
    const registered = new Map();
    let preloadedBeforeLoad: string[] = [];
    jest.mocked(runtime.loadRemote).mockImplementationOnce(async () => {
      preloadedBeforeLoad = [...document.head.querySelectorAll('link[rel="preload"]')].map(
        (link) => (link as HTMLLinkElement).href,
      );
      return { default: {} };
    });

    await loader.loadRemoteRoutes('admin', MANIFEST_URL, registered);

    expect(fetchMock.mock.calls[0]![0]).toBe(MANIFEST_URL);
    expect(jest.mocked(runtime.registerRemotes).mock.calls).toEqual([
      [[{ name: 'admin_app', entry: 'https://cdn.example/admin/1.0.0-abc/remoteEntry.js' }]],
    ]);
    expect(preloadedBeforeLoad).toEqual([
      'https://cdn.example/admin/1.0.0-abc/810.8a74e6c2.js',
      'https://cdn.example/admin/1.0.0-abc/__federation_expose_routes.500d417d.js',
    ]);
    // The page keeps the URL /remotes.json gave: a deploy is compared with it.
    expect(registered.get('admin')).toBe(MANIFEST_URL);
  });

  it('refuses a build whose shared requirement the page cannot meet, before loading it', async () => {
    const { runtime, loader, fetchMock } = await freshLoader();
    fetchMock.mockReturnValueOnce(json(manifest('^1.3.0')));

    const loading = loader.loadRemoteRoutes('admin', MANIFEST_URL, new Map());

    await expect(loading).rejects.toThrow(
      'admin_app needs @parking/shared/api ^1.3.0 (the page has 1.2.0)',
    );
    expect(classifyRemoteFailure(await loading.catch((error: unknown) => error))).toBe(
      'incompatible',
    );
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('reads a manifest again with a fresh URL after a fast failure', async () => {
    const { loader, fetchMock } = await freshLoader();
    fetchMock
      .mockReturnValueOnce(Promise.resolve(new Response('', { status: 503 })))
      .mockReturnValueOnce(json(manifest()));

    await loader.loadRemoteRoutes('admin', MANIFEST_URL, new Map());

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      MANIFEST_URL,
      `${MANIFEST_URL}?retry=1`,
    ]);
  });

  it('loads a remote named by its remoteEntry.js (a build from before the manifest)', async () => {
    const { runtime, loader, fetchMock } = await freshLoader();
    await loader.loadRemoteRoutes('owner', '/remotes/owner/1.0.0-old/remoteEntry.js', new Map());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(jest.mocked(runtime.registerRemotes).mock.calls).toEqual([
      [[{ name: 'owner_app', entry: '/remotes/owner/1.0.0-old/remoteEntry.js' }]],
    ]);
  });

  it('makes each new attempt at an entry a new request', async () => {
    const { loader, plugin } = await freshLoader();
    await loader.loadRemoteRoutes('owner', '/remotes/owner/1.0.0-old/remoteEntry.js', new Map());
    const entry = 'http://localhost/remotes/owner/1.0.0-old/remoteEntry.js';
    const create = (url: string) => {
      const created = plugin().createScript!({ url, attrs: {} } as never) as {
        script: HTMLScriptElement;
        timeout: number;
      };
      return [created.script.src, created.timeout];
    };
    expect(create(entry)).toEqual([entry, loader.REMOTE_ATTEMPT_TIMEOUT_MS]);
    expect(create(entry)).toEqual([`${entry}?retry=1`, loader.REMOTE_ATTEMPT_TIMEOUT_MS]);
    expect(create(entry)).toEqual([`${entry}?retry=2`, loader.REMOTE_ATTEMPT_TIMEOUT_MS]);
  });

  it('retries a fast entry failure once at once, and leaves a hang to the user', async () => {
    const { loader, plugin } = await freshLoader();
    await loader.loadRemoteRoutes('owner', '/remotes/owner/1.0.0-old/remoteEntry.js', new Map());
    const entry = 'http://localhost/remotes/owner/1.0.0-old/remoteEntry.js';
    const recovered = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(recovered);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { entry },
      globalLoading,
      uniqueKey: 'key',
    } as never;

    plugin().createScript!({ url: entry, attrs: {} } as never);
    await expect(plugin().loadEntryError!(args)).resolves.toBe(recovered);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading).toEqual({});

    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(1_000);
      plugin().createScript!({ url: entry, attrs: {} } as never);
      clock.mockReturnValue(1_000 + loader.REMOTE_ATTEMPT_TIMEOUT_MS);
      await expect(plugin().loadEntryError!(args)).resolves.toBeUndefined();
    } finally {
      clock.mockRestore();
    }
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a script that did not load',
      new Error('[ Federation Runtime ]: RUNTIME-008 …'),
      'unavailable',
    ],
    [
      'a chunk that is gone',
      Object.assign(new Error('x'), { name: 'ChunkLoadError' }),
      'new-version',
    ],
    // The remote's registered requirement (^2.0.0) is not met by the page's 1.2.0.
    ['a remote the share scope cannot serve', new Error('anything'), 'incompatible'],
  ])('classifies %s by what the runtime reports', async (_what, error, kind) => {
    const { loader, plugin } = await freshLoader();
    await loader.loadRemoteRoutes('admin', '/remotes/admin/old/remoteEntry.js', new Map());
    const origin = {
      options: { remotes: [{ name: 'admin_app', entry: '/remotes/admin/old/remoteEntry.js' }] },
    };
    const errorLoadRemote = plugin().errorLoadRemote as (args: never) => Promise<unknown>;
    const thrown: unknown = await errorLoadRemote({
      id: 'admin_app/routes',
      error,
      origin,
    } as never).catch((caught: unknown) => caught);
    expect(classifyRemoteFailure(thrown)).toBe(kind);
  });

  it('says an entry whose origin the security policy refused was blocked', async () => {
    const { loader, plugin } = await freshLoader();
    await loader.loadRemoteRoutes('owner', '/remotes/owner/old/remoteEntry.js', new Map());
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, { blockedURI: 'https://moved.example/owner/7/remoteEntry.js' });
    document.dispatchEvent(violation);
    const origin = {
      options: {
        remotes: [{ name: 'owner_app', entry: 'https://moved.example/owner/7/remoteEntry.js' }],
      },
    };
    const errorLoadRemote = plugin().errorLoadRemote as (args: never) => Promise<unknown>;
    const thrown: unknown = await errorLoadRemote({
      id: 'owner_app/routes',
      error: new Error('RUNTIME-008'),
      origin,
    } as never).catch((caught: unknown) => caught);
    expect(classifyRemoteFailure(thrown)).toBe('blocked');
    expect(String(thrown)).toContain("blocked by the portal's security policy");
  });
});
